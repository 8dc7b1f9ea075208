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

/**
 * The DCMS v2 content of a new ballot: its picture and document as ipfs:// links, and the options in
 * the order the publisher entered them (`optionOrder`: the contract keeps options in a map, sorted by
 * name); "" when there is none of these.
 */
export function newBallotContent(image: string, document: string, options: readonly string[] = []): string {
  const content: Record<string, string[]> = {}
  if (image !== '') content.imageUrls = [`ipfs://${image}`]
  if (document !== '') content.contentUrls = [`ipfs://${document}`]
  if (options.length > 1) content.optionOrder = [...options]
  return Object.keys(content).length === 0 ? '' : JSON.stringify(content)
}

/** Votes one delete transaction cleans up at most (one cleanupvote each), to stay within a transaction's CPU. */
export const CLEANUP_BATCH = 40

/**
 * The actions a delete sends, in one transaction: a voting ballot is closed first, then the votes the
 * contract still holds are cleaned up (cleanupvote, one per voter, which anyone may send once voting
 * ended), then deleteballot. With more votes than one transaction cleans, it cleans a batch and
 * deletes on a later run.
 */
export type DeletePlan =
  | {
      readonly ok: true
      readonly actions: readonly ('closevoting' | 'cleanupvote' | 'deleteballot')[]
      /** Votes still to clean up (total_voters − cleaned_count). */
      readonly cleanup: number
    }
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
  const cleanup = Math.max(0, ballot.total_voters - ballot.cleaned_count)
  const allowedMs = endMs + cooldownSeconds * 1000
  if (nowMs <= allowedMs)
    return {
      ok: false,
      reason: `The contract allows deleting after ${new Date(allowedMs).toISOString().slice(0, 16).replace('T', ' ')} UTC.${
        cleanup > 0
          ? ` Its ${countText(cleanup, 'vote')} will then be cleaned up in the same transaction.`
          : ''
      }`,
    }
  const deletes = cleanup <= CLEANUP_BATCH
  return {
    ok: true,
    cleanup,
    actions: [
      ...(ballot.status === 'voting' ? (['closevoting'] as const) : []),
      ...(cleanup > 0 ? (['cleanupvote'] as const) : []),
      ...(deletes ? (['deleteballot'] as const) : []),
    ],
  }
}

/** "1 vote", "3 votes". */
export const countText = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`

/** True when the publisher can close voting: the ballot is voting and its end time has passed. */
export const canCloseVoting = (ballot: LifecycleBallot, nowMs: number): boolean =>
  typeof ballot === 'object' &&
  ballot !== null &&
  ballot.status === 'voting' &&
  (chainTimeMs(ballot.end_time) ?? Infinity) < nowMs
