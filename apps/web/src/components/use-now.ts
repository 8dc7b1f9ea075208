import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { chainTimeMs } from '@portal/chain/time'
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

/**
 * The chain's current time, ticking every `intervalMs`. Deadlines are judged by the contract against
 * block time, so buttons and countdowns follow the head block's clock (on a real network this is
 * wall-clock time; the devnet's clock can be moved forward), not the viewer's computer clock.
 */
export function useNow(intervalMs = 1_000): number {
  const offset = useQuery({ ...chainInfoQuery(), refetchInterval: 15_000, select: clockOffset }).data ?? 0
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now + offset
}
