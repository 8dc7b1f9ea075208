import { useContext, useMemo, type LiHTMLAttributes, type Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import { StepContext, StepIndexContext, useStepper } from './internal/stepper-context.ts'
import styles from './stepper.module.css'

export interface StepProps extends LiHTMLAttributes<HTMLLIElement> {
  /** Defaults to being before the Stepper's activeStep. */
  completed?: boolean
  /** Defaults to being the Stepper's activeStep. */
  active?: boolean
  disabled?: boolean
  ref?: Ref<HTMLLIElement>
}

/** One step of a Stepper (a list item); its StepLabel and StepContent read its state. */
export function Step({ completed, active, disabled, className, children, ...props }: StepProps) {
  const stepper = useStepper()
  const { index, last } = useContext(StepIndexContext)
  const state = useMemo(
    () => ({
      index,
      last,
      active: active ?? index === stepper.activeStep,
      completed: completed ?? index < stepper.activeStep,
      disabled: disabled ?? false,
    }),
    [index, last, active, completed, disabled, stepper.activeStep],
  )
  return (
    <li
      {...props}
      data-active={state.active || undefined}
      data-completed={state.completed || undefined}
      className={classNames(styles.step, className)}
    >
      <StepContext value={state}>{children}</StepContext>
    </li>
  )
}
