import { useDeferredValue } from 'react'

/**
 * `ready`, but turning true only in a background render: when a page's data arrives, what it draws is
 * rendered in slices that let the browser in between (drawing a long list at once was a long task on
 * a phone), and the loading line stays until that render is done. Already true on a first render
 * whose data is here, unless `paintFirst`: then the first render commits without it (the page's
 * heading and intro are painted at once) and the data is drawn by the background render that follows.
 * Content that follows a gate waits for the same signal (from its own call, in the same background
 * render), so it does not appear first and then get pushed down.
 */
export function useDrawn(ready: boolean, { paintFirst = false }: { paintFirst?: boolean } = {}): boolean {
  return useDeferredValue(ready, paintFirst ? false : undefined)
}
