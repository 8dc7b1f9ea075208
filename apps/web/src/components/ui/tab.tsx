import type { ButtonHTMLAttributes, ReactNode, Ref, SyntheticEvent } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './tabs.module.css'

export interface TabProps<V = unknown> extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'onSelect'
> {
  label?: ReactNode
  value?: V
  /** Set by Tabs. */
  selected?: boolean
  /** Set by Tabs: called when the tab is clicked (or chosen with Enter or Space). */
  onSelect?: (event: SyntheticEvent) => void
  ref?: Ref<HTMLButtonElement>
}

/** One tab of a Tabs row: a button with role tab, aria-selected, in the Tab order only when selected. */
export function Tab<V>({
  label,
  value: _value,
  selected = false,
  onSelect,
  onClick,
  className,
  children,
  ...props
}: TabProps<V>) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      {...props}
      className={classNames(styles.tab, className)}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) onSelect?.(event)
      }}
    >
      {label}
      {children}
    </button>
  )
}
