import { useEffect, useState, type ComponentPropsWithRef, type CSSProperties } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './collapse.module.css'

export type CollapseProps = ComponentPropsWithRef<'div'> & {
  in?: boolean
  /** Remove the content from the page once it has closed (and until it opens again). */
  unmountOnExit?: boolean
  /** The animation's length in ms (default 300); 0 shows and hides at once. */
  timeout?: number
}

const DEFAULT_TIMEOUT = 300

/** Shows or hides its content by animating its height; hidden content is not reachable by keyboard. */
export function Collapse({
  in: open = false,
  unmountOnExit = false,
  timeout = DEFAULT_TIMEOUT,
  className,
  style,
  children,
  ...rest
}: CollapseProps) {
  // `expanded` trails `open` by a frame on the way in (so the height can grow from 0) and `mounted`
  // trails it by the animation on the way out (so the content can shrink before it is removed).
  const [expanded, setExpanded] = useState(open)
  const [mounted, setMounted] = useState(open || !unmountOnExit)

  useEffect(() => {
    if (open) {
      setMounted(true)
      const frame = requestAnimationFrame(() => setExpanded(true))
      return () => cancelAnimationFrame(frame)
    }
    setExpanded(false)
    if (!unmountOnExit) return undefined
    const timer = setTimeout(() => setMounted(false), timeout)
    return () => clearTimeout(timer)
  }, [open, unmountOnExit, timeout])

  if (!mounted && !open) return null
  const timing = { '--collapse-duration': `${timeout}ms`, ...style } as CSSProperties
  return (
    <div
      {...rest}
      className={classNames(styles.root, expanded && open && styles.entered, className)}
      style={timeout === DEFAULT_TIMEOUT ? style : timing}
    >
      <div className={styles.inner}>{children}</div>
    </div>
  )
}
