import type { CSSProperties, HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import { useModalSurface, type CloseReason } from './internal/modal-surface.ts'
import styles from './drawer.module.css'
import overlay from './internal/overlay.module.css'

/** Props for the drawer's paper, the panel that slides in (MUI's `slotProps.paper`). */
export type DrawerPaperProps = HTMLAttributes<HTMLDivElement> & {
  [data: `data-${string}`]: string | undefined
}

export interface DrawerProps {
  open: boolean
  onClose?: (event: Event | MouseEvent | KeyboardEvent, reason: CloseReason) => void
  anchor?: 'left' | 'right'
  /** Only the modal drawer is supported. */
  variant?: 'temporary'
  children?: ReactNode
  /** `paper`'s aria-label / aria-labelledby name the modal; its id, class and the rest go on the panel. */
  slotProps?: { paper?: DrawerPaperProps }
  className?: string
  style?: CSSProperties
  ref?: Ref<HTMLDialogElement>
}

/** MUI's temporary Drawer on the browser's modal `<dialog>`: a panel at the left or right edge over a dimmed page. */
export function Drawer(props: DrawerProps) {
  if (!props.open) return null
  return <OpenDrawer {...props} />
}

function OpenDrawer({ onClose, anchor = 'left', children, slotProps, className, style }: DrawerProps) {
  const { dialogRef, onMouseDown, onClick } = useModalSurface(onClose)
  const {
    'aria-label': ariaLabel,
    'aria-labelledby': labelledBy,
    className: paperClassName,
    ...paperProps
  } = slotProps?.paper ?? {}
  return (
    <dialog
      ref={dialogRef}
      className={classNames(overlay.layer, className)}
      style={style}
      aria-label={ariaLabel}
      aria-labelledby={labelledBy}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div
        {...paperProps}
        className={classNames(styles.paper, anchor === 'right' ? styles.right : styles.left, paperClassName)}
      >
        {children}
      </div>
    </dialog>
  )
}
