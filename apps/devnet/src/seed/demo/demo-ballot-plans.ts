// The 30 demo ballots: one per category and status, each with a title, options with per-option
// data, the treasury it counts and who votes on it.

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

const yesNo = (subject: string) => [
  { key: 'yes', text: 'Yes', description: `Approve ${subject}.` },
  { key: 'no', text: 'No', description: `Reject ${subject}.` },
  { key: 'abstain', text: 'Abstain', description: 'Count my vote without taking a side.' },
]

export const PLANS: Record<Category, Omit<BallotPlan, 'title'> & { title: (status: Status) => string }> = {
  election: {
    category: 'election',
    treasury: '4,VOTE',
    title: (status) => `Telos Validator Committee Election (${status})`,
    description: 'Choose up to two validators for the committee that reviews network upgrades.',
    method: '1tokennvote',
    options: [
      { key: 'producer1', text: 'Producer One', description: 'Runs nodes in North America.' },
      { key: 'producer2', text: 'Producer Two', description: 'Runs nodes in Europe.' },
      { key: 'producer3', text: 'Producer Three', description: 'Runs nodes in Asia.' },
    ],
    maxOptions: 2,
    voters: ['voter1', 'voter2', 'voter3'],
  },
  referendum: {
    category: 'referendum',
    treasury: '4,VOTE',
    title: (status) => `Amend TBNOA Article 4 (${status})`,
    description: 'Shall Article 4 of the Telos Blockchain Network Operating Agreement be amended as linked?',
    method: '1token1vote',
    options: yesNo('the amendment'),
    maxOptions: 1,
    voters: ['voter1', 'voter2', 'voter3'],
  },
  leaderboard: {
    category: 'leaderboard',
    treasury: '0,GUILD',
    title: (status) => `GUILD Grants Leaderboard (${status})`,
    description: 'Rank the community projects the GUILD should fund this quarter.',
    method: '1tokennvote',
    options: [
      { key: 'explorer', text: 'Block explorer', description: 'A faster explorer for Telos.' },
      { key: 'wallet', text: 'Mobile wallet', description: 'A wallet with Resolve support.' },
      { key: 'academy', text: 'Telos Academy', description: 'Courses for new developers.' },
    ],
    maxOptions: 2,
    voters: ['voter1', 'daomanager'],
  },
  poll: {
    category: 'poll',
    treasury: '2,DEMO',
    title: (status) => `Next portal feature (${status})`,
    description: 'Which feature should the DEMO DAO fund next for the portal?',
    method: '1token1vote',
    options: [
      { key: 'darkmode', text: 'Dark mode', description: 'A dark theme for night owls.' },
      { key: 'mobile', text: 'Mobile layout', description: 'Better use of small screens.' },
      { key: 'alerts', text: 'Vote alerts', description: 'Notifications when ballots open.' },
    ],
    maxOptions: 1,
    voters: ['voter1', 'voter2'],
  },
  proposal: {
    category: 'proposal',
    treasury: '4,VOTE',
    title: (status) => `Works proposal: Resolve mobile app (${status})`,
    description: 'Fund a mobile app for Telos Resolve in three milestones.',
    method: '1token1vote',
    options: yesNo('the proposal'),
    maxOptions: 1,
    voters: ['voter1', 'voter2', 'voter3'],
  },
}

export const COLORS: Record<Category, [number, number, number]> = {
  election: [30, 90, 200],
  referendum: [120, 40, 160],
  leaderboard: [220, 140, 20],
  poll: [20, 160, 120],
  proposal: [200, 50, 70],
}
