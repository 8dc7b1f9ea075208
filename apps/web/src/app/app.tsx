import CssBaseline from '@mui/material/CssBaseline'
import { StyledEngineProvider, ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from '@/lib/chain/query-client.ts'
import { PortalRouter } from './router.tsx'
import { theme } from './theme.ts'

/** Composes the providers and the router; features never render outside it. */
export function App() {
  return (
    // The runtime engine's styles go first in <head>, so the build-time CSS Modules override them.
    <StyledEngineProvider injectFirst>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <PortalRouter />
        </QueryClientProvider>
      </ThemeProvider>
    </StyledEngineProvider>
  )
}
