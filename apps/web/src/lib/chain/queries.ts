import { queryOptions } from '@tanstack/react-query'
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

/** The chain's producer schedule (get_producer_schedule). */
export const producerScheduleQuery = () =>
  queryOptions({
    queryKey: chainKeys.producerSchedule(),
    queryFn: ({ signal }) => chainClient().getProducerSchedule({ signal }),
  })
