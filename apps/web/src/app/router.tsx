import { createBrowserRouter } from 'react-router'
import { EmptyLayout } from './layouts/empty-layout.tsx'

/** Every route is lazy: a guest's first load fetches only the page it opens. */
export const router = createBrowserRouter([
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./routes/home-page.tsx')).HomePage }),
  },
  {
    element: <EmptyLayout />,
    children: [
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
])
