import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { chainClient } from './chain.ts'
import { chainKeys } from './chain-keys.ts'

/** An account as get_account answers it. */
export const accountQuery = (accountName: string) =>
  queryOptions({
    queryKey: chainKeys.account(accountName),
    queryFn: ({ signal }) => chainClient().getAccount(accountName, { signal }),
  })

/** The chain's get_info. */
export const chainInfoQuery = () =>
  queryOptions({
    queryKey: chainKeys.info(),
    queryFn: ({ signal }) => chainClient().getInfo({ signal }),
  })

/** Within a couple of blocks the clocks agree; only a real gap (a moved devnet clock) shifts the time. */
const CLOCK_TOLERANCE_MS = 2_000

/**
 * The clock offset in use, per query client: every component on the page shares it. Kept beside the
 * get_info query, in the read path's one chunk (vite.config.ts), so the build never copies this state
 * into two pages' chunks.
 */
const settledOffsets = new WeakMap<QueryClient, number>()

/**
 * The offset between the chain's clock and this computer's to use, given the `gap` get_info's latest
 * answer shows (undefined before the first answer): 0 while they agree. It moves only when the gap
 * leaves the tolerance around the offset in use, to the gap in whole seconds. So a chain clock running
 * ahead by about x.5 s (the demo devnet's did, by 10.5 s) does not flip between two whole seconds with
 * each answer's jitter and redraw every deadline on the page. Asked again without a new answer, it gives
 * the same number (what useSyncExternalStore needs of a snapshot).
 */
export function settledClockOffset(client: QueryClient, gap: number | undefined): number {
  const settled = settledOffsets.get(client) ?? 0
  if (gap === undefined || Math.abs(gap - settled) <= CLOCK_TOLERANCE_MS) return settled
  const offset = Math.round(gap / 1_000) * 1_000
  settledOffsets.set(client, offset)
  return offset
}

/** The chain's producer schedule (get_producer_schedule). */
export const producerScheduleQuery = () =>
  queryOptions({
    queryKey: chainKeys.producerSchedule(),
    queryFn: ({ signal }) => chainClient().getProducerSchedule({ signal }),
  })
