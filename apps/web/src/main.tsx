// Must stay the first import: see the module.
import './config/zod-jitless.ts'
import './styles/theme.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { ConfigError } from './app/config-error.tsx'
import { isPageErrorBoundary } from './app/page-error-boundary.tsx'
import { getNetwork } from './config/network.ts'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

function configurationProblem(): string | null {
  try {
    getNetwork()
    return null
  } catch (error) {
    console.error(error)
    return error instanceof Error ? error.message : String(error)
  }
}

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
