import { Button } from '@/components/ui/button.tsx'
import { Step } from '@/components/ui/step.tsx'
import { StepContent } from '@/components/ui/step-content.tsx'
import { StepLabel } from '@/components/ui/step-label.tsx'
import { Stepper } from '@/components/ui/stepper.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useState } from 'react'
import type { ElectionRow } from '@portal/chain/contracts/arbitration/index'
import { ADMIN_STEPS, adminStepIndex, electionPhase, type ElectionPhase } from '@portal/chain/resolve/index'
import { DeadlineText } from '@/components/deadline.tsx'
import { LazySlot, lazyPart, preloadOn } from '@/lib/lazy-part.tsx'
import type { AdminDialog } from './admin-dialogs.tsx'
import styles from './admin-stepper.module.css'

// The election dialogs (upload, dates, confirmation) load when the admin first opens one.
const AdminDialogs = lazyPart(async () => (await import('./admin-dialogs.tsx')).AdminDialogs)

/**
 * The election steps as a vertical stepper following the current election (config.current_election_id,
 * never simply the first row). Controls show only to the admin: Prepare Election while seats are
 * available, Start Election once candidates are registered, Finalize once voting has ended.
 */
export function AdminStepper({
  election,
  seats,
  isAdmin,
  account,
  now,
}: {
  election: ElectionRow | undefined
  seats: number
  isAdmin: boolean
  account: string | null
  now: number
}) {
  const [dialog, setDialog] = useState<AdminDialog | null>(null)
  const phase = electionPhase(election, now)
  const active = adminStepIndex(phase)
  const body = (step: ElectionPhase) => {
    switch (step) {
      case 'setup':
        return (
          <>
            <Typography data-testid="available-seats">Available seats: {seats}</Typography>
            {isAdmin && seats > 0 && (
              <Button
                variant="contained"
                className={styles.prepare}
                onClick={() => setDialog('prepare')}
                {...preloadOn(AdminDialogs)}
              >
                Prepare election
              </Button>
            )}
          </>
        )
      case 'candidate-registration':
        return (
          <Typography>
            Nominees register as candidates until{' '}
            {election ? <DeadlineText value={election.end_add_candidates_ts} /> : '…'}.
          </Typography>
        )
      case 'election-ready':
        return isAdmin ? (
          <Button variant="contained" onClick={() => setDialog('begin')} {...preloadOn(AdminDialogs)}>
            Start election
          </Button>
        ) : (
          <Typography>The admin can start the election.</Typography>
        )
      case 'voting':
        return (
          <Typography>
            Voting is open until {election ? <DeadlineText value={election.end_voting_ts} /> : '…'}.
          </Typography>
        )
      case 'finalization':
        return isAdmin ? (
          <Button variant="contained" onClick={() => setDialog('finalize')} {...preloadOn(AdminDialogs)}>
            Finalize election
          </Button>
        ) : (
          <Typography>Voting has ended; the admin finalizes the election.</Typography>
        )
    }
  }
  return (
    <>
      <Stepper orientation="vertical" activeStep={active} aria-label="Election steps">
        {ADMIN_STEPS.map((step, index) => (
          <Step key={step.phase} aria-current={index === active ? 'step' : undefined}>
            <StepLabel data-testid={index === active ? 'active-admin-step' : undefined}>
              {step.label}
            </StepLabel>
            <StepContent>{body(step.phase)}</StepContent>
          </Step>
        ))}
      </Stepper>
      {dialog && (
        <LazySlot open what="The election dialog" onFailed={() => setDialog(null)}>
          <AdminDialogs dialog={dialog} account={account} onClose={() => setDialog(null)} />
        </LazySlot>
      )}
    </>
  )
}
