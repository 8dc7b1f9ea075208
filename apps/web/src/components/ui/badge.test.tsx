import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Badge } from './badge.tsx'

afterEach(cleanup)

function badgeOf(testId: string) {
  const badge = screen.getByTestId(testId).lastElementChild
  if (!badge) throw new Error('no badge')
  return badge
}

describe('Badge', () => {
  it('shows its count, capped at max+, on its child', () => {
    render(
      <>
        <Badge badgeContent={3} data-testid="few" slotProps={{ badge: { 'aria-hidden': true } }}>
          <span>bell</span>
        </Badge>
        <Badge badgeContent={120} data-testid="many">
          <span>bell</span>
        </Badge>
      </>,
    )
    expect(badgeOf('few').textContent).toBe('3')
    expect(badgeOf('few').getAttribute('aria-hidden')).toBe('true')
    expect(badgeOf('many').textContent).toBe('99+')
  })

  it('shows nothing for zero unless showZero', () => {
    render(
      <>
        <Badge badgeContent={0} data-testid="zero">
          <span>bell</span>
        </Badge>
        <Badge badgeContent={0} showZero data-testid="shown">
          <span>bell</span>
        </Badge>
      </>,
    )
    expect(badgeOf('zero').textContent).toBe('')
    expect(badgeOf('shown').textContent).toBe('0')
  })
})
