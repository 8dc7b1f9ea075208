import { Button } from '@/components/ui/button.tsx'
import { Typography, type TypographyProps } from '@/components/ui/typography.tsx'
import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type ElementType } from 'react'
import { flushSync } from 'react-dom'
import styles from './chain-text.module.css'

/**
 * The first `maxChars` characters of `text`, with an ellipsis when it was cut. A cut never splits a
 * surrogate pair (an emoji stays whole or goes).
 */
export function capText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text
  let end = maxChars
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${text.slice(0, end)}…`
}

/**
 * True once the element's text no longer fits the lines it is clamped to. Measured when the text
 * changes and when the element resizes, not on every render: in a list of cards a re-render used to
 * measure (and lay out) once per card. The measure is the resize observer's report, which the browser
 * makes after laying the frame out and before painting it: measured in the layout effect instead, the
 * first text of a page forced the page's first layout inside React's commit (173 ms at 4× on `/`).
 */
function useOverflows(enabled: boolean, text: string) {
  const ref = useRef<HTMLElement | null>(null)
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    const measure = () => element.scrollHeight > element.clientHeight + 1
    if (typeof ResizeObserver === 'undefined') {
      setOverflows(measure())
      return
    }
    // A new observer reports the element's size once it is laid out, then on each resize. A toggle it
    // turns on is drawn in the same frame (flushSync), as from the layout effect: the text's new
    // element, one level deeper beside it, is still observed in this frame. One that goes away (on a
    // resize) waits for the next: an element one level up would only be observed after the frame's
    // resize loop, which the browser reports as an error.
    const observer = new ResizeObserver(() => {
      if (measure()) flushSync(() => setOverflows(true))
      else setOverflows(false)
    })
    observer.observe(element)
    return () => observer.disconnect()
    // `overflows` too: when it turns the toggle on or off, the text is mounted anew around it.
  }, [enabled, text, overflows])
  return { ref, overflows }
}

type ChainTextProps = {
  /** Text from the chain or a service: anyone may have written it, at any length. */
  text: string
  /** Lines shown before the rest is hidden. */
  lines?: number
  /** Characters rendered before the rest is hidden (a 100 kB string is never laid out unasked). */
  maxChars?: number
  /** What the text is, for the toggle: "Show the full title (2006 characters)". */
  what?: string
  /**
   * False where a button cannot go (inside a link or a button): the text is only clamped, and the
   * first thousand characters are its tooltip.
   */
  expandable?: boolean
  /** Keep the author's line breaks. */
  preserveLines?: boolean
  component?: ElementType
  id?: string
} & Omit<TypographyProps, 'children' | 'component'>

/**
 * Untrusted text in a card, row, heading or dialog: clamped to `lines` lines and `maxChars`
 * characters so no layout grows with what someone wrote on chain, with a keyboard-reachable toggle
 * that shows all of it when some is hidden. The text always renders as text.
 */
export function ChainText({
  text,
  lines = 2,
  maxChars = 280,
  what = 'text',
  expandable = true,
  preserveLines = false,
  component = 'span',
  id,
  className,
  style,
  ...typography
}: ChainTextProps) {
  const [full, setFull] = useState(false)
  const reactId = useId()
  const textId = id ?? reactId
  const cut = text.length > maxChars
  const collapsed = !full
  const shown = collapsed ? capText(text, maxChars) : text
  const { ref, overflows } = useOverflows(collapsed && !cut, shown)
  const toggle = expandable && (cut || overflows || full)
  const body = (
    <Typography
      {...typography}
      ref={ref}
      id={textId}
      component={component}
      title={expandable || !(cut || overflows) ? undefined : capText(text, 1000)}
      className={[
        styles.text,
        collapsed ? styles.clamped : styles.full,
        preserveLines && styles.preserveLines,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ ...style, '--lines': lines } as CSSProperties}
    >
      {shown}
    </Typography>
  )
  if (!toggle) return body
  return (
    <div className={styles.expandable}>
      {body}
      <Button
        size="small"
        aria-controls={textId}
        aria-expanded={full}
        // The count is for screen readers; the visible words are part of the name (WCAG label in name).
        aria-label={full ? undefined : `Show the full ${what} (${text.length} characters)`}
        onClick={() => setFull(!full)}
        className={styles.toggle}
      >
        {full ? `Show less of the ${what}` : `Show the full ${what}`}
      </Button>
    </div>
  )
}
