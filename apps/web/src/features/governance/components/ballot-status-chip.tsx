import { Chip } from '@/components/ui/chip.tsx'
import {
  BALLOT_STATUS_LABELS,
  ballotDisplayStatus,
  type BallotDisplayStatus,
  type BallotLike,
} from '@portal/chain/governance/ballots'

import styles from './ballot-status-chip.module.css'

// Chip colours with white text at 4.5:1 or more (the theme's info and warning mains are lighter).
const COLORS: Record<BallotDisplayStatus, string | undefined> = {
  voting: styles.voting,
  'not-started': styles.notStarted,
  expired: styles.expired,
  closed: undefined,
  cancelled: styles.cancelled,
  archived: undefined,
  unknown: undefined,
}

/** The ballot's status as a chip: Voting, Not started, Expired, Closed, Cancelled, Archived. */
export function BallotStatusChip({ ballot, now }: { ballot: BallotLike; now: number }) {
  const status = ballotDisplayStatus(ballot, now)
  return <Chip size="small" label={BALLOT_STATUS_LABELS[status]} className={COLORS[status]} />
}
