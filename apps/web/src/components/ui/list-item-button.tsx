import type { ElementType } from 'react'
import { ButtonBase, type ButtonBaseOwnProps } from './button-base.tsx'
import { classNames } from './internal/class-names.ts'
import { useListDense } from './internal/list-context.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './list-item-button.module.css'

export type ListItemButtonOwnProps = ButtonBaseOwnProps & {
  selected?: boolean
  dense?: boolean
  disableGutters?: boolean
}

export type ListItemButtonProps<C extends ElementType = 'div'> = PolymorphicProps<C, ListItemButtonOwnProps>

/** A whole list row that acts (a role="button" `div`, or `component={NavLink} to=…` for navigation). */
export function ListItemButton<C extends ElementType = 'div'>({
  component,
  selected = false,
  dense,
  disableGutters = false,
  disabled = false,
  className,
  ...rest
}: ListItemButtonProps<C>) {
  const listDense = useListDense()
  return (
    <ButtonBase<ElementType>
      {...rest}
      component={component ?? 'div'}
      disabled={disabled}
      className={classNames(
        styles.root,
        (dense ?? listDense) && styles.dense,
        disableGutters && styles.disableGutters,
        selected && styles.selected,
        disabled && styles.disabled,
        className,
      )}
    />
  )
}
