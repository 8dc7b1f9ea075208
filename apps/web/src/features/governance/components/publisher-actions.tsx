import { Button } from '@/components/ui/button.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ballotDeletePlan, canCloseVoting } from '@portal/chain/governance/ballot-lifecycle'
import { chainTimeMs, toChainTime } from '@portal/chain/time'
import type { Ballot } from '../api/ballots.ts'
import { decideConfigQuery } from '../api/decide-fee.ts'
import type { PublisherDialogKind } from './publisher-dialog.tsx'
import { useDeadlineNow } from '@/components/use-now.ts'
import { LazySlot, lazyPart, preloadOn } from '@/lib/lazy-part.tsx'
import styles from './publisher-actions.module.css'

// The publisher's forms load when one is first opened; readers of the ballot never fetch them.
const PublisherDialog = lazyPart(async () => (await import('./publisher-dialog.tsx')).PublisherDialog)

type Open = PublisherDialogKind | null

/**
 * What the publisher can do with the ballot in its current status. Only the publisher sees this;
 * telos.decide checks the publisher's signature on every one of these actions.
 */
export function PublisherActions({ ballot }: { ballot: Ballot }) {
  const [open, setOpen] = useState<Open>(null)
  const config = useQuery(decideConfigQuery())
  const cooldown = config.data?.times.find((time) => time.key === 'balcooldown')?.value ?? 0
  // Deletion opens when the cooldown after the end passes, a moment no row holds.
  const endMs = chainTimeMs(ballot.end_time)
  const cooldownEnd = endMs === undefined ? undefined : toChainTime(endMs + cooldown * 1_000)
  const now = useDeadlineNow(ballot, cooldownEnd)
  const close = () => setOpen(null)
  const setup = ballot.status === 'setup'
  const voting = ballot.status === 'voting'
  const ended = voting && (chainTimeMs(ballot.end_time) ?? 0) < now
  const deletion = ballotDeletePlan(ballot, now, cooldown)
  const button = (key: Exclude<Open, null>, label: string) => (
    <Button
      key={key}
      variant="outlined"
      size="small"
      onClick={() => setOpen(key)}
      {...preloadOn(PublisherDialog)}
    >
      {label}
    </Button>
  )
  return (
    <Paper variant="outlined" component="section" aria-label="Publisher actions" className={styles.actions}>
      <Typography component="h2" variant="h6" gutterBottom>
        You published this ballot
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap className={styles.buttons}>
        {setup && [
          button('details', 'Edit details'),
          button('minmax', 'Edit min/max'),
          button('settings', 'Settings'),
          button('open', 'Open voting'),
        ]}
        {voting && !ended && button('cancel', 'Cancel ballot')}
        {canCloseVoting(ballot, now) && button('close', 'Close voting')}
        {ballot.status !== 'archived' && (voting ? ended : true) && button('delete', 'Delete ballot')}
      </Stack>
      {voting && !ended && (
        <Typography variant="body2" color="textSecondary" className={styles.note}>
          Voting is open: you can cancel the ballot now, or close it once the end time has passed.
        </Typography>
      )}
      {open && (
        <LazySlot open what="The ballot dialog" onFailed={close}>
          <PublisherDialog open={open} ballot={ballot} deletion={deletion} onClose={close} />
        </LazySlot>
      )}
    </Paper>
  )
}
