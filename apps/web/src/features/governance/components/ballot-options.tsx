import { Alert } from '@/components/ui/alert.tsx'
import { Chip } from '@/components/ui/chip.tsx'
import { LinearProgress } from '@/components/ui/linear-progress.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { lazy, Suspense, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import type { OptionData } from '@portal/chain/governance/ballot-content'
import { optionResults } from '@portal/chain/governance/ballot-list'
import { isBallotOpen } from '@portal/chain/governance/ballots'
import type { Ballot } from '../api/ballots.ts'
import { useUserVote } from '../api/voters.ts'
import { BallotImages } from './ballot-images.tsx'
import { LinkedText } from './linked-text.tsx'
import styles from './ballot-options.module.css'

// The vote form (prerequisites, selection messages, signing) is loaded only for a signed-in
// account on an open ballot; a guest reading results never downloads it.
const VoteForm = lazy(async () => ({ default: (await import('./vote-form.tsx')).VoteForm }))

/** The options with their totals as bars and shares, the signed-in account's vote, and the vote form. */
export function BallotOptions({
  ballot,
  optionData,
  account,
  now,
}: {
  ballot: Ballot
  optionData: Readonly<Record<string, OptionData>>
  account: string | null
  now: number
}) {
  const open = isBallotOpen(ballot, now)
  const vote = useUserVote(ballot.ballot_name, account, open)
  const chosen = new Set((vote.data?.weighted_votes ?? []).map((entry) => entry.key))
  // The choice starts as the account's current vote (a revote changes it) until the voter picks.
  const [picked, setPicked] = useState<string[] | null>(null)
  const selected = picked ?? [...chosen]
  const results = optionResults(ballot.options)
  const canVote = open && account !== null

  return (
    <Stack spacing={2} component="section" aria-labelledby="ballot-options-heading">
      <Typography component="h2" variant="h5" id="ballot-options-heading">
        Options and results
      </Typography>
      {vote.data && (
        <Alert severity="info">
          You voted for{' '}
          {[...chosen].map((key) => optionData[key]?.displayText ?? key).join(', ') || 'nothing'} (
          {vote.data.raw_votes}).
          {open ? ' You can change your vote while the ballot is open.' : ''}
        </Alert>
      )}
      <Stack spacing={1.5} role="list" aria-label="Options">
        {results.map((result) => (
          <OptionResult
            key={result.key}
            result={result}
            data={optionData[result.key]}
            isYourVote={chosen.has(result.key)}
          />
        ))}
      </Stack>
      {canVote ? (
        <Suspense fallback={<Typography role="status">Loading the vote form…</Typography>}>
          <VoteForm
            ballot={ballot}
            account={account}
            optionData={optionData}
            selected={selected}
            onSelect={setPicked}
            onVoted={() => setPicked(null)}
          />
        </Suspense>
      ) : (
        <NoVoteForm open={open} ballotName={ballot.ballot_name} />
      )}
    </Stack>
  )
}

type OptionResultProps = {
  result: ReturnType<typeof optionResults>[number]
  data: OptionData | undefined
  /** The signed-in account voted for it. */
  isYourVote: boolean
}

/** One option: its label, key, description and pictures, and its total as a bar and a share. */
function OptionResult({ result, data, isYourVote }: OptionResultProps) {
  const label = data?.displayText ?? result.key
  return (
    <Paper variant="outlined" role="listitem" className={styles.option} aria-label={`Option ${result.key}`}>
      <Stack direction="row" spacing={1} useFlexGap className={styles.header}>
        <Typography component="h3" variant="subtitle1" className={styles.label}>
          {label}
        </Typography>
        {label !== result.key && (
          <Typography variant="body2" color="textSecondary" className={styles.key}>
            {result.key}
          </Typography>
        )}
        {isYourVote && <Chip size="small" color="primary" label="Your vote" />}
      </Stack>
      {data?.description && <LinkedText text={data.description} variant="body2" />}
      {data && (
        <BallotImages
          urls={data.imageUrls}
          label={`Picture of ${label}`}
          size={120}
          className={styles.images}
        />
      )}
      <div className={styles.result}>
        <LinearProgress
          variant="determinate"
          value={result.percent}
          aria-label={`${label}: ${result.percent}%`}
          className={styles.bar}
        />
        <Typography variant="body2" className={styles.percent}>
          {result.percent}%
        </Typography>
      </div>
      <Typography variant="body2" color="textSecondary" data-testid="option-total">
        {result.value}
      </Typography>
    </Paper>
  )
}

/** Why there is no vote form: the ballot is closed, or nobody is signed in (with a way to sign in). */
function NoVoteForm({ open, ballotName }: { open: boolean; ballotName: string }) {
  if (!open) return <Typography color="textSecondary">This ballot is not open for voting.</Typography>
  return (
    <Typography>
      <Link
        component={RouterLink}
        to={`/login?returnUrl=${encodeURIComponent(`/trails/ballot/${ballotName}`)}`}
      >
        Log in
      </Link>{' '}
      to vote on this ballot.
    </Typography>
  )
}
