import { startTransition, useEffect, useState } from 'react'

/** Runs `run` after the browser's next paint (soon after, where frames are not drawn); returns a cancel. */
export function afterNextPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  // A frame callback runs before the paint; a task it schedules runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * False in a component's first render, true once a frame has been painted since (rendered then in a
 * transition, time-sliced). What waits for it is drawn after the content beside it, which the browser
 * paints first, instead of holding that paint back until all of it is rendered. (useDeferredValue's
 * initial value does not do this here: the portal's first render and its navigations are transitions,
 * in which React draws the final value at once.)
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (painted) return
    return afterNextPaint(() => startTransition(() => setPainted(true)))
  }, [painted])
  return painted
}
