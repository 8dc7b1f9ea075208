import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Step } from '@/components/ui/step.tsx'
import { StepLabel } from '@/components/ui/step-label.tsx'
import { Stepper } from '@/components/ui/stepper.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { ArbitratorRow, ElectionRow, NomineeRow } from '@portal/chain/contracts/arbitration/index'
import { adminStepIndex, electionPhase, nominationActions } from '@portal/chain/resolve/index'
import styles from './election-step-panel.module.css'

const STEP_TEXTS = [
  'Nominee registration',
  'Candidate registration',
  'Election ready to start',
  'Voting',
  'Arbitration',
]

/** What a nomination action of the step panel sends. */
export type NominationChoice = 'nominate' | 'unregnominee' | 'candaddlead' | 'candrmvlead'

/** The nomination buttons in their order on screen, each shown when its `nominationActions` flag is set. */
const NOMINATION_BUTTONS = [
  { when: 'nominateSelf', choice: 'nominate', label: 'Nominate self', removes: false },
  { when: 'registerCandidate', choice: 'candaddlead', label: 'Register as candidate', removes: false },
  { when: 'removeNomination', choice: 'unregnominee', label: 'Remove nomination', removes: true },
  { when: 'removeCandidacy', choice: 'candrmvlead', label: 'Remove candidacy', removes: true },
] as const

/** The election's current step, with the nomination actions the user may take now. */
export function ElectionStepPanel({
  election,
  nominees,
  arbitrators,
  account,
  now,
  onChoose,
  pending,
}: {
  election: ElectionRow | undefined
  nominees: readonly NomineeRow[]
  arbitrators: readonly ArbitratorRow[]
  account: string | null
  now: number
  onChoose: (choice: NominationChoice) => void
  pending: boolean
}) {
  const active = adminStepIndex(electionPhase(election, now))
  const actions = nominationActions({ account: account ?? undefined, election, nominees, arbitrators, now })
  return (
    <Card component="section" aria-label="Election step">
      <CardContent>
        <Stepper activeStep={active} alternativeLabel className={styles.stepper}>
          {STEP_TEXTS.map((text) => (
            <Step key={text}>
              <StepLabel>{text}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography className={styles.current} data-testid="election-step">
          Current step: {STEP_TEXTS[active]}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {NOMINATION_BUTTONS.filter((button) => actions[button.when]).map((button) => (
            <Button
              key={button.choice}
              variant={button.removes ? 'outlined' : 'contained'}
              color={button.removes ? 'error' : 'primary'}
              onClick={() => onChoose(button.choice)}
              disabled={pending}
            >
              {button.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
