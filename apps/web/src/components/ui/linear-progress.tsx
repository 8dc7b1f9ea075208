import type { ComponentPropsWithRef } from 'react'
import { classNames } from './internal/class-names.ts'
import palette from './internal/palette.module.scss'
import type { PaletteColor } from './internal/polymorphic.ts'
import styles from './linear-progress.module.css'

export type LinearProgressProps = Omit<ComponentPropsWithRef<'span'>, 'color'> & {
  variant?: 'indeterminate' | 'determinate'
  /** 0–100, for the determinate variant. */
  value?: number
  color?: PaletteColor
}

/** A thin progress bar (role="progressbar"); the determinate one fills to `value` and reports it. */
export function LinearProgress({
  variant = 'indeterminate',
  value = 0,
  color = 'primary',
  className,
  ...rest
}: LinearProgressProps) {
  const determinate = variant === 'determinate'
  return (
    <span
      role="progressbar"
      aria-valuenow={determinate ? Math.round(value) : undefined}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      {...rest}
      className={classNames(styles.root, palette[color], styles[variant], className)}
    >
      {determinate ? (
        <span
          className={styles.bar}
          style={{ transform: `translateX(${Math.min(100, Math.max(0, value)) - 100}%)` }}
        />
      ) : (
        <>
          <span className={classNames(styles.bar, styles.bar1)} />
          <span className={classNames(styles.bar, styles.bar2)} />
        </>
      )}
    </span>
  )
}
