import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Chip } from '@/components/ui/chip.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import {
  MAX_VOTED_PRODUCERS,
  useVoteProducers,
  voteData,
  voteProjection,
  type VoterRow,
} from '../api/vote.ts'
import styles from './vote-panel.module.css'
import { failureText } from '@/lib/transact/failure-text.ts'

// Weights are in the chain's stake units (1/10 000 TLOS); shown as TLOS of vote weight.
const weightText = (units: number) =>
  (units / 10_000).toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 })

/** The picked validators as removable chips, the projected weight, and the Vote button. */
export function VotePanel({
  account,
  voter,
  selected,
  onRemove,
}: {
  account: string
  voter: VoterRow | null
  selected: readonly string[]
  onRemove: (owner: string) => void
}) {
  const vote = useVoteProducers()
  const projection = voteProjection(voter, selected.length)
  const noStake = projection.staked <= 0
  const unchanged = voter !== null && [...voter.producers].sort().join(',') === [...selected].sort().join(',')
  return (
    <Paper variant="outlined" component="section" aria-labelledby="vote-heading" className={styles.panel}>
      <Typography id="vote-heading" component="h2" variant="h6" gutterBottom>
        Your votes ({selected.length} of {MAX_VOTED_PRODUCERS})
      </Typography>
      {noStake && (
        <Alert severity="info" className={styles.notice}>
          Votes weigh what you have staked. Stake TLOS for CPU or NET first (the system contract&apos;s
          delegatebw, in your wallet), then vote.
        </Alert>
      )}
      <Stack direction="row" useFlexGap spacing={1} className={styles.picked} aria-label="Picked validators">
        {selected.length === 0 && (
          <Typography color="textSecondary">Tick validators in the table to vote for them.</Typography>
        )}
        {selected.map((owner) => (
          <Chip key={owner} label={owner} onDelete={() => onRemove(owner)} />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} className={styles.weights}>
        <Typography data-testid="projected-weight">
          Projected vote weight: <strong>{weightText(projection.projected)}</strong>
        </Typography>
        <Typography>Last vote weight: {weightText(projection.last)}</Typography>
        <Typography>
          Change: {projection.change >= 0 ? '+' : '−'}
          {weightText(Math.abs(projection.change))}
        </Typography>
      </Stack>
      <Typography variant="body2" color="textSecondary" className={styles.formula}>
        Telos weighs a vote by how many validators it names: (sin(π·n/30 − π/2) + 1) / 2 of your stake, all of
        it at 30.
      </Typography>
      <Button
        variant="contained"
        disabled={noStake || unchanged || vote.isPending}
        onClick={() => vote.mutate(voteData(account, selected))}
      >
        {vote.isPending ? 'Voting…' : 'Vote'}
      </Button>
      {vote.isError && (
        <Alert severity="error" role="alert" className={styles.notice}>
          {failureText(vote.error)}
        </Alert>
      )}
    </Paper>
  )
}
