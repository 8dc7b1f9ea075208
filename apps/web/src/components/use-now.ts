import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { chainTimeMs } from '@portal/chain/time'
import { chainInfoQuery } from '@/lib/chain/queries.ts'

/**
 * The chain's current time, ticking every `intervalMs`. Deadlines are judged by the contract against
 * block time, so buttons and countdowns follow the head block's clock (on a real network this is
 * wall-clock time; the devnet's clock can be moved forward), not the viewer's computer clock.
 */
export function useNow(intervalMs = 1_000): number {
  const info = useQuery({ ...chainInfoQuery(), refetchInterval: 15_000 })
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  const head = chainTimeMs(info.data?.head_block_time)
  const offset = head !== undefined && info.dataUpdatedAt > 0 ? head - info.dataUpdatedAt : 0
  // Within a couple of blocks the clocks agree; only a real gap (a moved devnet clock) shifts the time.
  return Math.abs(offset) > 2_000 ? now + offset : now
}
