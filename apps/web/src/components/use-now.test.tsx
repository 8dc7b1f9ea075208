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

/** Renders a "status" that follows `end` and counts its renders; the chain's clock agrees. */
function renderStatus(rows: unknown) {
  const renders = { count: 0 }
  function Status({ rows }: { rows: unknown }) {
    const now = useDeadlineNow(rows)
    renders.count++
    const end = (rows as { end_time?: string }[])[0]?.end_time
    return <span>{hasPassed(end, now) ? 'expired' : 'voting'}</span>
  }
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  // get_info found the chain's clock in step with this one, and is not read again here.
  client.setQueryDefaults(chainKeys.info(), { enabled: false })
  client.setQueryData(chainKeys.info(), { head_block_time: toChainTime(START) })
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
  return { ...view, renders, rerender }
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
})
