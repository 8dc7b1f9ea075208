import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryGate } from './query-gate.tsx'
import { useDrawn } from './use-drawn.ts'

afterEach(cleanup)

const query = (state: Partial<{ isPending: boolean; isError: boolean; error: unknown }>) => ({
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...state,
})

describe('QueryGate', () => {
  it('says what it loads, and shows the content only once every read has data', () => {
    const { rerender } = render(
      <QueryGate queries={[query({}), query({ isPending: true })]} what="DAOs">
        {() => 'the DAOs'}
      </QueryGate>,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading DAOs…')
    rerender(
      <QueryGate queries={[query({})]} waiting what="DAOs">
        {() => 'the DAOs'}
      </QueryGate>,
    )
    expect(screen.queryByText('the DAOs')).toBeNull()
    rerender(
      <QueryGate queries={[query({})]} what="DAOs">
        {() => 'the DAOs'}
      </QueryGate>,
    )
    expect(screen.getByText('the DAOs')).toBeTruthy()
  })

  it('Retry asks again only for the reads that failed, with the page’s own words when given', () => {
    const ok = query({})
    const failed = query({ isError: true, error: new Error('offline') })
    render(
      <QueryGate
        queries={[ok, failed]}
        what="apps"
        errorText={(error) => `Your apps could not be loaded: ${(error as Error).message}`}
      >
        {() => 'the apps'}
      </QueryGate>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Your apps could not be loaded: offline')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(failed.refetch).toHaveBeenCalledTimes(1)
    expect(ok.refetch).not.toHaveBeenCalled()
  })

  it('shows a load with a measure of its own through the indicator it is given, in the same status line', () => {
    render(
      <QueryGate
        queries={[query({ isPending: true })]}
        what="history"
        indicator={<progress aria-label="Loading history" value={40} max={100} />}
      >
        {() => 'the history'}
      </QueryGate>,
    )
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Loading history…')
    expect(within(status).getByRole('progressbar', { name: 'Loading history' })).toBeTruthy()
    expect(screen.queryByText('the history')).toBeNull()
  })

  it('draws arriving data in a background render, and what follows the gate appears in that same render', () => {
    const screens: string[] = []
    function Page({ pending }: { pending: boolean }) {
      const drawn = useDrawn(!pending)
      useLayoutEffect(() => {
        screens.push(document.body.textContent ?? '')
      })
      return (
        <>
          <QueryGate queries={[query({ isPending: pending })]} what="rows">
            {() => <p>the rows</p>}
          </QueryGate>
          {drawn && <p>what follows</p>}
        </>
      )
    }
    const { rerender } = render(<Page pending />)
    rerender(<Page pending={false} />)
    // The update itself still shows the loading line; the rows come in a later render, and what follows
    // them never shows before them (which would push it down the screen).
    expect(screens).toEqual(['Loading rows…', 'Loading rows…', 'the rowswhat follows'])
    // Data already there on the first render is drawn at once.
    cleanup()
    screens.length = 0
    render(<Page pending={false} />)
    expect(screens).toEqual(['the rowswhat follows'])
  })

  it('R-READ-36: with paintFirst, data already here on the first render is drawn by the background render after a first commit without it', () => {
    const screens: string[] = []
    function Page() {
      const drawn = useDrawn(true, { paintFirst: true })
      useLayoutEffect(() => {
        screens.push(document.body.textContent ?? '')
      })
      return (
        <>
          <h1>Elections</h1>
          <QueryGate queries={[query({ isPending: false })]} what="elections" waiting={!drawn}>
            {() => <p>the list</p>}
          </QueryGate>
        </>
      )
    }
    render(<Page />)
    // The heading is committed (and can be painted) before the list's render.
    expect(screens).toEqual(['ElectionsLoading elections…', 'Electionsthe list'])
  })
})
