import { useQuery } from '@tanstack/react-query'
import { parseAssetUnits, formatTlos, liquidBalanceOrZero, TLOS_SYMBOL } from '@portal/chain/assets'
import { profiles } from '@portal/chain/contracts/profiles/index'
import { profileActions, type ProfileAction, type ProfileFields } from '@portal/chain/profiles'
import { contractAction, sendTransaction, type ContractCall } from '@/lib/transact/contract-action.ts'
import { singletonQuery, tableRowQuery } from '@/lib/chain/table-query.ts'
import { accountQuery } from '@/lib/chain/queries.ts'

/** An account's profile row, or null when it has none. */
export const profileQuery = (account: string) => tableRowQuery(profiles.tables.profiles, account)

/** The profiles contract's config (its length limits), or null before init. */
export const profilesConfigQuery = () => singletonQuery(profiles.tables.config)

/** The account's TLOS: liquid as get_account reports it, staked as its own CPU + NET stake. */
export function useTlosBalances(account: string, enabled = true) {
  return useQuery({
    ...accountQuery(account),
    enabled,
    select: (data) => {
      const bandwidth = data.self_delegated_bandwidth as { cpu_weight?: unknown; net_weight?: unknown } | null
      const cpu = parseAssetUnits(bandwidth?.cpu_weight, TLOS_SYMBOL) ?? 0n
      const net = parseAssetUnits(bandwidth?.net_weight, TLOS_SYMBOL) ?? 0n
      return { liquid: liquidBalanceOrZero(data.core_liquid_balance), staked: formatTlos(cpu + net) }
    },
  })
}

function callOf(action: ProfileAction): ContractCall {
  switch (action.name) {
    case 'newprofile':
      return contractAction(profiles.actions.newprofile, action.data)
    case 'editavatar':
      return contractAction(profiles.actions.editavatar, action.data)
    case 'editbio':
      return contractAction(profiles.actions.editbio, action.data)
    case 'editdisplay':
      return contractAction(profiles.actions.editdisplay, action.data)
    case 'editstatus':
      return contractAction(profiles.actions.editstatus, action.data)
  }
}

/**
 * Saves a profile in one transaction: newprofile (and editstatus, which newprofile lacks) for an
 * account without one, else one edit action per changed field. Resolves with null when nothing changed.
 */
export async function saveProfile(
  account: string,
  current: ProfileFields | undefined,
  edited: ProfileFields,
) {
  const actions = profileActions(account, current, edited)
  if (actions.length === 0) return null
  return sendTransaction({
    title: current ? 'Update profile' : 'Create profile',
    icon: 'person',
    content: `Sent ${actions.map((action) => action.name).join(', ')}.`,
    calls: actions.map(callOf),
  })
}
