// The 30 demo ballots: one per category and status, each with a title, options with per-option
// data, the treasury it counts and who votes on it (demo-ballot-plans.json).
import plans from './demo-ballot-plans.json' with { type: 'json' }

export const BALLOT_CATEGORIES = ['election', 'referendum', 'leaderboard', 'poll', 'proposal'] as const
export const BALLOT_STATUSES = ['setup', 'voting', 'expired', 'closed', 'cancelled', 'archived'] as const
export type Category = (typeof BALLOT_CATEGORIES)[number]
export type Status = (typeof BALLOT_STATUSES)[number]

const PREFIX: Record<Category, string> = {
  election: 'elect',
  referendum: 'refer',
  leaderboard: 'board',
  poll: 'poll',
  proposal: 'works',
}
const SUFFIX: Record<Status, string> = {
  setup: 'setup',
  voting: 'voting',
  expired: 'expired',
  closed: 'closed',
  cancelled: 'cancel',
  archived: 'archive',
}
/** The ballot_name of the demo ballot of a category in a status, e.g. `pollvoting`, `worksarchive`. */
export const demoBallotName = (category: Category, status: Status): string =>
  PREFIX[category] + SUFFIX[status]

/** Ballots that must end while the seed runs stay open this long (with minballength lowered to 1 s). */
export const SHORT_BALLOT_SECONDS = 2
/** telos.decide's default minimum ballot length, restored once the short ballots are open. */
export const MIN_BALLOT_LENGTH = 60

export type BallotPlan = {
  category: Category
  treasury: '4,VOTE' | '2,DEMO' | '0,GUILD'
  title: string
  description: string
  method: string
  options: { key: string; text: string; description: string }[]
  maxOptions: number
  voters: string[]
}

/**
 * A category's row of `demo-ballot-plans.json`: its ballots share everything but the title's status.
 * A row without `options` is a yes/no/abstain question on what `approves` names.
 */
type PlanRow = Omit<BallotPlan, 'category' | 'options'> & {
  options?: BallotPlan['options']
  approves?: string
}

const yesNo = (subject = 'it') => [
  { key: 'yes', text: 'Yes', description: `Approve ${subject}.` },
  { key: 'no', text: 'No', description: `Reject ${subject}.` },
  { key: 'abstain', text: 'Abstain', description: 'Count my vote without taking a side.' },
]

const ROWS = plans as Record<Category, PlanRow>

/** The plan of the demo ballot of a category in a status; its title names the status. */
export function ballotPlan(category: Category, status: Status): BallotPlan {
  const { approves, options, title, ...row } = ROWS[category]
  return { ...row, category, title: `${title} (${status})`, options: options ?? yesNo(approves) }
}

export const COLORS: Record<Category, [number, number, number]> = {
  election: [30, 90, 200],
  referendum: [120, 40, 160],
  leaderboard: [220, 140, 20],
  poll: [20, 160, 120],
  proposal: [200, 50, 70],
}
