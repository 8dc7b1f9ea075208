import { Button } from '@/components/ui/button.tsx'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { capText } from '@/components/chain-text.tsx'
import { MarkdownText } from '@/components/markdown-text.tsx'
import styles from './treasury-description.module.css'

/** Characters rendered while collapsed: a 100 kB description is never laid out unasked. */
const MAX_COLLAPSED = 600

/**
 * A DAO's description on its card: markdown anyone may have written, rendered as the ballot
 * descriptions are (sanitized, raw HTML as text), clamped to a few lines with a toggle that shows
 * all of it when some is hidden.
 */
export function TreasuryDescription({ text, code }: { text: string; code: string }) {
  const [full, setFull] = useState(false)
  const [overflows, setOverflows] = useState(false)
  const ref = useRef<HTMLDivElement | null>(null)
  const id = useId()
  useLayoutEffect(() => {
    const element = ref.current
    if (full || !element) return
    // The renderer arrives after the first draw: measured again whenever the clamped block changes size.
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    return () => observer.disconnect()
  })
  return (
    <div className={styles.root}>
      <div ref={ref} id={id} className={full ? undefined : styles.clamped}>
        <MarkdownText
          text={full ? text : capText(text, MAX_COLLAPSED)}
          label={`${code} description`}
          headingStart={3}
        />
      </div>
      {(overflows || full || text.length > MAX_COLLAPSED) && (
        <Button size="small" aria-controls={id} aria-expanded={full} onClick={() => setFull(!full)}>
          {full ? 'Show less of the description' : 'Show the full description'}
        </Button>
      )}
    </div>
  )
}
