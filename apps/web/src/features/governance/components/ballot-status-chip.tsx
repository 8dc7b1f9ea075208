import Chip from '@mui/material/Chip'
import {
  BALLOT_STATUS_LABELS,
  ballotDisplayStatus,
  type BallotDisplayStatus,
  type BallotLike,
} from '@portal/chain/governance/ballots'

// Chip colours with white text at 4.5:1 or more (the theme's info and warning mains are lighter).
const COLORS: Record<BallotDisplayStatus, { bgcolor: string; color: string } | undefined> = {
  voting: { bgcolor: 'success.main', color: 'common.white' },
  'not-started': { bgcolor: 'info.dark', color: 'common.white' },
  expired: { bgcolor: '#9a4a00', color: 'common.white' },
  closed: undefined,
  cancelled: { bgcolor: 'error.main', color: 'common.white' },
  archived: undefined,
  unknown: undefined,
}

/** The ballot's status as a chip: Voting, Not started, Expired, Closed, Cancelled, Archived. */
export function BallotStatusChip({ ballot, now }: { ballot: BallotLike; now: number }) {
  const status = ballotDisplayStatus(ballot, now)
  return <Chip size="small" label={BALLOT_STATUS_LABELS[status]} sx={COLORS[status]} />
}
