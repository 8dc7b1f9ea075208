import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PaletteColor, PolymorphicProps } from './internal/polymorphic.ts'
import styles from './badge.module.css'

type BadgeSlotProps = ComponentPropsWithRef<'span'> & { 'data-testid'?: string }

export type BadgeOwnProps = {
  badgeContent?: ReactNode
  color?: PaletteColor | 'default'
  variant?: 'standard' | 'dot'
  invisible?: boolean
  /** Show the badge when its content is 0 (hidden by default, as MUI). */
  showZero?: boolean
  /** Numbers above `max` read `max+`. Default 99. */
  max?: number
  anchorOrigin?: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'right' }
  overlap?: 'rectangular' | 'circular'
  /** Attributes of the badge itself (e.g. `aria-hidden`, a `className` for its colours). */
  slotProps?: { badge?: BadgeSlotProps }
  className?: string
  children?: ReactNode
}

export type BadgeProps<C extends ElementType = 'span'> = PolymorphicProps<C, BadgeOwnProps>

/** A count (or dot) pinned to a corner of its child, hidden when there is nothing to count. */
export function Badge<C extends ElementType = 'span'>({
  component,
  badgeContent,
  color = 'default',
  variant = 'standard',
  invisible: invisibleProp = false,
  showZero = false,
  max = 99,
  anchorOrigin = { vertical: 'top', horizontal: 'right' },
  overlap = 'rectangular',
  slotProps,
  className,
  children,
  ...rest
}: BadgeProps<C>) {
  const Component: ElementType = component ?? 'span'
  const empty = badgeContent === undefined || badgeContent === null || (badgeContent === 0 && !showZero)
  const invisible = invisibleProp || (variant !== 'dot' && empty)
  const shown =
    variant === 'dot' || invisible
      ? null
      : typeof badgeContent === 'number' && badgeContent > max
        ? `${max}+`
        : badgeContent
  const corner = `${anchorOrigin.vertical}${anchorOrigin.horizontal === 'left' ? 'Left' : 'Right'}`
  const badge = slotProps?.badge
  return (
    <Component {...rest} className={classNames(styles.root, className)}>
      {children}
      <span
        {...badge}
        className={classNames(
          styles.badge,
          styles[corner],
          overlap === 'circular' && styles.circular,
          variant === 'dot' && styles.dot,
          color !== 'default' && styles[color],
          invisible && styles.invisible,
          badge?.className,
        )}
      >
        {shown}
      </span>
    </Component>
  )
}
