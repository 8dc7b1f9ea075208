import { Step } from '@/components/ui/step.tsx'
import { StepLabel } from '@/components/ui/step-label.tsx'
import { Stepper } from '@/components/ui/stepper.tsx'
import { caseStatusLabel, caseSteps, isCaseClosed } from '@portal/chain/resolve/index'

/**
 * The case's path as a vertical stepper whose active step is the current status. A case that ended
 * dismissed, cancelled or in mistrial shows that ending as its own (active) step.
 */
export function CaseStepper({ status }: { status: number }) {
  const steps = caseSteps(status)
  const active = steps.indexOf(status as (typeof steps)[number])
  const finished = isCaseClosed(status)
  return (
    <Stepper orientation="vertical" activeStep={active} aria-label="Case progress">
      {steps.map((step, index) => (
        <Step
          key={step}
          completed={index < active || (finished && index === active)}
          aria-current={index === active ? 'step' : undefined}
          data-testid={index === active ? 'active-case-step' : undefined}
        >
          <StepLabel>{caseStatusLabel(step)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  )
}
