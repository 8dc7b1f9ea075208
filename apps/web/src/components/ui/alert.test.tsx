import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/styles/theme.css'
import { Alert } from './alert.tsx'
import { AlertTitle } from './alert-title.tsx'

afterEach(cleanup)

describe('Alert', () => {
  it('is announced as an alert with its title and message', () => {
    render(
      <Alert severity="error">
        <AlertTitle>Transfer failed</AlertTitle>
        overdrawn balance
      </Alert>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Transfer failedoverdrawn balance')
  })

  it('takes another role when given one (a status is announced politely)', () => {
    render(<Alert role="status">Saved</Alert>)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Saved')
  })

  it('offers a close button labelled "Close" that calls onClose', () => {
    const onClose = vi.fn()
    render(<Alert onClose={onClose}>Done</Alert>)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('shows its action instead of the close button', () => {
    render(
      <Alert onClose={() => undefined} action={<button type="button">Retry</button>}>
        Could not load
      </Alert>,
    )
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it('draws the severity icon unless icon is false, and the icon stays hidden from screen readers', () => {
    const { container, rerender } = render(<Alert severity="warning">Careful</Alert>)
    const icon = container.querySelector('svg')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    rerender(
      <Alert severity="warning" icon={false}>
        Careful
      </Alert>,
    )
    expect(container.querySelector('svg')).toBeNull()
  })

  it.each([
    ['error', '#fdeded', '#5f2120', '#d32f2f'],
    ['warning', '#fff4e5', '#663c00', '#ed6c02'],
    ['info', '#e5f6fd', '#014361', '#0288d1'],
    ['success', '#edf7ed', '#1e4620', '#2e7d32'],
  ] as const)(
    "draws a %s message in that status's colours: soft and dark text, or a solid fill",
    (severity, soft, ink, main) => {
      const { rerender } = render(<Alert severity={severity}>Message</Alert>)
      const alert = screen.getByRole('alert')
      expect(getComputedStyle(alert).backgroundColor).toBe(soft)
      expect(getComputedStyle(alert).color).toBe(ink)
      rerender(
        <Alert severity={severity} variant="filled">
          Message
        </Alert>,
      )
      expect(getComputedStyle(alert).backgroundColor).toBe(main)
      expect(getComputedStyle(alert).color).toBe('#fff')
    },
  )
})
