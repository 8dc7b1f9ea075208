import type { CSSProperties, HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import maxWidths from './internal/max-width.module.css'
import { useModalSurface, type CloseReason } from './internal/modal-surface.ts'
import styles from './dialog.module.css'
import overlay from './internal/overlay.module.css'

export type DialogCloseReason = CloseReason

export interface DialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onClose'> {
  open: boolean
  /** Asked on Escape (`'escapeKeyDown'`) and on a click outside the paper (`'backdropClick'`). Without it the dialog stays open. */
  onClose?: (event: Event | MouseEvent | KeyboardEvent, reason: DialogCloseReason) => void
  children?: ReactNode
  /** Stretch the paper to `maxWidth`. */
  fullWidth?: boolean
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | false
  fullScreen?: boolean
  /** `'paper'`: the content scrolls inside the paper; `'body'`: the whole dialog scrolls. */
  scroll?: 'paper' | 'body'
  ref?: Ref<HTMLDivElement>
  className?: string
  style?: CSSProperties
}

/**
 * MUI's Dialog on the browser's modal `<dialog>` (focus trap, Escape, inert page, top layer). The
 * `<dialog>` covers the viewport and carries the accessible name; the paper inside it holds the
 * content. Opened, the dialog itself has focus (unless a child asked for autoFocus), as with MUI: Tab
 * then reaches the first control, and Enter never confirms by accident. Closed, nothing is rendered.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null
  return <OpenDialog {...props} />
}

function OpenDialog({
  open: _open,
  onClose,
  children,
  fullWidth = false,
  maxWidth = 'sm',
  fullScreen = false,
  scroll = 'paper',
  className,
  style,
  ref,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-label': ariaLabel,
  ...paperProps
}: DialogProps) {
  const { dialogRef, onMouseDown, onClick } = useModalSurface(onClose, 'surface')
  return (
    <dialog
      ref={dialogRef}
      // Focusable by script only: it takes focus on open (see useModalSurface), never by Tab.
      tabIndex={-1}
      className={classNames(overlay.layer, styles.root, scroll === 'body' && styles.scrollBody)}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-label={ariaLabel}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div
        {...paperProps}
        ref={ref}
        style={style}
        className={classNames(
          styles.paper,
          maxWidth !== false && maxWidths[maxWidth],
          fullWidth && styles.fullWidth,
          fullScreen && styles.fullScreen,
          className,
        )}
      >
        {children}
      </div>
    </dialog>
  )
}
