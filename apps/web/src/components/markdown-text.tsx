import { Typography } from '@/components/ui/typography.tsx'
import { Suspense, useEffect } from 'react'
import { textSegments } from '@portal/chain/governance/text-links'
import { getNetwork } from '@/config/network.ts'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { lazyPart } from '@/lib/lazy-part.tsx'
import { yieldToMain } from '@/lib/yield-to-main.ts'
import type { MarkdownProps } from './markdown-renderer.tsx'
import rendererStyles from './markdown-renderer.module.css'
import styles from './markdown-text.module.css'
import { useIdleAfter } from './use-idle-after.ts'

/**
 * The markdown renderer's modules, set up in three tasks instead of one (105 ms at 4× CPU, issue 41):
 * the HTML and SVG property tables, then the parser, then react-markdown and the rest. Each stage's
 * modules are shared with the renderer's chunk, so the renderer finds them set up.
 */
async function loadRenderer() {
  await import('./markdown-properties.ts')
  await yieldToMain()
  await import('./markdown-parser.ts')
  await yieldToMain()
  return (await import('./markdown-renderer.tsx')).MarkdownRenderer
}

/** The markdown renderer as its own chunk, fetched by the first page that shows markdown. */
export const LazyMarkdown = lazyPart(loadRenderer)

/** Starts fetching the renderer, e.g. while the text it will show is being read. */
export const preloadMarkdown = LazyMarkdown.preload

/** The text as written, while the renderer loads or when its chunk could not be fetched. */
export function PlainText({ text, label, testId }: Pick<MarkdownProps, 'text' | 'label' | 'testId'>) {
  return (
    <Typography aria-label={label} data-testid={testId} className={styles.plainText}>
      {text}
    </Typography>
  )
}

/**
 * True when the renderer would draw `text` as one paragraph of the same words: one line, no markdown
 * syntax (emphasis, code, headings, quotes, lists, links, tables), no HTML or entity, no indentation
 * that makes a code block, and no web address or document hash to turn into a link.
 */
export function isPlainParagraph(text: string): boolean {
  return (
    text.trim() !== '' &&
    !/[\n\r\\`*_#>[\]!<&|~]/.test(text) &&
    !/^( {4}|\t)/.test(text) &&
    !/^\s*([-+]|\d+[.)])(\s|$)/.test(text) &&
    !textSegments(text, getNetwork().ipfsGatewayUrl).some((segment) => segment.kind === 'link')
  )
}

/** What the renderer draws for a plain paragraph (`isPlainParagraph`), without loading it. */
export function PlainParagraph({ text, label, testId }: Pick<MarkdownProps, 'text' | 'label' | 'testId'>) {
  return (
    <div aria-label={label} data-testid={testId} className={rendererStyles.markdown}>
      <p>{text.trim()}</p>
    </div>
  )
}

// Set once a MarkdownText has waited for the browser to be idle.
let idlePassed = false

/**
 * Untrusted markdown (a ballot description, a bio, a document): sanitized, raw HTML shown as text,
 * http(s) links only. Shown as plain text until the renderer's chunk arrives.
 */
export function MarkdownText(props: MarkdownProps) {
  const plainParagraph = isPlainParagraph(props.text)
  // The renderer's chunk (about 38 kB gzipped) is fetched once the browser has been idle after the
  // first draw, not beside the page's own chunks and reads; the text is on screen as plain text meanwhile.
  // After that, markdown drawn later renders at once.
  const idle = useIdleAfter() || idlePassed
  useEffect(() => {
    if (idle) idlePassed = true
  }, [idle])
  // A text without any markdown is drawn as the renderer would draw it, and the renderer never loads.
  if (plainParagraph) return <PlainParagraph text={props.text} label={props.label} testId={props.testId} />
  const plain = <PlainText text={props.text} label={props.label} testId={props.testId} />
  if (!idle) return plain
  return (
    <LazyBoundary fallback={plain}>
      <Suspense fallback={plain}>
        <LazyMarkdown {...props} />
      </Suspense>
    </LazyBoundary>
  )
}
