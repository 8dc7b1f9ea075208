import { Children, isValidElement, useMemo, type HTMLAttributes, type ReactElement, type Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import { StepperContext } from './internal/stepper-context.ts'
import { StepIndexContext } from './internal/stepper-context.ts'
import styles from './stepper.module.css'

export interface StepperProps extends HTMLAttributes<HTMLOListElement> {
  /** The current step (0-based); steps before it show as completed. */
  activeStep?: number
  orientation?: 'horizontal' | 'vertical'
  /** Horizontal: each label under its icon. */
  alternativeLabel?: boolean
  ref?: Ref<HTMLOListElement>
}

/** MUI's Stepper as an ordered list of Steps joined by connector lines. */
export function Stepper({
  activeStep = 0,
  orientation = 'horizontal',
  alternativeLabel = false,
  className,
  children,
  ...props
}: StepperProps) {
  const state = useMemo(
    () => ({ activeStep, orientation, alternativeLabel }),
    [activeStep, orientation, alternativeLabel],
  )
  const steps = Children.toArray(children).filter((child): child is ReactElement => isValidElement(child))
  return (
    <ol
      {...props}
      className={classNames(
        styles.stepper,
        orientation === 'vertical' ? styles.vertical : styles.horizontal,
        alternativeLabel && orientation === 'horizontal' && styles.alternative,
        className,
      )}
    >
      <StepperContext value={state}>
        {steps.map((step, index) => (
          <StepIndexContext key={step.key ?? index} value={{ index, last: index === steps.length - 1 }}>
            {step}
          </StepIndexContext>
        ))}
      </StepperContext>
    </ol>
  )
}
