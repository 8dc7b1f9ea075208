import Button from '@mui/material/Button'
import Step from '@mui/material/Step'
import StepContent from '@mui/material/StepContent'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { ElectionRow } from '@portal/chain/contracts/arbitration/index'
import { ADMIN_STEPS, adminStepIndex, electionPhase, type ElectionPhase } from '@portal/chain/resolve/index'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { BeginVotingDialog } from './begin-voting-dialog.tsx'
import { ConfirmDialog } from '@/components/confirm-dialog.tsx'
import { DeadlineText } from '@/components/deadline.tsx'
import { DocumentDialog } from './document-dialog.tsx'

type Dialog = 'prepare' | 'begin' | 'finalize' | null

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
  const [dialog, setDialog] = useState<Dialog>(null)
  const phase = electionPhase(election, now)
  const active = adminStepIndex(phase)
  const body = (step: ElectionPhase) => {
    switch (step) {
      case 'setup':
        return (
          <>
            <Typography data-testid="available-seats">Available seats: {seats}</Typography>
            {isAdmin && seats > 0 && (
              <Button variant="contained" sx={{ mt: 1 }} onClick={() => setDialog('prepare')}>
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
          <Button variant="contained" onClick={() => setDialog('begin')}>
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
          <Button variant="contained" onClick={() => setDialog('finalize')}>
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
      {account && dialog === 'prepare' && (
        <DocumentDialog
          open
          onClose={() => setDialog(null)}
          title="Prepare election"
          intro="Upload the election information document; nominations open once the election is created."
          label="Election information document"
          submitLabel="Prepare election"
          account={account}
          transaction={(hash) => ({
            title: 'Prepare election',
            calls: [arbitrationAction('initelection', { content: hash })],
          })}
        />
      )}
      {dialog === 'begin' && <BeginVotingDialog open onClose={() => setDialog(null)} />}
      {dialog === 'finalize' && (
        <ConfirmDialog
          open
          onClose={() => setDialog(null)}
          title="Finalize election"
          text="End the election: the winners take their seats as arbitrators."
          confirmLabel="Finalize election"
          transaction={{ title: 'Finalize election', calls: [arbitrationAction('endelection', {})] }}
        />
      )}
    </>
  )
}
