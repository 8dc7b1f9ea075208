import { stripAssertionPrefix } from '../errors.ts'

// telos.decide's check() messages are terse and sometimes ungrammatical ("ballot status is must be
// in voting mode…"). The portal shows a sentence that says what to do, with the contract's own
// message kept for anyone who wants it.

/** A contract refusal in plain language, with the contract's message kept for "show details". */
export type ExplainedError = { readonly text: string; readonly original: string }

/** Contract message (start) → what the user should do. Matched case-insensitively on the start. */
export const DECIDE_ERROR_TEXTS: readonly (readonly [string, string])[] = [
  // Voting
  [
    'voter not found',
    "You are not registered as a voter in this ballot's DAO. Register in the DAO, then vote again.",
  ],
  ['ballot not found', 'This ballot does not exist (any more): it may have been deleted.'],
  [
    'ballot status is must be in voting mode',
    'This ballot is not open for voting: it has not started yet, or it was closed or cancelled.',
  ],
  [
    'vote must occur between ballot begin and end times',
    'Voting on this ballot has ended (or not begun yet), so votes are no longer taken.',
  ],
  [
    'cannot vote for fewer than min options',
    'Choose more options: this ballot needs at least its minimum number of choices.',
  ],
  ['cannot vote for more than max options', 'Too many options are chosen: remove some, then vote again.'],
  [
    'must vote with a positive amount',
    'Your voting power on this ballot is zero. A ballot set to count stake weighs your staked tokens (on VOTE ballots, your staked TLOS), any other ballot your liquid tokens: get some of the balance it counts, then vote again.',
  ],
  ['ballot is not revotable', 'You already voted on this ballot, and it does not allow changing a vote.'],
  [
    "option doesn't exist on ballot",
    'One of the chosen options is not on this ballot: reload the page and choose again.',
  ],
  // Registering in a DAO
  ['voter already exists', 'You are already registered as a voter in this DAO.'],
  ['treasury not found', 'The DAO of this ballot does not exist on the chain.'],
  [
    'cannot register as tlos voter',
    'There is no TLOS DAO to join: VOTE ballots count staked TLOS through the VOTE DAO.',
  ],
  [
    'referrer must be treasury manager',
    'Only the manager of this DAO can register voters: ask the manager on the DAO page.',
  ],
  [
    'invalid access method. contact treasury manager',
    'This DAO is not open to everyone: ask its manager on the DAO page to register you.',
  ],
  ['referrer not found', 'This DAO is invite-only: a registered member must invite you.'],
  ['voter account doesn', 'That account does not exist on the chain.'],
  // Creating and running ballots (the fee, names, times)
  ['tlos balance not found', 'Deposit the fee in TLOS first: no TLOS deposit was found for your account.'],
  [
    'insufficient funds to cover fee',
    'Your TLOS deposit does not cover the fee: deposit more TLOS and try again.',
  ],
  ['ballot name already exists', 'A ballot with this name already exists: change the title and try again.'],
  ['end time must be in the future', 'Choose an end time in the future.'],
  [
    'ballot must be open for minimum ballot length',
    'The end time is too close: a ballot must stay open for the minimum ballot length.',
  ],
  ['ballot must have at least 2 options', 'Add at least 2 options before opening the ballot for voting.'],
  [
    'max options cannot be greater than number of options',
    'Allow at most as many choices as there are options.',
  ],
  ['must be past ballot end time to close', 'This ballot can be closed only after its end time has passed.'],
  [
    'cannot delete until',
    'This ballot can be deleted only after the cool-down that follows its end time; try again later.',
  ],
  ['cannot delete while voting is in progress', 'Close voting on this ballot before deleting it.'],
  [
    'must clean all ballot votes before deleting',
    "This ballot's votes must be cleaned up before it can be deleted.",
  ],
  ['ballot must be in voting mode to cancel', 'Only a ballot that is voting can be cancelled.'],
  ['ballot must be in setup mode', 'This ballot is no longer in setup, so this change is not possible.'],
]

/**
 * The plain-language sentence for a telos.decide refusal, or undefined for a message the table does
 * not know (the caller then shows the contract's message as it is).
 */
export function explainDecideError(message: unknown): ExplainedError | undefined {
  if (typeof message !== 'string') return undefined
  const original = stripAssertionPrefix(message.trim())
  const lower = original.toLowerCase()
  const entry = DECIDE_ERROR_TEXTS.find(([start]) => lower.startsWith(start.toLowerCase()))
  return entry ? { text: entry[1], original } : undefined
}
