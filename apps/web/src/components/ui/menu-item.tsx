import type { ElementType, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './menu.module.css'

type MenuItemOwnProps = {
  disabled?: boolean
  selected?: boolean
  dense?: boolean
  className?: string
  ref?: Ref<HTMLElement>
}

export type MenuItemProps<C extends ElementType = 'div'> = PolymorphicProps<C, MenuItemOwnProps>

/**
 * An entry of a Menu (role menuitem); `component={RouterLink}` with `to` makes it a link. The Menu
 * moves focus between its items with the arrow keys, so each is out of the Tab order.
 */
export function MenuItem<C extends ElementType = 'div'>({
  component,
  disabled = false,
  selected = false,
  dense = false,
  className,
  ...props
}: MenuItemProps<C>) {
  const Component: ElementType = component ?? 'div'
  return (
    <Component
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      {...props}
      data-menu-item=""
      className={classNames(
        styles.item,
        dense && styles.dense,
        selected && styles.selected,
        disabled && styles.disabled,
        className,
      )}
    />
  )
}
