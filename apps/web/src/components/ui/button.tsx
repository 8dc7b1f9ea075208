import type { ElementType, ReactNode } from 'react'
import { ButtonBase, type ButtonBaseOwnProps } from './button-base.tsx'
import { classNames } from './internal/class-names.ts'
import palette from './internal/palette.module.scss'
import type { PaletteColor, PolymorphicProps } from './internal/polymorphic.ts'
import styles from './button.module.css'

export type ButtonOwnProps = ButtonBaseOwnProps & {
  variant?: 'text' | 'outlined' | 'contained'
  color?: PaletteColor | 'inherit'
  size?: 'small' | 'medium' | 'large'
  startIcon?: ReactNode
  endIcon?: ReactNode
  fullWidth?: boolean
}

export type ButtonProps<C extends ElementType = 'button'> = PolymorphicProps<C, ButtonOwnProps>

/** A labelled action: a `<button>`, an `<a>` with `href`, or `component={RouterLink} to=…`. */
export function Button<C extends ElementType = 'button'>({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  startIcon,
  endIcon,
  fullWidth = false,
  disabled = false,
  className,
  children,
  ...rest
}: ButtonProps<C>) {
  return (
    <ButtonBase<ElementType>
      {...rest}
      disabled={disabled}
      className={classNames(
        styles.root,
        styles[variant],
        color === 'inherit' ? styles.inherit : palette[color],
        size !== 'medium' && styles[size],
        fullWidth && styles.fullWidth,
        disabled && styles.disabled,
        className,
      )}
    >
      {startIcon ? <span className={styles.startIcon}>{startIcon}</span> : null}
      {children}
      {endIcon ? <span className={styles.endIcon}>{endIcon}</span> : null}
    </ButtonBase>
  )
}
