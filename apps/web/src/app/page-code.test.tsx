import { act, cleanup, render, screen } from '@testing-library/react'
import { Component, Suspense, startTransition, type ComponentType, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as FirstPageModuleType from '@/lib/first-page.ts'
import type * as PageCodeModuleType from './page-code.tsx'

type PageCodeModule = typeof PageCodeModuleType

// page-code.tsx remembers whether a page has been shown in this visit: each test loads it afresh.
let pageCode: PageCodeModule
let firstPage: typeof FirstPageModuleType
beforeEach(async () => {
  vi.resetModules()
  pageCode = await import('./page-code.tsx')
  firstPage = await import('@/lib/first-page.ts')
})
afterEach(cleanup)

/** A page's code that arrives (or fails) when the test says so. */
function controlledCode(title: string) {
  let settle: { arrive: () => void; fail: (error: Error) => void } = { arrive() {}, fail() {} }
  const code = new pageCode.PageCode(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        settle = { arrive: () => resolve(() => <h1>{title}</h1>), fail: reject }
      }),
  )
  return { code, arrive: () => settle.arrive(), fail: (error: Error) => settle.fail(error) }
}

/** Stands for the frame's work that waits for the first page (the role probe). */
function ProbeFrame() {
  return <p>{firstPage.useFirstPageSettled() ? 'probe started' : 'probe waiting'}</p>
}

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

describe('RoutePage', () => {
  it('shows the first page of a visit without suspending: a loading status, then the page', async () => {
    const first = controlledCode('ballots')
    render(
      <Suspense fallback={<p>suspended</p>}>
        <pageCode.RoutePage code={first.code} />
      </Suspense>,
    )
    expect(screen.getByRole('status').textContent).toContain('Loading the portal')
    await act(async () => first.arrive())
    expect(await screen.findByRole('heading', { name: 'ballots' })).toBeTruthy()
    expect(screen.queryByText('suspended')).toBeNull()
  })

  it('shows why when the first page’s code cannot be fetched', async () => {
    const first = controlledCode('ballots')
    render(
      <Caught>
        <pageCode.RoutePage code={first.code} />
      </Caught>,
    )
    await act(async () => first.fail(new Error('chunk missing')))
    expect((await screen.findByRole('alert')).textContent).toContain('chunk missing')
  })

  it('suspends for a later page, so a navigation keeps the current page until the code arrives', async () => {
    const first = controlledCode('ballots')
    const later = controlledCode('elections')
    const view = render(
      <Suspense fallback={<p>suspended</p>}>
        <pageCode.RoutePage code={first.code} />
      </Suspense>,
    )
    await act(async () => first.arrive())
    await screen.findByRole('heading', { name: 'ballots' })
    // As TransitionRouter renders a new address: in a transition.
    await act(async () =>
      startTransition(() =>
        view.rerender(
          <Suspense fallback={<p>suspended</p>}>
            <pageCode.RoutePage key="later" code={later.code} />
          </Suspense>,
        ),
      ),
    )
    expect(screen.getByRole('heading', { name: 'ballots' })).toBeTruthy()
    expect(screen.queryByText('suspended')).toBeNull()
    await act(async () => later.arrive())
    expect(await screen.findByRole('heading', { name: 'elections' })).toBeTruthy()
  })

  it('fetches a page’s code once, and again on the next visit after a failure', async () => {
    const load = vi.fn<() => Promise<ComponentType>>()
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(() => <h1>tokens</h1>)
    const code = new pageCode.PageCode(load)
    await expect(code.start()).rejects.toThrow('offline')
    const page = await code.start()
    expect(await code.start()).toBe(page)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tells the frame when the first page is on screen, so work it does not need waits until then', async () => {
    const first = controlledCode('ballots')
    render(
      <>
        <ProbeFrame />
        <pageCode.RoutePage code={first.code} />
      </>,
    )
    expect(screen.getByText('probe waiting')).toBeTruthy()
    await act(async () => first.arrive())
    expect(await screen.findByRole('heading', { name: 'ballots' })).toBeTruthy()
    expect(screen.getByText('probe started')).toBeTruthy()
  })

  it('lets that work start when the first page cannot be fetched as well', async () => {
    const first = controlledCode('ballots')
    render(
      <>
        <ProbeFrame />
        <Caught>
          <pageCode.RoutePage code={first.code} />
        </Caught>
      </>,
    )
    await act(async () => first.fail(new Error('chunk missing')))
    expect(screen.getByText('probe started')).toBeTruthy()
  })
})
