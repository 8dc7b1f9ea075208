import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { getNetwork } from '@/config/network.ts'
import { App } from './app.tsx'
import { ConfigError } from './config-error.tsx'
import { isPageErrorBoundary } from './page-error-boundary.tsx'

function configurationProblem(): string | null {
  try {
    getNetwork()
    return null
  } catch (error) {
    console.error(error)
    return error instanceof Error ? error.message : String(error)
  }
}

/** Renders the portal into index.html's `#root`, in place of the app shell painted before any script. */
export function startPortal(): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')
  // The network configuration is validated before anything talks to a chain.
  const problem = configurationProblem()
  const root = createRoot(container, {
    onCaughtError: (error, { errorBoundary }) => {
      if (!isPageErrorBoundary(errorBoundary)) console.error(error)
    },
  })
  // The first render is a transition, so React's scheduler yields to the browser every few milliseconds
  // while it builds the frame and the page: outside one, the whole tree renders in a single long task
  // that a phone's CPU turns into hundreds of milliseconds of blocked input (issue 41).
  startTransition(() => {
    root.render(<StrictMode>{problem === null ? <App /> : <ConfigError message={problem} />}</StrictMode>)
  })
}
