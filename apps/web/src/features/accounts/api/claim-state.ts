import { useQuery } from '@tanstack/react-query'
import { recovery } from '@portal/chain/contracts/recovery/index'
import { accountClaimState, type AccountClaimState } from '@portal/chain/profiles'
import { tableRowQuery } from '@/lib/chain/table-query.ts'

/**
 * Where `account` stands with the recovery contract: a row in `unstake` means "unstake", else a row
 * in `recover` means "recover", else it is claimed. Each read is lower = upper = the account, limit 1.
 * `reads` are the two table reads (for QueryGate); `state` is known once both answered.
 */
export function useClaimState(account: string | null) {
  const enabled = account !== null
  const unstake = useQuery({ ...tableRowQuery(recovery.tables.unstake, account ?? ''), enabled })
  const recover = useQuery({ ...tableRowQuery(recovery.tables.recover, account ?? ''), enabled })
  const state: AccountClaimState | undefined =
    unstake.data === undefined || recover.data === undefined
      ? undefined
      : accountClaimState(unstake.data !== null, recover.data !== null)
  return { reads: [unstake, recover], state }
}
