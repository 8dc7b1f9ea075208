import type { ComponentPropsWithRef } from 'react'
import { classNames } from './internal/class-names.ts'
import palette from './internal/palette.module.scss'
import type { PaletteColor } from './internal/polymorphic.ts'
import styles from './circular-progress.module.css'

export type CircularProgressProps = Omit<ComponentPropsWithRef<'span'>, 'color'> & {
  variant?: 'indeterminate' | 'determinate'
  /** 0–100, for the determinate variant. */
  value?: number
  /** Diameter in px (default 40) or a CSS length. */
  size?: number | string
  thickness?: number
  color?: PaletteColor | 'inherit'
}

const BOX = 44

/** A spinner (role="progressbar"); the determinate one fills to `value` and reports it. */
export function CircularProgress({
  variant = 'indeterminate',
  value = 0,
  size = 40,
  thickness = 3.6,
  color = 'primary',
  className,
  style,
  ...rest
}: CircularProgressProps) {
  const radius = (BOX - thickness) / 2
  const circumference = 2 * Math.PI * radius
  const determinate = variant === 'determinate'
  const length = typeof size === 'number' ? `${size}px` : size
  return (
    <span
      role="progressbar"
      aria-valuenow={determinate ? Math.round(value) : undefined}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      {...rest}
      className={classNames(
        styles.root,
        color === 'inherit' ? styles.inherit : palette[color],
        styles[variant],
        className,
      )}
      style={{ width: length, height: length, ...style }}
    >
      <svg className={styles.svg} viewBox={`${BOX / 2} ${BOX / 2} ${BOX} ${BOX}`}>
        <circle
          className={styles.circle}
          cx={BOX}
          cy={BOX}
          r={radius}
          fill="none"
          strokeWidth={thickness}
          strokeDasharray={determinate ? circumference.toFixed(3) : undefined}
          strokeDashoffset={
            determinate ? `${(((100 - value) / 100) * circumference).toFixed(3)}px` : undefined
          }
        />
      </svg>
    </span>
  )
}
