import { MarkdownText } from '@/components/markdown-text.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { useSectionText } from '../api/document.ts'

/** A section's text from IPFS as sanitized markdown; its own headings sit under the page's (h3 on). */
export function SectionText({ hash }: { hash: string }) {
  const text = useSectionText(hash)
  return (
    <QueryGate
      queries={[text]}
      what="section"
      loadingText="Loading the section…"
      errorText={(error) =>
        `The text of this section could not be read: ${error instanceof Error ? error.message : String(error)}`
      }
    >
      {() => <MarkdownText text={text.data ?? ''} headingStart={3} />}
    </QueryGate>
  )
}
