import type { ComponentPropsWithRef, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import { useListDense } from './internal/list-context.ts'
import styles from './list-item-text.module.css'

export type ListItemTextProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The main line (body text); `children` is used when it is not given. */
  primary?: ReactNode
  /** The second, grey line. */
  secondary?: ReactNode
  inset?: boolean
  /** Attributes of the two lines' elements. */
  slotProps?: { primary?: ComponentPropsWithRef<'span'>; secondary?: ComponentPropsWithRef<'p'> }
  children?: ReactNode
}

/** A list item's text: a primary line and an optional secondary line under it. */
export function ListItemText({
  primary,
  secondary,
  inset = false,
  slotProps,
  className,
  children,
  ...rest
}: ListItemTextProps) {
  const dense = useListDense()
  const main = primary ?? children
  return (
    <div
      {...rest}
      className={classNames(
        styles.root,
        dense && styles.dense,
        main != null && secondary != null && styles.multiline,
        inset && styles.inset,
        className,
      )}
    >
      {main != null ? (
        <span {...slotProps?.primary} className={classNames(styles.primary, slotProps?.primary?.className)}>
          {main}
        </span>
      ) : null}
      {secondary != null ? (
        <p
          {...slotProps?.secondary}
          className={classNames(styles.secondary, slotProps?.secondary?.className)}
        >
          {secondary}
        </p>
      ) : null}
    </div>
  )
}
