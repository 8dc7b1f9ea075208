import { KeyboardArrowDownIcon, KeyboardArrowUpIcon } from '@/components/ui/page-icons.tsx'
import { Collapse } from '@/components/ui/collapse.tsx'
import { IconButton } from '@/components/ui/icon-button.tsx'
import { TableCell } from '@/components/ui/table-cell.tsx'
import { TableRow } from '@/components/ui/table-row.tsx'
import { Suspense, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { Link } from '@/components/ui/link.tsx'
import type { ElectionRow, NomineeRow } from '@portal/chain/contracts/arbitration/index'
import { ELECTION_STATUS, electionName, electionStatusLabel } from '@portal/chain/resolve/index'
import { CandidateList } from './candidate-list.tsx'
import { DeadlineText } from '@/components/deadline.tsx'
import { DocLink } from '@/components/doc-link.tsx'
import { RowsTable } from '@/components/scroll-table.tsx'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { lazyPart } from '@/lib/lazy-part.tsx'
import styles from './elections-table.module.css'

// The ballot totals of a voting election need the telos.decide definitions: their own chunk.
const LiveCandidateList = lazyPart(async () => (await import('./live-candidate-list.tsx')).LiveCandidateList)

const COLUMNS = [
  // Hidden visually but read by screen readers (the expand column needs a header name).
  <span className={styles.visuallyHidden}>Expand</span>,
  'ID',
  'Ballot',
  'Info',
  'Seats',
  'Candidate registration',
  'Voting',
  'Status',
]

function ElectionRowView({
  election,
  nominees,
  initiallyOpen,
}: {
  election: ElectionRow
  nominees: readonly NomineeRow[]
  initiallyOpen: boolean
}) {
  const [open, setOpen] = useState(initiallyOpen)
  const name = electionName(election)
  return (
    <>
      <TableRow data-testid={`election-${election.election_id}`}>
        <TableCell>
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} the candidates of election ${name}`}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{election.election_id}</TableCell>
        <TableCell>
          {election.ballot_name ? (
            // Votes are cast on the election's telos.decide ballot, whose page (Trails) takes them and shows
            // the results.
            <Link
              component={RouterLink}
              to={`/trails/elections/${election.ballot_name}`}
              aria-label={`Ballot ${name}: vote or see the results`}
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </TableCell>
        <TableCell>
          <DocLink hash={election.info_url} label="View info" name={`election ${name}`} />
        </TableCell>
        <TableCell>{election.available_seats}</TableCell>
        <TableCell>
          <DeadlineText value={election.begin_add_candidates_ts} /> –{' '}
          <DeadlineText value={election.end_add_candidates_ts} />
        </TableCell>
        <TableCell>
          <DeadlineText value={election.begin_voting_ts} /> – <DeadlineText value={election.end_voting_ts} />
        </TableCell>
        <TableCell>{electionStatusLabel(election.status)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell className={styles.candidatesCell} colSpan={8}>
          <Collapse in={open} unmountOnExit>
            <div className={styles.candidates}>
              {election.status >= ELECTION_STATUS.live ? (
                // Until the ballot's code and totals arrive, the row's own votes show.
                <LazyBoundary fallback={<CandidateList election={election} nominees={nominees} />}>
                  <Suspense fallback={<CandidateList election={election} nominees={nominees} />}>
                    <LiveCandidateList election={election} nominees={nominees} />
                  </Suspense>
                </LazyBoundary>
              ) : (
                <CandidateList election={election} nominees={nominees} />
              )}
            </div>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  )
}

/** Every election, newest first, with expandable candidate rows (the current one open); votes refresh every 10 s. */
export function ElectionsTable({
  elections,
  nominees,
  currentId,
}: {
  elections: readonly ElectionRow[]
  nominees: readonly NomineeRow[]
  currentId: string | undefined
}) {
  const rows = [...elections].sort((a, b) => Number(BigInt(b.election_id) - BigInt(a.election_id)))
  return (
    <RowsTable label="Elections" columns={COLUMNS} rowCount={rows.length} emptyText="No elections yet.">
      {rows.map((election) => (
        <ElectionRowView
          key={election.election_id}
          election={election}
          nominees={nominees}
          initiallyOpen={election.election_id === currentId}
        />
      ))}
    </RowsTable>
  )
}
