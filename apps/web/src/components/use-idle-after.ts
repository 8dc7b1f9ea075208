import { startTransition, useEffect, useState } from 'react'

// The longest the wait lasts, e.g. in a tab the browser does not paint.
const MAX_WAIT_MS = 1000
// After the paint, how long the page is left to present it before the deferred work starts: a busy
// phone shows a frame some time after drawing it.
const AFTER_PAINT_MS = 200

/**
 * Runs `run` once a frame has been painted, a moment has passed and the browser has then been idle (or
 * after MAX_WAIT_MS, e.g. in a tab the browser does not paint); returns a cancel. For work a page can
 * start after its first paint without redrawing anything: fetching a chunk it will need.
 */
export function whenIdleAfterPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function' || typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 50)
    return () => clearTimeout(timer)
  }
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  const latest = setTimeout(once, MAX_WAIT_MS)
  let idleCallback: number | undefined
  let pause: ReturnType<typeof setTimeout> | undefined
  // The first frame callback runs before the next paint, the second after it.
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      pause = setTimeout(() => {
        idleCallback = requestIdleCallback(once)
      }, AFTER_PAINT_MS)
    })
  })
  return () => {
    clearTimeout(latest)
    clearTimeout(pause)
    cancelAnimationFrame(frame)
    if (idleCallback !== undefined) cancelIdleCallback(idleCallback)
  }
}

/**
 * True once `ready` holds, a frame has been painted since, a moment has passed and the browser has then
 * been idle. Work a page can do after its first paint (a renderer's chunk, a section drawn below the
 * first screen and its reads) then starts after that paint, instead of sharing a phone's link and CPU
 * with it. Once true, it stays true.
 */
export function useIdleAfter(ready = true): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (!ready || idle) return
    // What waited for the idle moment renders in a transition, time-sliced: it is below the first
    // screen or out of sight, and a blocking render of it would be the long task it waited to avoid.
    return whenIdleAfterPaint(() => startTransition(() => setIdle(true)))
  }, [ready, idle])
  return idle
}
