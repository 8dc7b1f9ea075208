import { decide } from '@portal/chain/contracts/decide/index'
import { ballotToggles, type BallotVoteWeighting } from '@portal/chain/governance/ballots'
import {
  contractAction,
  type ContractCall,
  type ContractTransaction,
} from '@/lib/transact/contract-action.ts'
import { feeDepositCall } from './decide-fee.ts'

// A publisher's ballot writes (in the original portal's order, without its togglebal gap):
// create is the fee deposit, newballot, every togglebal the wanted weighting needs, editdetails,
// editminmax, and openvoting only with an end time in the future. Delete closes a voting ballot
// first, in the same transaction.

const a = decide.actions

/** What the create-ballot form produced. */
export type NewBallot = {
  readonly publisher: string
  readonly fee: string
  readonly ballot_name: string
  readonly category: string
  /** "2,DEMO" */
  readonly treasury_symbol: string
  readonly voting_method: string
  readonly initial_options: readonly string[]
  readonly title: string
  readonly description: string
  readonly content: string
  readonly min_options: number
  readonly max_options: number
  readonly weighting: BallotVoteWeighting
  /** The DAO's stakeable setting: newballot starts votestake from it. */
  readonly treasuryStakeable: boolean
  /** Chain time ("2026-01-01T00:00:00") to open voting until, or undefined to stay in setup. */
  readonly end_time: string | undefined
}

export function createBallotCalls(ballot: NewBallot): ContractCall[] {
  const { ballot_name, publisher } = ballot
  return [
    feeDepositCall(publisher, ballot.fee),
    contractAction(a.newballot, {
      ballot_name,
      category: ballot.category,
      publisher,
      treasury_symbol: ballot.treasury_symbol,
      voting_method: ballot.voting_method,
      initial_options: [...ballot.initial_options],
    }),
    ...ballotToggles(ballot.weighting, ballot.treasuryStakeable).map((setting_name) =>
      contractAction(a.togglebal, { ballot_name, setting_name }),
    ),
    contractAction(a.editdetails, {
      ballot_name,
      title: ballot.title,
      description: ballot.description,
      content: ballot.content,
    }),
    contractAction(a.editminmax, {
      ballot_name,
      new_min_options: Math.trunc(ballot.min_options),
      new_max_options: Math.trunc(ballot.max_options),
    }),
    ...(ballot.end_time === undefined
      ? []
      : [contractAction(a.openvoting, { ballot_name, end_time: ballot.end_time })]),
  ]
}

export const createBallotTransaction = (ballot: NewBallot): ContractTransaction => ({
  title: 'Create ballot',
  content: `You created the ballot ${ballot.ballot_name}${ballot.end_time === undefined ? ' (in setup)' : ' and opened voting'}.`,
  icon: 'how_to_vote',
  calls: createBallotCalls(ballot),
})

const one = (title: string, content: string, call: ContractCall): ContractTransaction => ({
  title,
  content,
  icon: 'how_to_vote',
  calls: [call],
})

export const editDetailsTransaction = (
  ballot_name: string,
  title: string,
  description: string,
  content: string,
) =>
  one(
    'Edit ballot',
    `You edited ballot ${ballot_name}.`,
    contractAction(a.editdetails, { ballot_name, title, description, content }),
  )

export const editMinMaxTransaction = (ballot_name: string, min: number, max: number) =>
  one(
    'Edit ballot',
    `Ballot ${ballot_name} now takes ${min} to ${max} options.`,
    contractAction(a.editminmax, {
      ballot_name,
      new_min_options: Math.trunc(min),
      new_max_options: Math.trunc(max),
    }),
  )

/** One togglebal per changed setting (each sent, whichever it is). */
export const toggleBallotTransaction = (
  ballot_name: string,
  settings: readonly string[],
): ContractTransaction => ({
  title: 'Ballot settings',
  content: `You changed ${settings.join(', ')} on ballot ${ballot_name}.`,
  icon: 'tune',
  calls: settings.map((setting_name) => contractAction(a.togglebal, { ballot_name, setting_name })),
})

export const openVotingTransaction = (ballot_name: string, end_time: string) =>
  one(
    'Open voting',
    `Voting on ${ballot_name} is open until ${end_time} UTC.`,
    contractAction(a.openvoting, { ballot_name, end_time }),
  )

/** closevoting with broadcast, so the publisher is notified of the final results. */
export const closeVotingTransaction = (ballot_name: string) =>
  one(
    'Close voting',
    `You closed voting on ${ballot_name}.`,
    contractAction(a.closevoting, { ballot_name, broadcast: true }),
  )

export const cancelBallotTransaction = (ballot_name: string, memo: string) =>
  one(
    'Cancel ballot',
    `You cancelled ballot ${ballot_name}.`,
    contractAction(a.cancelballot, { ballot_name, memo }),
  )

/** deleteballot, preceded by closevoting (with broadcast) when the ballot is still voting. */
export const deleteBallotTransaction = (
  ballot_name: string,
  actions: readonly ('closevoting' | 'cleanupvote' | 'deleteballot')[],
  /** The voters whose votes cleanupvote erases (the plan's `cleanupvote` step), one call each. */
  voters: readonly string[] = [],
): ContractTransaction => ({
  title: actions.includes('deleteballot') ? 'Delete ballot' : 'Clean up votes',
  content: actions.includes('deleteballot')
    ? `You deleted ballot ${ballot_name}.`
    : `You cleaned up ${voters.length} votes on ballot ${ballot_name}.`,
  icon: 'delete',
  calls: actions.flatMap((name) => {
    if (name === 'closevoting') return [contractAction(a.closevoting, { ballot_name, broadcast: true })]
    if (name === 'cleanupvote')
      return voters.map((voter) => contractAction(a.cleanupvote, { voter, ballot_name, worker: null }))
    return [contractAction(a.deleteballot, { ballot_name })]
  }),
})
