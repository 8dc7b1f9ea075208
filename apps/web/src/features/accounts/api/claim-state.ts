import { useQuery } from '@tanstack/react-query'
import { tlosrecovery } from '@portal/chain/contracts/recovery/index'
import { accountClaimState, type AccountClaimState } from '@portal/chain/profiles'
import { tableRowQuery } from '@/lib/chain/table-query.ts'

/**
 * Where `account` stands with the recovery contract: a row in `unstake` means "unstake", else a row
 * in `recover` means "recover", else it is claimed. Each read is lower = upper = the account, limit 1.
 */
export function useClaimState(
  account: string | null,
):
  | { status: 'idle' | 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; state: AccountClaimState } {
  const enabled = account !== null
  const unstake = useQuery({ ...tableRowQuery(tlosrecovery.tables.unstake, account ?? ''), enabled })
  const recover = useQuery({ ...tableRowQuery(tlosrecovery.tables.recover, account ?? ''), enabled })
  if (!enabled) return { status: 'idle' }
  const reads = [unstake, recover]
  if (reads.some((read) => read.isError))
    return { status: 'error', retry: () => reads.forEach((read) => void read.refetch()) }
  if (unstake.data === undefined || recover.data === undefined) return { status: 'pending' }
  return { status: 'ready', state: accountClaimState(unstake.data !== null, recover.data !== null) }
}
