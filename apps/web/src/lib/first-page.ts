import { useSyncExternalStore } from 'react'

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
  return () => listeners.delete(listener)
}
const read = () => settled

/**
 * False until the visit's first page has rendered with its code (or failed to load). Work the page
 * does not need at once, such as the header's role probe or a wallet's code, waits for it: on a
 * phone's link its chunks would otherwise share the bandwidth with the page's own.
 */
export function useFirstPageSettled(): boolean {
  return useSyncExternalStore(subscribe, read, read)
}
