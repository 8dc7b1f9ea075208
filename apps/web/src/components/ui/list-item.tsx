import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import { useListDense } from './internal/list-context.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './list-item.module.css'

export type ListItemOwnProps = {
  alignItems?: 'center' | 'flex-start'
  dense?: boolean
  disableGutters?: boolean
  disablePadding?: boolean
  /** A control at the row's end (e.g. a remove IconButton), outside the item's main content. */
  secondaryAction?: ReactNode
  className?: string
  children?: ReactNode
}

export type ListItemProps<C extends ElementType = 'li'> = PolymorphicProps<C, ListItemOwnProps>

/** One row of a List (`<li>`). */
export function ListItem<C extends ElementType = 'li'>({
  component,
  alignItems = 'center',
  dense,
  disableGutters = false,
  disablePadding = false,
  secondaryAction,
  className,
  children,
  ...rest
}: ListItemProps<C>) {
  const Component: ElementType = component ?? 'li'
  const listDense = useListDense()
  return (
    <Component
      {...rest}
      className={classNames(
        styles.root,
        (dense ?? listDense) && styles.dense,
        disableGutters && styles.disableGutters,
        disablePadding && styles.disablePadding,
        alignItems === 'flex-start' && styles.alignFlexStart,
        secondaryAction !== undefined && !disablePadding && styles.withAction,
        className,
      )}
    >
      {children}
      {secondaryAction !== undefined ? <div className={styles.secondaryAction}>{secondaryAction}</div> : null}
    </Component>
  )
}
