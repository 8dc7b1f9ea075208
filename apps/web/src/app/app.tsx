import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from '@/lib/chain/query-client.ts'
import { PortalRouter } from './router.tsx'

/** Composes the providers and the router; features never render outside it. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <PortalRouter />
    </QueryClientProvider>
  )
}
