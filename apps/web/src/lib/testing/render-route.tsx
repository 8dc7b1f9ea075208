// Test support: renders a page the way the app does (fresh query client, router), at a path.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'

/** Renders `routes` at `path` with a query client that does not retry, so a failed read shows at once. */
export function renderRoute(path: string, routes: RouteObject[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  /** Waits until no read is in flight, so unmounting aborts nothing (an aborted request logs "socket hang up"). */
  const settled = () =>
    waitFor(() => {
      if (queryClient.isFetching() > 0) throw new Error('reads still in flight')
    })
  return { ...view, router, queryClient, settled }
}
