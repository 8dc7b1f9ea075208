import {
  cloneElement,
  type ElementType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { classNames } from './internal/class-names.ts'
import palette from './internal/palette.module.scss'
import type { PaletteColor, PolymorphicProps } from './internal/polymorphic.ts'
import { CancelIcon } from './icons.tsx'
import styles from './chip.module.css'

export type ChipOwnProps = {
  label?: ReactNode
  color?: PaletteColor | 'default'
  size?: 'small' | 'medium'
  variant?: 'filled' | 'outlined'
  /** An icon before the label, e.g. `<VerifiedIcon />`; it receives the chip's icon class. */
  icon?: ReactElement<{ className?: string }>
  disabled?: boolean
  onClick?: (event: MouseEvent<HTMLElement>) => void
  /** Shows a remove icon; Backspace or Delete on the focused chip removes it too. */
  onDelete?: (event: MouseEvent<Element> | KeyboardEvent<Element>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
  onKeyUp?: (event: KeyboardEvent<HTMLElement>) => void
  className?: string
}

export type ChipProps<C extends ElementType = 'div'> = PolymorphicProps<C, ChipOwnProps>

/** A compact label (a status, a tag, a picked value); a button when it has onClick or onDelete. */
export function Chip<C extends ElementType = 'div'>({
  component,
  label,
  color = 'default',
  size = 'medium',
  variant = 'filled',
  icon,
  disabled = false,
  onClick,
  onDelete,
  onKeyDown,
  onKeyUp,
  className,
  ...rest
}: ChipProps<C>) {
  const Component: ElementType = component ?? 'div'
  const interactive = Boolean(onClick ?? onDelete) && !disabled
  const iconElement = icon
    ? cloneElement(icon, { className: classNames(styles.icon, icon.props.className) })
    : null
  return (
    <Component
      role={interactive ? 'button' : undefined}
      tabIndex={interactive ? 0 : undefined}
      aria-disabled={disabled || undefined}
      {...rest}
      onClick={onClick}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        onKeyDown?.(event)
        // Space presses a chip button on key up; on key down it must not scroll the page.
        if (interactive && event.key === ' ' && event.currentTarget === event.target) event.preventDefault()
      }}
      onKeyUp={(event: KeyboardEvent<HTMLElement>) => {
        onKeyUp?.(event)
        if (event.currentTarget !== event.target) return
        if (onDelete && (event.key === 'Backspace' || event.key === 'Delete')) onDelete(event)
        else if (onClick && (event.key === 'Enter' || event.key === ' ')) event.currentTarget.click()
      }}
      className={classNames(
        styles.root,
        styles[variant],
        size === 'small' && styles.small,
        color !== 'default' && palette[color],
        color !== 'default' && styles.colored,
        interactive && onClick && styles.clickable,
        disabled && styles.disabled,
        className,
      )}
    >
      {iconElement}
      <span className={styles.label}>{label}</span>
      {onDelete ? (
        <CancelIcon
          className={styles.deleteIcon}
          onClick={(event) => {
            event.stopPropagation()
            onDelete(event)
          }}
        />
      ) : null}
    </Component>
  )
}
