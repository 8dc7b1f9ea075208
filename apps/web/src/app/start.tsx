import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { getNetwork } from '@/config/network.ts'
import { App } from './app.tsx'
import { ConfigError } from './config-error.tsx'
import { isPageErrorBoundary } from './page-error-boundary.tsx'
import { PAGE_CHUNK_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './html-marks.ts'
import { startFirstPage } from './router.tsx'

function configurationProblem(): string | null {
  try {
    getNetwork()
    return null
  } catch (error) {
    console.error(error)
    return error instanceof Error ? error.message : String(error)
  }
}

/** How long one chunk may take to arrive before the portal stops waiting for it and starts. */
const CHUNK_WAIT_MS = 2_000

/**
 * Sets up the first page's chunks one per task, the last imported first: importing the page sets up
 * its whole module graph in one task (the read path with zod/mini and TanStack, the contracts'
 * descriptors, the page: 70–110 ms at 4× slowdown, issue 41), where each chunk set up on its own is a
 * fraction of that. The chunks were preloaded with the page's HTML, so this waits for no round trip;
 * one that has not arrived in CHUNK_WAIT_MS, or fails, ends it, and the page's own import (with its
 * timeout and error) takes over. `nextTask` is the entry's own (main.tsx), which this runs in.
 */
async function setUpPageChunks(nextTask: () => Promise<void>): Promise<void> {
  const links = document.head.querySelectorAll<HTMLLinkElement>(
    `link[rel="modulepreload"][${PAGE_CHUNK_ATTRIBUTE}]`,
  )
  for (const { href } of [...links].reverse()) {
    const arrived = await Promise.race([
      import(/* @vite-ignore */ href).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, CHUNK_WAIT_MS, false)),
    ])
    if (!arrived) return
    await nextTask()
  }
}

/** Runs `onCommit` once its children are first on screen. */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit])
  return children
}

/**
 * Renders the portal into index.html's `#root`, in place of the app shell painted before the scripts
 * run; or, where the build prerendered the page there (vite-plugins/prerender-pages.ts), hydrates it:
 * React takes over the page's elements as they are (focus, a scroll, a half-typed search stay). The
 * prerender is the page as first drawn with its code and without a query, so the page's code comes
 * first (it was preloaded with the entry), and an address with a query (a tab, a filter, where to go
 * after login) is drawn afresh over it. `nextTask` is the entry's yield to the browser (main.tsx).
 */
export async function startPortal(nextTask: () => Promise<void>): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')
  // The network configuration is validated before anything talks to a chain.
  const problem = configurationProblem()
  if (problem === null) await setUpPageChunks(nextTask)
  const options = {
    onCaughtError: (error: unknown, { errorBoundary }: { errorBoundary?: React.Component | null }) => {
      if (!isPageErrorBoundary(errorBoundary)) console.error(error)
    },
  }
  // A prerendered page whose code fails to arrive is drawn afresh, and shows why, as without a prerender.
  const pageHere =
    problem === null &&
    container.hasAttribute(PRERENDERED_ATTRIBUTE) &&
    (await startFirstPage(window.location.pathname).then(
      () => true,
      () => false,
    ))
  // The prerendered root is inert until React answers on it.
  const interactive = () => container.removeAttribute('inert')
  if (pageHere && window.location.search === '') {
    // Started in a transition, the hydration renders in slices that yield to the browser (its own lane
    // would be a blocking one, one long task).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        options,
      )
    })
    // From here React answers a click anywhere on the page, hydrating first what it lands on.
    interactive()
    return
  }
  const root = createRoot(container, options)
  // The first render is a transition, so React's scheduler yields to the browser every few milliseconds
  // while it builds the frame and the page: outside one, the whole tree renders in a single long task
  // that a phone's CPU turns into hundreds of milliseconds of blocked input (issue 41).
  startTransition(() => {
    root.render(
      <StrictMode>
        <FirstCommit onCommit={interactive}>
          {problem === null ? <App /> : <ConfigError message={problem} />}
        </FirstCommit>
      </StrictMode>,
    )
  })
}
