import { Suspense } from 'react'
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router'
import { EmptyLayout } from './layouts/empty-layout.tsx'
import { GuestLayout } from './layouts/guest-layout.tsx'
import { LogoOnlyLayout } from './layouts/logo-only-layout.tsx'
import { MainLayout } from './layouts/main-layout.tsx'
import { PortalLoading } from './layouts/portal-loading.tsx'
import { PageCode, RoutePage } from './page-code.tsx'
import { PageErrorBoundary } from './page-error-boundary.tsx'
import { RequireSession } from './require-session.tsx'
import { RootShell } from './root-shell.tsx'
import { TransitionRouter, type RouterHistory } from '@/lib/transition-router.tsx'
import { portalRoutes, routesFor, type LayoutName, type PortalRoute } from './route-table.ts'

// React Router's declarative mode (useRoutes) rather than its data router: the portal loads no data
// through routes, and the data router's engine would double the JavaScript React Router adds to every
// page. What the portal used from it is here: lazy pages behind a timeout, an error boundary per page,
// and (transition-router.tsx) the pending navigation the page-loading bar shows.

const layouts: Record<LayoutName, () => React.JSX.Element> = {
  main: MainLayout,
  guest: GuestLayout,
  empty: EmptyLayout,
  'logo-only': LogoOnlyLayout,
}

// Each route's page code, for startFirstPage.
const pageCodes = new Map<PortalRoute, PageCode>()

// Each page has its own error boundary, so a page that fails keeps the frame and offers a way back.
// A page's code is fetched the first time its route renders; a chunk that never arrives times out.
function toRouteObject(route: PortalRoute): RouteObject {
  const code = new PageCode(route.load)
  pageCodes.set(route, code)
  return {
    path: route.path,
    element: (
      <PageErrorBoundary>
        <RoutePage code={code} />
      </PageErrorBoundary>
    ),
  }
}

// One route object per page, made once: its PageCode keeps the page's module once loaded, whichever
// set of routes the router is given.
const pageRoutes = new Map(portalRoutes.map((route) => [route, toRouteObject(route)]))

function layoutRoute(layout: LayoutName, routes: readonly PortalRoute[]): RouteObject {
  const ofLayout = routes.filter((route) => route.layout === layout)
  const objectsOf = (access: PortalRoute['access']) =>
    ofLayout.filter((route) => route.access === access).map((route) => pageRoutes.get(route) as RouteObject)
  const Layout = layouts[layout]
  return {
    element: <Layout />,
    children: [...objectsOf('guest'), { element: <RequireSession />, children: objectsOf('signed-in') }],
  }
}

/** `routes` grouped by layout, with guards around the routes that need a login. */
function routeTree(routes: readonly PortalRoute[]): RouteObject[] {
  return [
    {
      element: (
        <PageErrorBoundary>
          <RootShell />
        </PageErrorBoundary>
      ),
      children: (['main', 'guest', 'logo-only', 'empty'] as const).map((layout) =>
        layoutRoute(layout, routes),
      ),
    },
  ]
}

// routesFor gives the same list for every address with the same first segment, so its tree is made once.
const trees = new WeakMap<readonly PortalRoute[], RouteObject[]>()

function PortalRoutes() {
  const routes = routesFor(useLocation().pathname)
  let tree = trees.get(routes)
  if (!tree) {
    tree = routeTree(routes)
    trees.set(routes, tree)
  }
  return useRoutes(tree)
}

/**
 * The portal: every page is lazy, so a guest's first load fetches only the page it opens, and until it
 * arrives the portal shows PortalLoading. Later pages load while the current one stays on screen. The
 * build's prerender gives it a memory history (app/prerender.tsx); the browser's is the default.
 */
export function PortalRouter({ history }: { history?: RouterHistory }) {
  return (
    <TransitionRouter history={history}>
      <Suspense fallback={<PortalLoading />}>
        <PortalRoutes />
      </Suspense>
    </TransitionRouter>
  )
}

/**
 * Fetches the code of the page `pathname` opens, settling once it is here: the build's prerender draws
 * that page, and the client hydrates a prerendered page only with it (app/start.tsx).
 * A failed fetch rejects; the route's page then tries again and shows why.
 */
export async function startFirstPage(pathname: string): Promise<void> {
  const routes = routesFor(pathname)
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.at(-1)
  const route = match?.route.route
  if (!route) return
  await pageCodes.get(route)?.start()
}
