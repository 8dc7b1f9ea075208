import type { ComponentType } from 'react'
import routes from './routes.json'

/** Which frame a page renders in (product.md §2, decisions.md). */
export type LayoutName = 'main' | 'guest' | 'empty' | 'logo-only'

/** Whether a guest may open the page, or is sent to /login?returnUrl=…. */
export type Access = 'guest' | 'signed-in'

/**
 * A row of `routes.json`: the path, the page module under `routes/` and the component it exports, the
 * frame and who may open it. The build's route-preload plugin reads the same file.
 */
export type RouteEntry = {
  path: string
  page: string
  component: string
  layout: LayoutName
  access: Access
}

/** One route of the portal: its path, frame, access and lazily loaded page. */
export type PortalRoute = {
  path: string
  layout: LayoutName
  access: Access
  load: () => Promise<ComponentType>
}

// One lazy `import()` per page module, so each page is its own chunk. The two frames that pages import
// (not routes themselves) stay out, or each would become a chunk of its own.
const pageModules = import.meta.glob<Record<string, ComponentType | undefined>>([
  './routes/**/*-page.tsx',
  '!./routes/placeholder-page.tsx',
  '!./routes/resolve/resolve-page.tsx',
])

function pageLoader(page: string, component: string): () => Promise<ComponentType> {
  return async () => {
    const module = await pageModules[`./routes/${page}`]?.()
    const Page = module?.[component]
    if (!Page) throw new Error(`routes.json: routes/${page} exports no ${component}`)
    return Page
  }
}

/**
 * Every route of the spec's route table plus the Resolve children and the pages decisions.md adds.
 * Guest access follows decisions.md; permissions stay the chain's job. `/` is the ballots list, or goes
 * on to the elections when one is voting (LandingPage); `/transaction/:id` is open to guests, as a
 * transaction is public on any explorer and a shared link must open for anyone.
 */
export const portalRoutes: readonly PortalRoute[] = (routes as readonly RouteEntry[]).map(
  ({ path, page, component, layout, access }) => ({
    path,
    layout,
    access,
    load: pageLoader(page, component),
  }),
)

// React Router's useRoutes flattens, ranks and compiles the path of every route it is given on each
// render (45–63 ms of one render at 4× CPU with the whole table). A route whose first segment is a
// word other than the address's cannot match it, so the router is given only the routes that can:
// those whose first segment is the address's (matched without case, as React Router does), and
// those that start with a parameter, an optional segment or `*`. React Router still ranks and
// matches among them, so an address opens the page the whole table would give it.

const firstSegment = (path: string): string => (path.replace(/^\//, '').split('/')[0] ?? '').toLowerCase()
const matchesAnyFirst = (segment: string): boolean =>
  segment.startsWith(':') || segment.includes('*') || segment.endsWith('?')

const staticFirstSegments = new Set(
  portalRoutes.map((route) => firstSegment(route.path)).filter((segment) => !matchesAnyFirst(segment)),
)
const candidatesByFirstSegment = new Map<string, readonly PortalRoute[]>()

/** The routes that can match `pathname` (the same list, kept, for every address with its first segment). */
export function routesFor(pathname: string): readonly PortalRoute[] {
  let segment = firstSegment(pathname)
  try {
    segment = decodeURIComponent(segment)
  } catch {
    // React Router matches a malformed escape as it is written.
  }
  // An address whose first segment no route names can only match the routes that match any first segment.
  const key = staticFirstSegments.has(segment) ? segment : '*'
  let routes = candidatesByFirstSegment.get(key)
  if (!routes) {
    routes = portalRoutes.filter((route) => {
      const first = firstSegment(route.path)
      return matchesAnyFirst(first) || first === key
    })
    candidatesByFirstSegment.set(key, routes)
  }
  return routes
}
