import { createContext, useContext } from 'react'
import type { Location } from 'react-router'

/**
 * The address the portal is moving to while the next page's code is still arriving (the old page stays
 * on screen meanwhile), or null when no navigation is under way. The router provides it.
 */
export const PendingNavigationContext = createContext<Location | null>(null)

/** Where the portal is going while a page loads; null when it is showing the page at the address. */
export function usePendingNavigation(): Location | null {
  return useContext(PendingNavigationContext)
}
