import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { ballotSymbolCode } from '@portal/chain/governance/ballot-list'
import { votePlan, type VotePlan } from '@portal/chain/governance/vote-plan'
import { accountQuery } from '@/lib/chain/queries.ts'
import type { Ballot } from './ballots.ts'
import { useTreasury } from './treasuries.ts'
import { useVoterRows } from './voters.ts'

type Bandwidth = { cpu_weight?: unknown; net_weight?: unknown }

/** TLOS the account staked to itself for CPU and NET (get_account self_delegated_bandwidth). */
export function selfStake(account: Record<string, unknown> | undefined): {
  cpuStake?: string
  netStake?: string
} {
  const bandwidth = account?.self_delegated_bandwidth as Bandwidth | null | undefined
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return { cpuStake: text(bandwidth?.cpu_weight), netStake: text(bandwidth?.net_weight) }
}

/**
 * What the signed-in account needs before it can vote on `ballot`: `reads` are the rows it needs (for
 * QueryGate), `plan` is known once they all answered.
 */
export function useVotePlan(ballot: Ballot, account: string): { reads: UseQueryResult[]; plan?: VotePlan } {
  const symbolCode = ballotSymbolCode(ballot)
  const treasury = useTreasury(symbolCode)
  const voters = useVoterRows(account)
  const chainAccount = useQuery({ ...accountQuery(account), enabled: symbolCode === 'VOTE' })
  const reads: UseQueryResult[] =
    symbolCode === 'VOTE' ? [treasury, voters, chainAccount] : [treasury, voters]
  if (reads.some((read) => read.isPending || read.isError)) return { reads }
  const row = voters.data?.find((voter) => voter.liquid.endsWith(` ${symbolCode}`))
  return {
    reads,
    plan: votePlan({
      symbolCode,
      settings: ballot.settings,
      access: treasury.data?.access,
      registered: row !== undefined,
      balances: {
        ...selfStake(chainAccount.data),
        liquid: row?.liquid,
        staked: row?.staked,
      },
    }),
  }
}
