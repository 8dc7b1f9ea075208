import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense, lazy } from 'react'
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { ChunkTimeoutError } from '@/lib/chunk-timeout.ts'
import { PageErrorBoundary } from './page-error-boundary.tsx'
import { TransitionRouter } from '@/lib/transition-router.tsx'

afterEach(cleanup)

/** A page whose code fails to load with `error`, behind a page's error boundary, as router.tsx mounts it. */
function renderFailing(error: Error) {
  const Failing = lazy(async () => {
    throw error
  })
  const history = createMemoryHistory({ initialEntries: ['/page'], v5Compat: true })
  render(
    <TransitionRouter history={history}>
      <Suspense fallback={null}>
        <PageErrorBoundary>
          <Failing />
        </PageErrorBoundary>
      </Suspense>
    </TransitionRouter>,
  )
  return history
}

describe('RouteError', () => {
  it('says the page took too long to load and offers Retry and a way home', async () => {
    renderFailing(new ChunkTimeoutError())
    expect(await screen.findByRole('heading', { name: 'This page took too long to load' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the portal home' }).getAttribute('href')).toBe('/')
  })

  it('shows what went wrong when a page fails to render', async () => {
    const original = console.error
    console.error = () => {}
    try {
      renderFailing(new Error('rows is not iterable'))
      expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeTruthy()
      expect(screen.getByText('rows is not iterable')).toBeTruthy()
    } finally {
      console.error = original
    }
  })
})

describe('PageErrorBoundary', () => {
  it('clears the error when the address changes, so another page can show', async () => {
    let broken = true
    function Page() {
      if (broken) throw new Error('rows is not iterable')
      return <p>the next page</p>
    }
    const history = createMemoryHistory({ initialEntries: ['/a'], v5Compat: true })
    const original = console.error
    console.error = () => {}
    try {
      render(
        <TransitionRouter history={history}>
          <PageErrorBoundary>
            <Page />
          </PageErrorBoundary>
        </TransitionRouter>,
      )
      expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeTruthy()
      broken = false
      act(() => history.push('/b'))
      expect(await screen.findByText('the next page')).toBeTruthy()
      expect(screen.queryByRole('alert')).toBeNull()
    } finally {
      console.error = original
    }
  })
})
