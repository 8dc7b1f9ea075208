import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react'

/** Why a modal surface asks to close, in MUI's words. */
export type CloseReason = 'escapeKeyDown' | 'backdropClick'

let lockedCount = 0
let savedOverflow = ''

// A modal `<dialog>` makes the page inert but leaves it scrollable; MUI's modals stop the page from
// scrolling under them, and so do these while at least one is open.
function lockPageScroll(): () => void {
  if (lockedCount === 0) {
    savedOverflow = document.documentElement.style.overflow
    document.documentElement.style.overflow = 'hidden'
  }
  lockedCount += 1
  return () => {
    lockedCount -= 1
    if (lockedCount === 0) document.documentElement.style.overflow = savedOverflow
  }
}

const TABBABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

/** The elements Tab stops at inside `root`, in order (of a radio group, only the one Tab reaches). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return false
    if (element.getClientRects().length === 0) return false
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '') {
      const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
        (radio) => radio.name === element.name,
      )
      const checked = group.find((radio) => radio.checked)
      return checked ? checked === element : group[0] === element
    }
    return true
  })
}

/**
 * Chromium's modal `<dialog>` lets Tab leave the last control for the browser's own UI (the page's
 * `<body>` in a headless or embedded browser) before coming back: Tab and Shift+Tab wrap around
 * inside the dialog instead, as a modal's focus trap should.
 */
function keepTabInside(dialog: HTMLElement, event: KeyboardEvent) {
  const stops = tabbables(dialog)
  const first = stops[0]
  const last = stops[stops.length - 1]
  if (!first || !last) {
    event.preventDefault()
    return
  }
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * Shows a `<dialog>` as a modal while the calling component is mounted: the browser then traps focus,
 * makes the page inert and puts the dialog in the top layer. Escape and a click on the dialog element
 * itself (its full-viewport backdrop, outside the paper) ask `onClose`; the element that had focus
 * before the dialog opened gets it back when the dialog goes.
 */
export function useModalSurface(
  onClose: ((event: Event | MouseEvent | KeyboardEvent, reason: CloseReason) => void) | undefined,
  /**
   * Where focus goes on open when no child took it with autoFocus: `'first'` leaves the browser's choice
   * (the first focusable element), `'surface'` focuses the `<dialog>` itself, as MUI's Dialog did, so
   * that Enter right after opening never presses an action (a confirm's destructive button, say).
   */
  initialFocus: 'first' | 'surface' = 'first',
): {
  dialogRef: RefObject<HTMLDialogElement | null>
  onMouseDown: (event: MouseEvent<HTMLDialogElement>) => void
  onClick: (event: MouseEvent<HTMLDialogElement>) => void
} {
  const ref = useRef<HTMLDialogElement | null>(null)
  // Read during the first render, before any child's autoFocus moves focus into the dialog.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  )
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })
  const pressedOnBackdrop = useRef(false)

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const focusedInside = dialog.contains(document.activeElement) ? document.activeElement : null
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal()
    } else {
      dialog.setAttribute('open', '')
    }
    // showModal focuses the first focusable element; a field that asked for autoFocus keeps it.
    if (focusedInside instanceof HTMLElement) focusedInside.focus()
    else if (initialFocus === 'surface') dialog.focus()
    const unlock = lockPageScroll()

    // Escape is taken on keydown (so the browser never closes the dialog by itself); a `cancel`
    // from another close request (e.g. a phone's back gesture) is turned into the same request.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && !event.defaultPrevented) {
        keepTabInside(dialog, event)
        return
      }
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      onCloseRef.current?.(event, 'escapeKeyDown')
    }
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current?.(event, 'escapeKeyDown')
    }
    dialog.addEventListener('keydown', onKeyDown)
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('keydown', onKeyDown)
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open && typeof dialog.close === 'function') dialog.close()
      unlock()
      if (opener?.isConnected) opener.focus()
    }
  }, [opener, initialFocus])

  return {
    dialogRef: ref,
    onMouseDown: (event) => {
      pressedOnBackdrop.current = event.target === event.currentTarget
    },
    onClick: (event) => {
      // Only a press and release both outside the paper count: a text selection dragged out of the
      // paper must not close the dialog.
      const backdrop = pressedOnBackdrop.current && event.target === event.currentTarget
      pressedOnBackdrop.current = false
      if (backdrop) onCloseRef.current?.(event, 'backdropClick')
    },
  }
}
