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
