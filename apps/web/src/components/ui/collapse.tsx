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
  // On the way in the content first renders at height 0, then `expanded` turns on a frame later so the
  // height can grow; on the way out `exited` turns on once the animation is over, to unmount.
  const [expanded, setExpanded] = useState(open)
  const [exited, setExited] = useState(!open)
  const [prevOpen, setPrevOpen] = useState(open)
  if (open !== prevOpen) {
    setPrevOpen(open)
    setExpanded(false)
    if (open) setExited(false)
  }

  useEffect(() => {
    if (open) {
      const frame = requestAnimationFrame(() => setExpanded(true))
      return () => cancelAnimationFrame(frame)
    }
    const timer = setTimeout(() => setExited(true), timeout)
    return () => clearTimeout(timer)
  }, [open, timeout])

  if (unmountOnExit && !open && exited) return null
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
