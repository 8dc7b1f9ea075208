import type { HTMLAttributes, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './form.module.css'

export interface InputAdornmentProps extends HTMLAttributes<HTMLDivElement> {
  position: 'start' | 'end'
  ref?: Ref<HTMLDivElement>
}

/** An icon or button inside a field's frame, before or after the text. */
export function InputAdornment({ position, className, ...props }: InputAdornmentProps) {
  return (
    <div
      {...props}
      className={classNames(
        styles.adornment,
        position === 'start' ? styles.adornmentStart : styles.adornmentEnd,
        className,
      )}
    />
  )
}
