import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { classNames } from './internal/class-names.ts'
import { useModalSurface } from './internal/modal-surface.ts'
import styles from './menu.module.css'
import overlay from './internal/overlay.module.css'

export type MenuCloseReason = 'escapeKeyDown' | 'backdropClick' | 'tabKeyDown'

export interface MenuProps {
  /** The button the menu hangs under; focus goes back to it when the menu closes. */
  anchorEl: HTMLElement | null
  open: boolean
  onClose?: (
    event: Event | MouseEvent | KeyboardEvent | globalThis.KeyboardEvent,
    reason: MenuCloseReason,
  ) => void
  children?: ReactNode
  /** The id of the `menu` element (for the button's aria-controls). */
  id?: string
  MenuListProps?: HTMLAttributes<HTMLDivElement>
  className?: string
  style?: CSSProperties
}

/**
 * MUI's Menu on the browser's modal `<dialog>`: under its anchor, the page inert behind it. The
 * first item takes focus; Up/Down/Home/End move between items; Escape, Tab or a click outside close
 * it and focus returns to the anchor.
 */
export function Menu(props: MenuProps) {
  if (!props.open || !props.anchorEl) return null
  return <OpenMenu {...props} anchorEl={props.anchorEl} />
}

const GAP = 0
const MARGIN = 16

function OpenMenu({
  anchorEl,
  onClose,
  children,
  id,
  MenuListProps,
  className,
  style,
}: MenuProps & { anchorEl: HTMLElement }) {
  const { dialogRef, onMouseDown, onClick } = useModalSurface(onClose)
  const listRef = useRef<HTMLDivElement>(null)
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null)

  useLayoutEffect(() => {
    const rect = anchorEl.getBoundingClientRect()
    const list = listRef.current
    const width = list?.offsetWidth ?? 0
    const height = list?.offsetHeight ?? 0
    // Under the anchor, its left edges aligned, kept inside the viewport.
    const left = Math.max(MARGIN, Math.min(rect.left, window.innerWidth - width - MARGIN))
    const below = rect.bottom + GAP
    const top =
      below + height > window.innerHeight - MARGIN && rect.top - GAP - height >= MARGIN
        ? rect.top - GAP - height
        : below
    setPosition({ top, left })
  }, [anchorEl])

  // The first item takes focus once the list is placed: while it is still `visibility: hidden` (before
  // its position is known) the browser refuses to focus anything in it.
  const placed = position !== null
  useLayoutEffect(() => {
    if (placed) items(listRef.current)[0]?.focus()
  }, [placed])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    MenuListProps?.onKeyDown?.(event)
    const list = items(listRef.current)
    const current = list.indexOf(document.activeElement as HTMLElement)
    let next: number | null = null
    if (event.key === 'ArrowDown') next = current < 0 ? 0 : (current + 1) % list.length
    else if (event.key === 'ArrowUp') next = current <= 0 ? list.length - 1 : current - 1
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = list.length - 1
    else if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      // A link item follows itself on Enter; a plain item is clicked as a button would be.
      const item = list[current]
      if (item && !(item instanceof HTMLAnchorElement)) {
        event.preventDefault()
        item.click()
      }
      return
    } else if (event.key === 'Tab') {
      event.preventDefault()
      onClose?.(event, 'tabKeyDown')
      return
    }
    if (next !== null && list.length > 0) {
      event.preventDefault()
      list[next]?.focus()
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={classNames(overlay.layer, styles.root)}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div
        {...MenuListProps}
        ref={listRef}
        id={id}
        role="menu"
        onKeyDown={onKeyDown}
        className={classNames(styles.paper, MenuListProps?.className, className)}
        style={{
          ...style,
          top: position?.top ?? 0,
          left: position?.left ?? 0,
          visibility: position ? undefined : 'hidden',
        }}
      >
        {children}
      </div>
    </dialog>
  )
}

/** The menu's enabled items, in order. */
function items(list: HTMLElement | null): HTMLElement[] {
  if (!list) return []
  return Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]')).filter(
    (item) => item.getAttribute('aria-disabled') !== 'true',
  )
}
