import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { chainTimeMs, nextChainTime } from '@portal/chain/time'
import { chainInfoQuery } from '@/lib/chain/queries.ts'

/** Within a couple of blocks the clocks agree; only a real gap (a moved devnet clock) shifts the time. */
const CLOCK_TOLERANCE_MS = 2_000

/**
 * How far the chain's clock is from this computer's, as read when get_info answered: 0 while they
 * agree. Computed once per answer (`select` runs only when the data changes), and a refetch that finds
 * the same 0 changes nothing, so the 15 s get_info refresh re-renders no page.
 */
function clockOffset(info: { head_block_time: string }): number {
  const head = chainTimeMs(info.head_block_time)
  const offset = head === undefined ? 0 : head - Date.now()
  return Math.abs(offset) > CLOCK_TOLERANCE_MS ? Math.round(offset / 1_000) * 1_000 : 0
}

function useClockOffset(): number {
  return useQuery({ ...chainInfoQuery(), refetchInterval: 15_000, select: clockOffset }).data ?? 0
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
