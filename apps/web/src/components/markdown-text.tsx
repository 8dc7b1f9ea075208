import { Typography } from '@/components/ui/typography.tsx'
import { Suspense, useEffect, useState } from 'react'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { lazyPart } from '@/lib/lazy-part.tsx'
import type { MarkdownProps } from './markdown-renderer.tsx'
import styles from './markdown-text.module.css'

/** The markdown renderer as its own chunk, fetched by the first page that shows markdown. */
export const LazyMarkdown = lazyPart(async () => (await import('./markdown-renderer.tsx')).MarkdownRenderer)

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
 * Untrusted markdown (a ballot description, a bio, a document): sanitized, raw HTML shown as text,
 * http(s) links only. Shown as plain text until the renderer's chunk arrives.
 */
export function MarkdownText(props: MarkdownProps) {
  const idle = useIdleOnce()
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

// Set once the browser has been idle after a page drew markdown as plain text.
let idlePassed = false

/**
 * False until the browser has been idle once after the first draw. The renderer's chunk (about 38 kB
 * gzipped) is then fetched after the page's own chunks, reads and first paint, instead of sharing a
 * phone's link with them; the text is on screen as plain text meanwhile.
 */
function useIdleOnce(): boolean {
  const [passed, setPassed] = useState(idlePassed)
  useEffect(() => {
    if (passed) return
    const done = () => {
      idlePassed = true
      setPassed(true)
    }
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout: 1000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(done, 50)
    return () => clearTimeout(id)
  }, [passed])
  return passed
}
