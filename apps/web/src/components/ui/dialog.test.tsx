import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DialogActions } from './dialog-actions.tsx'
import { DialogContent } from './dialog-content.tsx'
import { DialogTitle } from './dialog-title.tsx'
import { Dialog, type DialogCloseReason } from './dialog.tsx'

afterEach(cleanup)

function Harness({ onClose }: { onClose: (reason: DialogCloseReason) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={(_event, reason) => {
          onClose(reason)
          setOpen(false)
        }}
        aria-labelledby="title"
      >
        <DialogTitle id="title">Confirm transfer</DialogTitle>
        <DialogContent>Send 1 TLOS?</DialogContent>
        <DialogActions>
          <button type="button">Send</button>
        </DialogActions>
      </Dialog>
    </>
  )
}

function openDialog(onClose = vi.fn<(reason: DialogCloseReason) => void>()) {
  render(<Harness onClose={onClose} />)
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  const dialog = screen.getByRole('dialog', { name: 'Confirm transfer' })
  return { onClose, opener, dialog: dialog as HTMLDialogElement }
}

describe('Dialog', () => {
  it('opens as a modal <dialog> named by its title (an h2), and renders nothing while closed', () => {
    render(<Harness onClose={() => {}} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Confirm transfer' }) as HTMLDialogElement
    expect(dialog.tagName).toBe('DIALOG')
    expect(dialog.open).toBe(true)
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm transfer' })).toBeTruthy()
  })

  it('asks onClose with escapeKeyDown on Escape, then gives focus back to the opener', () => {
    const { onClose, opener, dialog } = openDialog()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Send' }), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledWith('escapeKeyDown')
    expect(dialog.isConnected).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it("turns the browser's cancel request into onClose(escapeKeyDown) and keeps the dialog up until the owner closes it", () => {
    const onClose = vi.fn()
    render(
      <Dialog open onClose={(_event, reason) => onClose(reason)} aria-label="Sticky">
        text
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Sticky' }) as HTMLDialogElement
    const cancel = new Event('cancel', { cancelable: true })
    dialog.dispatchEvent(cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(onClose).toHaveBeenCalledWith('escapeKeyDown')
    expect(dialog.open).toBe(true)
  })

  it('asks onClose with backdropClick on a click outside the paper, not on a click inside it', () => {
    const { onClose, opener, dialog } = openDialog()
    fireEvent.mouseDown(screen.getByText('Send 1 TLOS?'))
    fireEvent.click(screen.getByText('Send 1 TLOS?'))
    expect(onClose).not.toHaveBeenCalled()
    // A press inside the paper released outside it (a text selection) does not close either.
    fireEvent.mouseDown(screen.getByText('Send 1 TLOS?'))
    fireEvent.click(dialog)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.mouseDown(dialog)
    fireEvent.click(dialog)
    expect(onClose).toHaveBeenCalledWith('backdropClick')
    expect(document.activeElement).toBe(opener)
  })

  it('stays open on Escape when it has no onClose (a pending action)', () => {
    render(
      <Dialog open aria-label="Busy">
        <button type="button">Wait</button>
      </Dialog>,
    )
    fireEvent.keyDown(screen.getByRole('button', { name: 'Wait' }), { key: 'Escape' })
    expect((screen.getByRole('dialog', { name: 'Busy' }) as HTMLDialogElement).open).toBe(true)
  })

  it('opens with focus on the dialog itself, not on an action, and Tab then reaches the actions', () => {
    const { dialog } = openDialog()
    expect(document.activeElement).toBe(dialog)
    expect(dialog.tabIndex).toBe(-1)
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Send' }))
  })

  it('leaves focus on a field that asked for autoFocus', () => {
    render(
      <Dialog open aria-label="Rename">
        <input aria-label="Name" autoFocus />
        <button type="button">Save</button>
      </Dialog>,
    )
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }))
  })
})
