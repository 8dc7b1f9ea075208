import { useQuery } from '@tanstack/react-query'
import { getNetwork } from '@/config/network.ts'
import { tableRowsQuery } from '@/lib/chain/queries.ts'

type ArbitratorRow = { arb: string; arb_status: number }
type ConfigRow = { admin: string }

/** The `arbitrators` row of one account (empty when it is not an arbitrator). */
export const arbitratorRowQuery = (account: string) =>
  tableRowsQuery<ArbitratorRow>({
    code: getNetwork().contracts.arbitration,
    table: 'arbitrators',
    scope: getNetwork().contracts.arbitration,
    lower_bound: account,
    upper_bound: account,
    limit: 1,
  })

/** The arbitration contract's `config` singleton. */
export const resolveConfigQuery = () =>
  tableRowsQuery<ConfigRow>({
    code: getNetwork().contracts.arbitration,
    table: 'config',
    scope: getNetwork().contracts.arbitration,
    limit: 1,
  })

/**
 * Which Resolve menu entries the signed-in account gets: Arbitrator for any account in `arbitrators`
 * (decisions.md), Admin for the account named in `config.admin`. Guests get neither.
 */
export function useResolveRoles(account: string | null): { isArbitrator: boolean; isAdmin: boolean } {
  const arbitrator = useQuery({ ...arbitratorRowQuery(account ?? ''), enabled: account !== null })
  const config = useQuery({ ...resolveConfigQuery(), enabled: account !== null })
  if (account === null) return { isArbitrator: false, isAdmin: false }
  return {
    isArbitrator: arbitrator.data?.rows.some((row) => row.arb === account) ?? false,
    isAdmin: config.data?.rows[0]?.admin === account,
  }
}
