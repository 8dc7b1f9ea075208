import { votingEligibility, votingPowerKind, type BallotSettings, type VoterBalances } from './voting.ts'

// What happens when a signed-in user votes (decisions.md "Voting
// prerequisites"): the portal checks the voting power the ballot counts before signing, registers
// the voter in a public DAO in the same transaction (regvoter → refresh → castvote), and sends the
// user to the DAO page when the DAO's access is not public.

/** The facts about the voter and the ballot's DAO that decide the plan. */
export type VotePlanInput = {
  /** Symbol code of the ballot's treasury ("VOTE", "DEMO"). */
  readonly symbolCode: string
  readonly settings: BallotSettings | undefined
  /** The treasury's access: public, private or invite. */
  readonly access: string | undefined
  /** True when the voter has a voters row for that treasury. */
  readonly registered: boolean
  readonly balances: VoterBalances
}

/** The outcome: vote (with regvoter first when needed), or why not and where to fix it. */
export type VotePlan =
  | { readonly kind: 'vote'; readonly register: boolean }
  | { readonly kind: 'blocked'; readonly message: string; readonly daoPage: boolean }

/** Where the DAO of a treasury is managed: `/trails/treasuries?treasury=SYM`. */
export function daoPagePath(symbolCode: string): string {
  return `/trails/treasuries?treasury=${encodeURIComponent(symbolCode)}`
}

/** Message for a DAO whose manager registers its members. */
export function privateDaoMessage(symbolCode: string): string {
  return `Only the manager of the ${symbolCode} DAO registers its voters: ask to join on the DAO page, then vote.`
}

/** Decides how a signed-in user votes on a ballot, or what they must do first. */
export function votePlan(input: VotePlanInput): VotePlan {
  const { symbolCode, registered } = input
  const isPublic = input.access === 'public'
  // A non-public DAO: only its manager (or a member, by invite) can register the voter.
  if (!registered && !isPublic)
    return { kind: 'blocked', message: privateDaoMessage(symbolCode), daoPage: true }

  const power = votingPowerKind(symbolCode, input.settings)
  // On VOTE the power is the account's staked TLOS, which regvoter and refresh copy in the same
  // transaction; elsewhere an unregistered account has no balance in the DAO yet.
  const balances = power === 'stake' || registered ? input.balances : {}
  const eligibility = votingEligibility(power, balances, symbolCode)
  if (!eligibility.ok) {
    const register = registered
      ? ''
      : ` You are not registered in the ${symbolCode} DAO yet: register on the DAO page first.`
    return {
      kind: 'blocked',
      message: `${eligibility.message}${power === 'stake' ? '' : register}`,
      daoPage: power !== 'stake',
    }
  }
  return { kind: 'vote', register: !registered }
}
