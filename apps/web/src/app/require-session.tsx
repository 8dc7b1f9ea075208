import { Navigate, Outlet, useLocation, type Location } from 'react-router'
import { useSession } from '@/lib/session/session-store.ts'

/** Where a guest is sent from a protected page: the login page, coming back afterwards. */
export function loginRedirectPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const returnUrl = `${location.pathname}${location.search}${location.hash}`
  return `/login?returnUrl=${encodeURIComponent(returnUrl)}`
}

/** Guards the routes that need a login (a session stored by an earlier visit counts at once). */
export function RequireSession() {
  const session = useSession()
  const location = useLocation()
  if (session.status === 'signed-out') return <Navigate to={loginRedirectPath(location)} replace />
  return <Outlet />
}
