import { decide } from '@portal/chain/contracts/decide/index'
import { chainErrorMessage } from '@portal/chain/errors'
import { contractAction, sendTransaction, type ContractCall } from '@/lib/chain/use-contract-action.ts'
import { notify } from '@/lib/notifications/notices.ts'
import type { TransactResult } from '@/lib/transact/transact.ts'

// Voting: regvoter when the account is not yet registered in a public DAO,
// then refresh (VOTE follows the current stake), then castvote, in one transaction. Each call's data
// is checked by its descriptor's schema before signing, and a success refetches exactly the tables
// the three actions write (ballots, votes, voters, treasuries).

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

/** Signs the vote through the portal's one transaction path (notice, notification, explorer link). */
export function sendVote(request: VoteRequest): Promise<TransactResult> {
  let calls: ContractCall[]
  try {
    calls = voteCalls(request)
  } catch (error) {
    // Data the schemas refuse never reaches the wallet; it is reported like a refusal.
    notify('negative', chainErrorMessage(error))
    return Promise.reject(error as Error)
  }
  return sendTransaction({
    title: 'Vote',
    content: `You voted on ballot ${request.ballotName}.`,
    icon: 'how_to_vote',
    calls,
  })
}
