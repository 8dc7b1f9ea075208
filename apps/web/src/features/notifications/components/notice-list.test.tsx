import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { dismissNotice, notify } from '@/lib/notifications/notices.ts'
import { NoticeList } from './notice-list.tsx'

afterEach(cleanup)

describe('NoticeList', () => {
  it('wraps a long unbroken chain message and caps its height instead of running off a phone screen', () => {
    const message = `missing authority of ${'a'.repeat(2000)}`
    let id = 0
    act(() => {
      id = notify('negative', message)
    })
    render(<NoticeList />)
    const notice = screen.getByRole('alert')
    expect(notice.textContent).toContain(message)
    expect(getComputedStyle(notice).overflowWrap).toBe('anywhere')
    // The box holding the message text (not the icon or the close button) is the one capped.
    const text = within(notice).getByText(message)
    // 30 % of the viewport height, resolved to pixels.
    expect(parseFloat(getComputedStyle(text).maxHeight)).toBeCloseTo(window.innerHeight * 0.3)
    act(() => dismissNotice(id))
  })
})
