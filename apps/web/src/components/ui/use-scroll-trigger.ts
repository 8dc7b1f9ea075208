import { useEffect, useState } from 'react'

export interface UseScrollTriggerOptions {
  /** Scroll offset in px past which the trigger is on (MUI's default 100). */
  threshold?: number
  /** Only the offset counts; without it the trigger is on only while scrolling down. */
  disableHysteresis?: boolean
  /** What scrolls; the window by default. */
  target?: Window | HTMLElement
}

function scrollTop(target: Window | HTMLElement): number {
  // Told apart by shape, not `instanceof Window`, which fails for a window of another realm.
  return 'scrollY' in target ? target.scrollY : target.scrollTop
}

/** MUI's useScrollTrigger: true once the page (or `target`) has scrolled past `threshold`. */
export function useScrollTrigger({
  threshold = 100,
  disableHysteresis = false,
  target,
}: UseScrollTriggerOptions = {}): boolean {
  const [trigger, setTrigger] = useState(false)
  useEffect(() => {
    const scroller = target ?? window
    let previous = 0
    const update = () => {
      const current = scrollTop(scroller)
      // With hysteresis, scrolling back up turns the trigger off even past the threshold.
      setTrigger(!disableHysteresis && current < previous ? false : current > threshold)
      previous = current
    }
    // Reading the offset lays the page out. Read at mount, in the effects of a page's first commit, it
    // was a forced layout inside that task (29 ms of a 44 ms task at 4× CPU); after the next frame the
    // layout is already done. Scrolling itself reports through the listener.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0)
    })
    scroller.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      scroller.removeEventListener('scroll', update)
    }
  }, [threshold, disableHysteresis, target])
  return trigger
}
