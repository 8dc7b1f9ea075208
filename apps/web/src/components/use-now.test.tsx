import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hasPassed, toChainTime } from '@portal/chain/time'
import { chainKeys } from '@/lib/chain/chain-keys.ts'
import { useDeadlineNow } from './use-now.ts'

const START = Date.UTC(2026, 10, 25, 12)

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'Date'] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/**
 * Renders a "status" that follows `end` and counts its renders; get_info is not read here, and by
 * default has answered with the chain's clock in step with this one.
 */
function renderStatus(
  rows: unknown,
  info: { head_block_time: string } | null = { head_block_time: toChainTime(START) },
) {
  const renders = { count: 0 }
  function Status({ rows }: { rows: unknown }) {
    const now = useDeadlineNow(rows)
    renders.count++
    const end = (rows as { end_time?: string }[])[0]?.end_time
    return <span>{hasPassed(end, now) ? 'expired' : 'voting'}</span>
  }
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  client.setQueryDefaults(chainKeys.info(), { enabled: false })
  if (info) client.setQueryData(chainKeys.info(), info)
  const view = render(
    <QueryClientProvider client={client}>
      <Status rows={rows} />
    </QueryClientProvider>,
  )
  const rerender = (next: unknown) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Status rows={next} />
      </QueryClientProvider>,
    )
  return { ...view, renders, rerender, client }
}

describe('useDeadlineNow', () => {
  it('an idle page renders again only when a time in its rows passes, and then shows the new state', async () => {
    const { container, renders } = renderStatus([{ end_time: toChainTime(START + 20_000), title: 'x' }])
    expect(container.textContent).toBe('voting')
    const settled = renders.count
    await act(() => vi.advanceTimersByTimeAsync(19_000))
    expect(renders.count).toBe(settled)
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(container.textContent).toBe('expired')
    expect(renders.count).toBe(settled + 1)
    // Nothing lies ahead any more: the page stays still.
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000))
    expect(renders.count).toBe(settled + 1)
  })

  it('rows that arrive late with a time that passed meanwhile are judged against the time now', async () => {
    const { container, rerender } = renderStatus([])
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    rerender([{ end_time: toChainTime(START + 30_000) }])
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(container.textContent).toBe('expired')
  })

  it('R-READ-34: get_info answering with the clocks in step draws nothing again; a chain clock ahead moves the time once', async () => {
    const rows = [{ end_time: toChainTime(START + 30 * 60_000) }]
    const { container, renders, client } = renderStatus(rows, null)
    expect(container.textContent).toBe('voting')
    const settled = renders.count
    await act(async () => {
      client.setQueryData(chainKeys.info(), { head_block_time: toChainTime(START + 500) })
      // TanStack Query tells its listeners on a timer.
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(renders.count).toBe(settled)
    // A refresh later finds the clocks still in step: still nothing to draw.
    await act(async () => {
      client.setQueryData(chainKeys.info(), { head_block_time: toChainTime(START + 1_000) })
      // TanStack Query tells its listeners on a timer.
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(renders.count).toBe(settled)
    // The devnet's clock was moved an hour ahead: the deadline has passed on the chain.
    await act(async () => {
      client.setQueryData(chainKeys.info(), { head_block_time: toChainTime(START + 60 * 60_000) })
      // TanStack Query tells its listeners on a timer.
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(container.textContent).toBe('expired')
    expect(renders.count).toBe(settled + 1)
  })
  it("R-READ-34: a chain clock ahead by about half a second past a whole one draws once, not on every refresh's jitter", async () => {
    // The demo devnet's clock ran 10.5 s ahead; each answer's lag put the gap a little either side of it.
    const rows = [{ end_time: toChainTime(START + 10_000) }]
    const { container, renders, client } = renderStatus(rows, null)
    const answer = async (aheadMs: number) =>
      act(async () => {
        const head = new Date(Date.now() + aheadMs).toISOString().slice(0, 23)
        client.setQueryData(chainKeys.info(), { head_block_time: head })
        // TanStack Query tells its listeners on a timer.
        await vi.advanceTimersByTimeAsync(0)
      })
    expect(container.textContent).toBe('voting')
    await answer(10_600)
    // Taken as 11 s ahead: the deadline 10 s away has passed on the chain (10 s ahead, it would not).
    expect(container.textContent).toBe('expired')
    const settled = renders.count
    for (const ahead of [10_400, 10_600, 10_450, 10_900, 10_100]) await answer(ahead)
    expect(container.textContent).toBe('expired')
    expect(renders.count).toBe(settled)
    // A clock moved on for real still moves the time.
    await answer(60_000)
    expect(renders.count).toBe(settled + 1)
  })
})
