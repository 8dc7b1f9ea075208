import { useQuery } from '@tanstack/react-query'
import type { RowOf } from '@portal/chain/contracts/define'
import { system } from '@portal/chain/contracts/system/index'
import { MAX_VOTED_PRODUCERS, telosVoteWeight } from '@portal/chain/vote-weight'
import { tableRowQuery } from '@/lib/chain/table-query.ts'
import { useContractAction } from '@/lib/transact/use-contract-action.ts'

export { MAX_VOTED_PRODUCERS }

/** An eosio `voters` row: the account's stake, its votes and their last weight. */
export type VoterRow = RowOf<typeof system.tables.voters>

/** The signed-in account's voter row (null before it ever staked). */
export const useVoter = (account: string | null) =>
  useQuery({ ...tableRowQuery(system.tables.voters, account ?? ''), enabled: account !== null })

/** The voteproducer data: no proxy, the names sorted (the contract refuses unsorted or repeated names). */
export function voteData(voter: string, producers: readonly string[]) {
  return { voter, proxy: '', producers: [...new Set(producers)].sort() }
}

/** What the page shows before signing: the weight the new votes will carry, the last one, the change. */
export function voteProjection(voter: Pick<VoterRow, 'staked' | 'last_vote_weight'> | null, count: number) {
  const staked = Number(voter?.staked ?? 0)
  const projected = telosVoteWeight(Number.isFinite(staked) ? staked : 0, count)
  const last = Number(voter?.last_vote_weight ?? 0)
  const lastWeight = Number.isFinite(last) ? last : 0
  return { staked, projected, last: lastWeight, change: projected - lastWeight }
}

export const useVoteProducers = () =>
  useContractAction(system.actions.voteproducer, {
    title: 'Vote for validators',
    icon: 'how_to_vote',
    content: (data) =>
      data.producers.length === 0 ? 'Votes withdrawn' : `Voted for ${data.producers.join(', ')}`,
  })
