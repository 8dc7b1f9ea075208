import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react'
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router'
import { PendingNavigationContext } from './pending-navigation.ts'

type HistoryState = { action: NavigationType; location: Location }
/** The history a TransitionRouter follows: the browser's, or a memory history in tests and the prerender. */
export type RouterHistory = ReturnType<typeof createBrowserHistory>

/**
 * React Router's <BrowserRouter>, except that it knows when a navigation is pending: each change of
 * address renders in a transition, so while the next page's code (a lazy component) is arriving the
 * current page stays on screen and `usePendingNavigation` returns the address being opened.
 */
export function TransitionRouter({
  children,
  history: givenHistory,
}: {
  children: ReactNode
  /** The browser's history unless given (tests pass a memory history). */
  history?: RouterHistory
}) {
  const [history] = useState(() => givenHistory ?? createBrowserHistory({ v5Compat: true }))
  const [state, setState] = useState<HistoryState>(() => ({
    action: history.action,
    location: history.location,
  }))
  const [target, setTarget] = useState<Location>(history.location)
  const [pending, startTransition] = useTransition()
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        setTarget(location)
        startTransition(() => setState({ action, location }))
      }),
    [history],
  )
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <PendingNavigationContext value={pending ? target : null}>{children}</PendingNavigationContext>
    </Router>
  )
}
