import type { HTMLAttributes, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import { useStep } from './internal/stepper-context.ts'
import styles from './stepper.module.css'

export interface StepContentProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>
}

/** A vertical step's body, rendered only while the step is active (as MUI, which unmounts it). */
export function StepContent({ className, children, ...props }: StepContentProps) {
  const step = useStep()
  return (
    <div {...props} className={classNames(styles.content, step.last && styles.contentLast, className)}>
      {step.active && children}
    </div>
  )
}
