import { createBrowserRouter, type RouteObject } from 'react-router'
import { withChunkTimeout } from '@/lib/chunk-timeout.ts'
import { EmptyLayout } from './layouts/empty-layout.tsx'
import { GuestLayout } from './layouts/guest-layout.tsx'
import { LogoOnlyLayout } from './layouts/logo-only-layout.tsx'
import { MainLayout } from './layouts/main-layout.tsx'
import { PortalLoading } from './layouts/portal-loading.tsx'
import { RequireSession } from './require-session.tsx'
import { RootShell } from './root-shell.tsx'
import { RouteError } from './route-error.tsx'
import { portalRoutes, type LayoutName, type PortalRoute } from './route-table.ts'

const layouts: Record<LayoutName, () => React.JSX.Element> = {
  main: MainLayout,
  guest: GuestLayout,
  empty: EmptyLayout,
  'logo-only': LogoOnlyLayout,
}

// Each page has its own error boundary, so a page that fails keeps the frame and offers a way back.
const toRouteObject = ({ path, load }: PortalRoute): RouteObject => ({
  path,
  ErrorBoundary: RouteError,
  lazy: async () => ({ Component: await withChunkTimeout(load()) }),
})

function layoutRoute(layout: LayoutName): RouteObject {
  const routes = portalRoutes.filter((route) => route.layout === layout)
  const guestRoutes = routes.filter((route) => route.access === 'guest').map(toRouteObject)
  const protectedRoutes = routes.filter((route) => route.access === 'signed-in').map(toRouteObject)
  const Layout = layouts[layout]
  return {
    element: <Layout />,
    children: [...guestRoutes, { element: <RequireSession />, children: protectedRoutes }],
  }
}

/** The portal's routes, grouped by layout, with guards around the routes that need a login. */
export const routeObjects: RouteObject[] = [
  {
    element: <RootShell />,
    ErrorBoundary: RouteError,
    HydrateFallback: PortalLoading,
    children: (['main', 'guest', 'logo-only', 'empty'] as const).map(layoutRoute),
  },
]

/** The browser router. Every page is lazy: a guest's first load fetches only the page it opens. */
export const router = createBrowserRouter(routeObjects)
