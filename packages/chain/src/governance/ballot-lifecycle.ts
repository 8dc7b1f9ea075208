import { chainTimeMs } from '../time.ts'
import type { BallotVoteWeighting } from './ballots.ts'

// What a publisher may do with a ballot in each status, checked before signing with the contract's
// own rules (telos.decide ballot.cpp), so a refused transaction is explained before it is sent.

/** The ballot fields the lifecycle rules read. */
export type LifecycleBallot = {
  readonly status: string
  readonly end_time: string
  readonly total_voters: number
  readonly cleaned_count: number
}

/**
 * The balance a new ballot counts by default: staked TLOS on VOTE; elsewhere staked tokens where the
 * DAO allows staking, else liquid ones. castvote reads only votestake, so exactly one of the two is on
 * (voteliquid only labels a liquid ballot).
 */
export function defaultBallotWeighting(symbolCode: string, treasuryStakeable: boolean): BallotVoteWeighting {
  const staked = symbolCode === 'VOTE' || treasuryStakeable
  return { votestake: staked, voteliquid: !staked }
}

/** The DCMS v2 content of a new ballot: its picture and document as ipfs:// links ("" when there are none). */
export function newBallotContent(image: string, document: string): string {
  const content: Record<string, string[]> = {}
  if (image !== '') content.imageUrls = [`ipfs://${image}`]
  if (document !== '') content.contentUrls = [`ipfs://${document}`]
  return Object.keys(content).length === 0 ? '' : JSON.stringify(content)
}

/** The actions a delete sends: a voting ballot is closed first, in the same transaction. */
export type DeletePlan =
  | { readonly ok: true; readonly actions: readonly ('closevoting' | 'deleteballot')[] }
  | { readonly ok: false; readonly reason: string }

/** Whether and how a ballot can be deleted now; `cooldownSeconds` is the config's balcooldown. */
export function ballotDeletePlan(
  ballot: LifecycleBallot,
  nowMs: number,
  cooldownSeconds: number,
): DeletePlan {
  const endMs = chainTimeMs(ballot.end_time) ?? 0
  if (ballot.status === 'archived') return { ok: false, reason: 'An archived ballot cannot be deleted.' }
  if (ballot.status === 'voting' && endMs >= nowMs)
    return { ok: false, reason: 'Voting is still open: cancel the ballot, or wait until voting ends.' }
  if (ballot.cleaned_count !== ballot.total_voters)
    return {
      ok: false,
      reason: `Its ${ballot.total_voters - ballot.cleaned_count} votes must be cleaned up before the contract deletes it.`,
    }
  const allowedMs = endMs + cooldownSeconds * 1000
  if (nowMs <= allowedMs)
    return {
      ok: false,
      reason: `The contract allows deleting after ${new Date(allowedMs).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    }
  return {
    ok: true,
    actions: ballot.status === 'voting' ? ['closevoting', 'deleteballot'] : ['deleteballot'],
  }
}

/** True when the publisher can close voting: the ballot is voting and its end time has passed. */
export const canCloseVoting = (ballot: LifecycleBallot, nowMs: number): boolean =>
  typeof ballot === 'object' &&
  ballot !== null &&
  ballot.status === 'voting' &&
  (chainTimeMs(ballot.end_time) ?? Infinity) < nowMs
