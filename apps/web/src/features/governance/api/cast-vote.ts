import { decide } from '@portal/chain/contracts/decide/index'
import {
  contractAction,
  type ContractCall,
  type ContractTransaction,
} from '@/lib/transact/contract-action.ts'
import { useContractTransaction } from '@/lib/transact/use-contract-action.ts'

// Voting: regvoter when the account is not yet registered in a public DAO, then refresh (VOTE follows
// the current stake), then castvote, in one transaction. Each call's data is checked by its
// descriptor's schema before signing, and a success refetches exactly the tables the three actions
// write (ballots, votes, voters, treasuries). The road: VoteForm → useVoteMutation → lib/transact →
// wallet. A failed vote is the mutation's error (product.md §8's "returns false": the form does not go
// on as after a vote, and shows the refusal under the button).

/** What the voter chose and whether regvoter goes first. */
export type VoteRequest = {
  readonly voter: string
  readonly ballotName: string
  /** The treasury symbol as telos.decide takes it: "4,VOTE". */
  readonly treasurySymbol: string
  readonly options: readonly string[]
  readonly register: boolean
}

/** The vote transaction's calls in order: regvoter (when needed), refresh, castvote. */
export function voteCalls(request: VoteRequest): ContractCall[] {
  const { voter } = request
  const { regvoter, refresh, castvote } = decide.actions
  return [
    ...(request.register
      ? [contractAction(regvoter, { voter, treasury_symbol: request.treasurySymbol, referrer: null })]
      : []),
    contractAction(refresh, { voter }),
    contractAction(castvote, { voter, ballot_name: request.ballotName, options: [...request.options] }),
  ]
}

/** The vote as one transaction, with its notification texts. */
export function voteTransaction(request: VoteRequest): ContractTransaction {
  return {
    title: 'Vote',
    content: `You voted on ballot ${request.ballotName}.`,
    icon: 'how_to_vote',
    calls: voteCalls(request),
  }
}

/** The vote mutation: the form reads a refusal from `error` and stays as it was. */
export function useVoteMutation() {
  const { castvote } = decide.actions
  return useContractTransaction(voteTransaction, ['action', castvote.contract, castvote.name])
}
