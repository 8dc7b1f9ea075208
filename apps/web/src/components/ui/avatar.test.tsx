import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Avatar } from './avatar.tsx'

afterEach(cleanup)

describe('Avatar', () => {
  it('shows the picture with its img attributes, and the initials once it fails to load', () => {
    const onError = vi.fn()
    const { rerender } = render(
      <Avatar
        src="https://example.com/a.png"
        alt="TLOS logo"
        slotProps={{ img: { referrerPolicy: 'no-referrer', onError } }}
      >
        T
      </Avatar>,
    )
    const img = screen.getByRole('img', { name: 'TLOS logo' })
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(screen.queryByText('T')).toBeNull()
    fireEvent.error(img)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('T')).toBeTruthy()
    // A new address is tried again.
    rerender(
      <Avatar src="https://example.com/b.png" alt="TLOS logo">
        T
      </Avatar>,
    )
    expect(screen.getByRole('img', { name: 'TLOS logo' }).getAttribute('src')).toBe(
      'https://example.com/b.png',
    )
  })
})
