import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Collapse } from './collapse.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Collapse', () => {
  it('with unmountOnExit mounts its content when opened and removes it once closed', () => {
    vi.useFakeTimers()
    const { rerender } = render(
      <Collapse in={false} unmountOnExit>
        <p>Candidates</p>
      </Collapse>,
    )
    expect(screen.queryByText('Candidates')).toBeNull()
    rerender(
      <Collapse in unmountOnExit>
        <p>Candidates</p>
      </Collapse>,
    )
    expect(screen.getByText('Candidates')).toBeTruthy()
    rerender(
      <Collapse in={false} unmountOnExit>
        <p>Candidates</p>
      </Collapse>,
    )
    // Still there while it shrinks, gone after the animation.
    expect(screen.getByText('Candidates')).toBeTruthy()
    act(() => vi.advanceTimersByTime(400))
    expect(screen.queryByText('Candidates')).toBeNull()
  })

  it('without unmountOnExit keeps closed content in the page', () => {
    render(
      <Collapse in={false}>
        <p>Details</p>
      </Collapse>,
    )
    expect(screen.getByText('Details')).toBeTruthy()
  })
})
