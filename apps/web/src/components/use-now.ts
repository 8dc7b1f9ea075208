import { QueryObserver, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { chainTimeMs, nextChainTime } from '@portal/chain/time'
import { chainInfoQuery, settledClockOffset } from '@/lib/chain/queries.ts'

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
    // How far the chain's clock was from this computer's when get_info answered (its time then).
    const answer = client.getQueryState(chainInfoQuery().queryKey)
    const head = answer?.data && chainTimeMs(answer.data.head_block_time)
    return settledClockOffset(client, answer && head !== undefined ? head - answer.dataUpdatedAt : undefined)
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
