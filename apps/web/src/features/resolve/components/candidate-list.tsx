import { LinearProgress } from '@/components/ui/linear-progress.tsx'
import { List } from '@/components/ui/list.tsx'
import { ListItem } from '@/components/ui/list-item.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { formatVote, parseAssetUnits } from '@portal/chain/assets'
import type { ElectionRow, NomineeRow } from '@portal/chain/contracts/arbitration/index'
import { ELECTION_STATUS, electionName } from '@portal/chain/resolve/index'
import { AccountAvatar } from '@/components/account-avatar.tsx'
import { DocLink } from '@/components/doc-link.tsx'
import styles from './elections-table.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

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
  const shares = roundedShares(units, total)
  return election.candidates.map((candidate, index) => {
    const votes = units[index] ?? 0n
    return { name: candidate.name, votes: formatVote(votes), share: shares[index] ?? 0 }
  })
}

/**
 * Each part's share of `total` in percent, to one decimal, rounded so that the shares of a whole add up
 * to exactly 100 (largest remainder: flooring each alone showed 16.6 + 31.2 + 52 = 99.8 %).
 */
export function roundedShares(parts: readonly bigint[], total: bigint): number[] {
  if (total <= 0n) return parts.map(() => 0)
  const tenths = parts.map((part) => (part * 1000n) / total)
  const remainders = parts.map((part) => (part * 1000n) % total)
  const whole = parts.reduce((sum, part) => sum + part, 0n) === total
  let missing = whole ? 1000n - tenths.reduce((sum, value) => sum + value, 0n) : 0n
  const byRemainder = remainders
    .map((_, index) => index)
    .sort((a, b) => Number(remainders[b]! - remainders[a]!))
  for (const index of byRemainder) {
    if (missing <= 0n) break
    tenths[index] = tenths[index]! + 1n
    missing -= 1n
  }
  return tenths.map((value) => Number(value) / 10)
}

/** An election's candidates with their votes; `options` are its ballot's totals once voting began. */
export function CandidateList({
  election,
  nominees,
  options,
}: {
  election: ElectionRow
  nominees: readonly NomineeRow[]
  options?: readonly { key: string; value: string }[] | undefined
}) {
  const name = electionName(election)
  return election.candidates.length === 0 ? (
    <EmptyState compact>No candidates.</EmptyState>
  ) : (
    <List dense aria-label={`Candidates of election ${name}`}>
      {candidateVotes(election, options).map((candidate) => (
        <ListItem key={candidate.name} disableGutters data-testid={`candidate-${candidate.name}`}>
          <Stack spacing={0.5} className={styles.candidate}>
            <Stack direction="row" spacing={1} className={styles.candidateLine}>
              <AccountAvatar account={candidate.name} size={24} />
              <Typography>{candidate.name}</Typography>
              <DocLink
                hash={nominees.find((n) => n.nominee_name === candidate.name)?.credentials_link ?? ''}
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
  )
}
