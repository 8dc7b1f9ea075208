import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense, lazy, type ComponentType } from 'react'
import { Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { usePendingNavigation } from './pending-navigation.ts'
import { TransitionRouter } from './transition-router.tsx'

afterEach(cleanup)

function LoadingBar() {
  const pending = usePendingNavigation()
  return pending && <p role="progressbar">loading {pending.pathname}</p>
}

function Shown() {
  return <p>showing {useLocation().pathname}</p>
}

/** A lazy page whose code arrives when the test says so. */
function controlledPage() {
  let arrive: (page: { default: ComponentType }) => void = () => {}
  const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)))
  return { Page, arrive: () => arrive({ default: () => <h1>slow page</h1> }) }
}

describe('TransitionRouter', () => {
  it('keeps the current page and reports where it is going until the next page’s code arrives', async () => {
    const slow = controlledPage()
    const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true })
    render(
      <TransitionRouter history={history}>
        <LoadingBar />
        <Suspense fallback={<p>first load</p>}>
          <Routes>
            <Route path="/" element={<Shown />} />
            <Route path="/slow" element={<slow.Page />} />
          </Routes>
        </Suspense>
      </TransitionRouter>,
    )
    expect(screen.getByText('showing /')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()

    act(() => history.push('/slow'))
    expect(await screen.findByRole('progressbar')).toHaveProperty('textContent', 'loading /slow')
    // The current page stays; no fallback replaces it while the next one loads.
    expect(screen.getByText('showing /')).toBeTruthy()
    expect(screen.queryByText('first load')).toBeNull()

    await act(async () => slow.arrive())
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('reports no pending navigation for a page whose code is already there', async () => {
    const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true })
    render(
      <TransitionRouter history={history}>
        <LoadingBar />
        <Routes>
          <Route path="*" element={<Shown />} />
        </Routes>
      </TransitionRouter>,
    )
    act(() => history.push('/next'))
    expect(await screen.findByText('showing /next')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
