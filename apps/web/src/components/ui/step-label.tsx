import type { HTMLAttributes, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import { useStep } from './internal/stepper-context.ts'
import styles from './stepper.module.css'

export interface StepLabelProps extends HTMLAttributes<HTMLSpanElement> {
  error?: boolean
  ref?: Ref<HTMLSpanElement>
}

/**
 * A step's round icon (its number, or a tick when completed) and its text. The text is in an element
 * marked `data-step-label`, for a journey that reads the labels (`[data-step-label]`).
 */
export function StepLabel({ error = false, className, children, ...props }: StepLabelProps) {
  const step = useStep()
  return (
    <span {...props} className={classNames(styles.label, className)}>
      <span
        className={classNames(
          styles.icon,
          (step.active || step.completed) && styles.iconOn,
          error && styles.iconError,
        )}
        aria-hidden="true"
      >
        {step.completed ? (
          <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
            <path
              fill="currentColor"
              d="M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z"
            />
          </svg>
        ) : (
          step.index + 1
        )}
      </span>
      <span
        data-step-label=""
        className={classNames(
          styles.labelText,
          (step.active || step.completed) && styles.labelTextOn,
          error && styles.labelTextError,
        )}
      >
        {children}
      </span>
    </span>
  )
}
