import { QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { chainTimeMs, nextChainTime } from '@portal/chain/time'
import { chainInfoQuery } from '@/lib/chain/queries.ts'

/** Within a couple of blocks the clocks agree; only a real gap (a moved devnet clock) shifts the time. */
const CLOCK_TOLERANCE_MS = 2_000

/**
 * The clock offset last taken, per query client: every component on the page shares it. A refresh whose
 * gap stays within the tolerance of it keeps it, so a chain clock that runs ahead by about x.5 s (the
 * devnet's demo clock did, by 10.5 s) does not flip between two whole seconds with each answer's jitter
 * and redraw every deadline on the page.
 */
const settledOffsets = new WeakMap<QueryClient, number>()

/**
 * How far the chain's clock is from this computer's, as read when get_info answered (`answeredAt`, this
 * computer's time then): 0 while they agree, and 0 before the first answer. It moves only when the gap
 * leaves the tolerance around the offset in use (`settled`), to the gap in whole seconds.
 */
function clockOffset(
  info: { head_block_time: string } | undefined,
  answeredAt: number,
  settled: number,
): number {
  const head = info && chainTimeMs(info.head_block_time)
  if (head === undefined) return settled
  const gap = head - answeredAt
  return Math.abs(gap - settled) > CLOCK_TOLERANCE_MS ? Math.round(gap / 1_000) * 1_000 : settled
}

/**
 * The clock offset as a plain number from the query cache: a component re-renders only when the number
 * changes. The first answer that finds the clocks agreeing (the usual case) and the 15 s refreshes
 * change nothing, so no page is drawn again for them; a query result would have turned from no data to
 * 0 and redrawn every deadline on the page when get_info answered.
 */
function useClockOffset(): number {
  const client = useQueryClient()
  // Keeps get_info read and refreshed while the page is open, through an observer outside React: a
  // query hook would also draw its own result again whenever the offset changes.
  useEffect(() => {
    const observer = new QueryObserver(client, { ...chainInfoQuery(), refetchInterval: 15_000 })
    return observer.subscribe(() => undefined)
  }, [client])
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client])
  const offset = () => {
    const answer = client.getQueryState(chainInfoQuery().queryKey)
    const settled = clockOffset(answer?.data, answer?.dataUpdatedAt ?? 0, settledOffsets.get(client) ?? 0)
    settledOffsets.set(client, settled)
    return settled
  }
  // The prerendered page (and its hydration) knows no chain clock yet: in step until get_info answers.
  return useSyncExternalStore(subscribe, offset, () => 0)
}

/** setTimeout overflows past 2^31 ms; a deadline months away is simply re-checked hourly. */
const LONGEST_WAIT_MS = 3_600_000

/**
 * The chain's current time, read again only when one of the chain times in `rows` passes. For pages whose
 * state is a function of their rows' deadlines: an idle page commits nothing between deadlines, instead
 * of re-rendering on every tick of a clock. Rows that arrive holding a time that passed meanwhile wake
 * the clock at once.
 */
export function useDeadlineNow(...rows: unknown[]): number {
  const offset = useClockOffset()
  const [now, setNow] = useState(() => Date.now())
  const next = nextChainTime(rows, now + offset)
  useEffect(() => {
    if (next === undefined) return
    // hasPassed is strict, so wake a millisecond after the deadline itself.
    const wait = Math.max(0, next - (Date.now() + offset) + 1)
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait, LONGEST_WAIT_MS))
    return () => clearTimeout(timer)
  }, [next, offset])
  return now + offset
}

/**
 * The chain's current time, ticking every `intervalMs`. Deadlines are judged by the contract against
 * block time, so buttons and countdowns follow the head block's clock (on a real network this is
 * wall-clock time; the devnet's clock can be moved forward), not the viewer's computer clock.
 */
export function useNow(intervalMs = 1_000): number {
  const offset = useClockOffset()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now + offset
}
