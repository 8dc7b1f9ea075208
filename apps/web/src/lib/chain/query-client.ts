import { QueryClient } from '@tanstack/react-query'

/** The portal's query client: chain data is fresh for a few seconds; refreshes are per-query intervals. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5_000, retry: 1, refetchOnWindowFocus: false },
    },
  })
}

/** The one client the app uses; the transact path invalidates through it. */
export const queryClient = createQueryClient()
