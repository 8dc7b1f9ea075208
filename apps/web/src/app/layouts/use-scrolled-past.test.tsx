import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useScrolledPast } from './use-scrolled-past.ts'

afterEach(() => {
  cleanup()
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
})

function Probe() {
  return <p>{useScrolledPast(50) ? 'scrolled' : 'at the top'}</p>
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('useScrolledPast', () => {
  it('turns true only once the window has scrolled past the threshold, and false again back at the top', () => {
    render(<Probe />)
    expect(screen.getByText('at the top')).toBeTruthy()
    scrollTo(50)
    expect(screen.getByText('at the top')).toBeTruthy()
    scrollTo(51)
    expect(screen.getByText('scrolled')).toBeTruthy()
    scrollTo(0)
    expect(screen.getByText('at the top')).toBeTruthy()
  })
})
