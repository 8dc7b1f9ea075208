import { useQuery } from '@tanstack/react-query'
import { arbitratorQuery, resolveConfigRowQuery } from './resolve-tables.ts'

/**
 * Which Resolve menu entries the signed-in account gets: Arbitrator for any account in `arbitrators`
 * (decisions.md), Admin for the account named in `config.admin`. Guests get neither.
 */
export function useResolveRoles(account: string | null): { isArbitrator: boolean; isAdmin: boolean } {
  const arbitrator = useQuery({ ...arbitratorQuery(account ?? ''), enabled: account !== null })
  const config = useQuery({ ...resolveConfigRowQuery(), enabled: account !== null })
  if (account === null) return { isArbitrator: false, isAdmin: false }
  return {
    isArbitrator: arbitrator.data?.arb === account,
    isAdmin: config.data?.admin === account,
  }
}
