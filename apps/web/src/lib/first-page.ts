import { startTransition, useEffect, useState } from 'react'

// Whether the visit's first page is on screen: set by the route's page (app/page-code.tsx) once its
// code has rendered or failed to load, and never unset.
let settled = false
const listeners = new Set<() => void>()

/** Marks the first page as on screen (or failed); later calls do nothing. */
export function settleFirstPage(): void {
  if (settled) return
  settled = true
  for (const listener of listeners) listener()
  listeners.clear()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * False until the visit's first page has rendered with its code (or failed to load). Work the page
 * does not need at once, such as the header's role probe or a wallet's code, waits for it: on a
 * phone's link its chunks would otherwise share the bandwidth with the page's own.
 */
export function useFirstPageSettled(): boolean {
  // State updated in a transition rather than useSyncExternalStore: an external store's change always
  // re-renders in a blocking lane, and what follows this one (the layout's deferred work) can wait.
  const [value, setValue] = useState(settled)
  useEffect(() => {
    if (value) return
    const update = () => startTransition(() => setValue(true))
    // Settled between this render and the effect: no notification is coming.
    if (settled) update()
    else return subscribe(update)
  }, [value])
  return value
}
