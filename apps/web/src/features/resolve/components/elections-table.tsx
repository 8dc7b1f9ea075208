import { KeyboardArrowDownIcon, KeyboardArrowUpIcon } from '@/components/ui/icons.tsx'
import { Collapse } from '@/components/ui/collapse.tsx'
import { IconButton } from '@/components/ui/icon-button.tsx'
import { LinearProgress } from '@/components/ui/linear-progress.tsx'
import { List } from '@/components/ui/list.tsx'
import { ListItem } from '@/components/ui/list-item.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TableCell } from '@/components/ui/table-cell.tsx'
import { TableRow } from '@/components/ui/table-row.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useState } from 'react'
import { formatVote, parseAssetUnits } from '@portal/chain/assets'
import type { ElectionRow, NomineeRow } from '@portal/chain/contracts/arbitration/index'
import { ELECTION_STATUS, electionName, electionStatusLabel } from '@portal/chain/resolve/index'
import { useBallotOptions } from '../api/election-ballot.ts'
import { AccountAvatar } from '@/components/account-avatar.tsx'
import { DeadlineText } from '@/components/deadline.tsx'
import { DocLink } from '@/components/doc-link.tsx'
import { RowsTable } from '@/components/scroll-table.tsx'
import styles from './elections-table.module.css'

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

/** Each candidate's VOTE total and share: from the ballot's options once voting began, else the row's votes. */
export function candidateVotes(
  election: Pick<ElectionRow, 'candidates' | 'status'>,
  options: readonly { key: string; value: string }[] | undefined,
) {
  const units = election.candidates.map((candidate) => {
    const fromBallot =
      election.status >= ELECTION_STATUS.live
        ? options?.find((o) => o.key === candidate.name)?.value
        : undefined
    return parseAssetUnits(fromBallot ?? candidate.votes, '4,VOTE') ?? 0n
  })
  const optionTotal = (options ?? []).reduce(
    (sum, option) => sum + (parseAssetUnits(option.value, '4,VOTE') ?? 0n),
    0n,
  )
  const total = optionTotal > 0n ? optionTotal : units.reduce((sum, value) => sum + value, 0n)
  return election.candidates.map((candidate, index) => {
    const votes = units[index] ?? 0n
    return {
      name: candidate.name,
      votes: formatVote(votes),
      share: total > 0n ? Number((votes * 10_000n) / total) / 100 : 0,
    }
  })
}

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
  const options = useBallotOptions(election.ballot_name, open && election.status >= ELECTION_STATUS.live)
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
        <TableCell>{name}</TableCell>
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
              {election.candidates.length === 0 ? (
                <Typography>No candidates.</Typography>
              ) : (
                <List dense aria-label={`Candidates of election ${name}`}>
                  {candidateVotes(election, options.data).map((candidate) => (
                    <ListItem key={candidate.name} disableGutters data-testid={`candidate-${candidate.name}`}>
                      <Stack spacing={0.5} className={styles.candidate}>
                        <Stack direction="row" spacing={1} className={styles.candidateLine}>
                          <AccountAvatar account={candidate.name} size={24} />
                          <Typography>{candidate.name}</Typography>
                          <DocLink
                            hash={
                              nominees.find((n) => n.nominee_name === candidate.name)?.credentials_link ?? ''
                            }
                            label="more info"
                            name={candidate.name}
                          />
                          <Typography data-testid="candidate-votes">{candidate.votes}</Typography>
                        </Stack>
                        <LinearProgress
                          variant="determinate"
                          value={candidate.share}
                          aria-label={`${candidate.name}: ${candidate.share}% of the votes`}
                        />
                      </Stack>
                    </ListItem>
                  ))}
                </List>
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
