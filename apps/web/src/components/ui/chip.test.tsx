import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Chip } from './chip.tsx'
import { VerifiedIcon } from './icons.tsx'

afterEach(cleanup)

describe('Chip', () => {
  it('is plain text when it does nothing', () => {
    render(<Chip label="Verified" color="success" size="small" icon={<VerifiedIcon />} />)
    expect(screen.getByText('Verified')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('with onDelete is a focusable button removed by its icon or by Backspace/Delete', () => {
    const onDelete = vi.fn()
    const { container } = render(<Chip label="alice" onDelete={onDelete} />)
    const chip = screen.getByRole('button', { name: 'alice' })
    expect(chip.tabIndex).toBe(0)
    fireEvent.keyUp(chip, { key: 'Backspace' })
    fireEvent.keyUp(chip, { key: 'Delete' })
    const icon = container.querySelector('svg')
    if (!icon) throw new Error('no delete icon')
    fireEvent.click(icon)
    expect(onDelete).toHaveBeenCalledTimes(3)
  })
})
