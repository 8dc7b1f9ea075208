import {
  Children,
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react'
import { classNames } from './internal/class-names.ts'
import type { TabProps } from './tab.tsx'
import styles from './tabs.module.css'

export interface TabsProps<V> extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The selected tab's value (a Tab without `value` has its index). */
  value: V
  onChange?: (event: SyntheticEvent, value: V) => void
  /** `scrollable`: the row scrolls sideways when the tabs do not fit. */
  variant?: 'standard' | 'scrollable' | 'fullWidth'
  /** Accepted for MUI compatibility; a scrollable row scrolls by touch and by keyboard focus, without buttons. */
  allowScrollButtonsMobile?: boolean
  ref?: Ref<HTMLDivElement>
}

/**
 * MUI's Tabs: a tablist whose selected tab is the one Tab stop; Left/Right (and Home/End) move focus
 * between tabs, Enter or Space selects the focused one (MUI's manual activation).
 */
export function Tabs<V>({
  value,
  onChange,
  variant = 'standard',
  allowScrollButtonsMobile: _allowScrollButtonsMobile,
  className,
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  onKeyDown: ownKeyDown,
  ...props
}: TabsProps<V>) {
  const listRef = useRef<HTMLDivElement>(null)
  // As MUI's scrollable tabs: the selected tab is scrolled into the row's view (sideways only).
  useLayoutEffect(() => {
    const list = listRef.current
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]')
    if (!list || !selected || list.scrollWidth <= list.clientWidth) return
    const start = selected.offsetLeft
    const end = start + selected.offsetWidth
    if (start < list.scrollLeft) list.scrollLeft = start
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth
  }, [value])
  const tabs = Children.toArray(children).filter((child): child is ReactElement<TabProps<V>> =>
    isValidElement(child),
  )
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    ownKeyDown?.(event)
    const list = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'))
    const current = list.indexOf(document.activeElement as HTMLElement)
    if (current < 0) return
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % list.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + list.length) % list.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? list.length - 1
              : null
    if (next === null) return
    event.preventDefault()
    list[next]?.focus()
  }
  return (
    <div
      {...props}
      className={classNames(
        styles.tabs,
        variant === 'scrollable' && styles.scrollable,
        variant === 'fullWidth' && styles.fullWidth,
        className,
      )}
    >
      <div
        ref={listRef}
        role="tablist"
        aria-label={ariaLabel}
        aria-labelledby={labelledBy}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const tabValue = tab.props.value ?? (index as V)
          return cloneElement(tab, {
            value: tabValue,
            selected: tabValue === value,
            onSelect: (event: SyntheticEvent) => {
              if (tabValue !== value) onChange?.(event, tabValue)
            },
          })
        })}
      </div>
    </div>
  )
}
