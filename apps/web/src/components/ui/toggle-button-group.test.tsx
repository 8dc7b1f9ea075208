import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToggleButtonGroup } from './toggle-button-group.tsx'
import { ToggleButton } from './toggle-button.tsx'

afterEach(cleanup)

function Period({ onChange }: { onChange: (value: number | null) => void }) {
  const [days, setDays] = useState<number | null>(7)
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={days}
      aria-label="Benchmark period"
      onChange={(_event, value) => {
        onChange(value)
        setDays(value)
      }}
    >
      <ToggleButton value={1}>1 day</ToggleButton>
      <ToggleButton value={7}>7 days</ToggleButton>
    </ToggleButtonGroup>
  )
}

describe('ToggleButtonGroup', () => {
  it('is a named group whose selected button is aria-pressed; a click selects another', () => {
    const onChange = vi.fn()
    render(<Period onChange={onChange} />)
    expect(screen.getByRole('group', { name: 'Benchmark period' })).toBeTruthy()
    const one = screen.getByRole('button', { name: '1 day' })
    const seven = screen.getByRole('button', { name: '7 days' })
    expect(seven.getAttribute('aria-pressed')).toBe('true')
    expect(one.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(one)
    expect(onChange).toHaveBeenLastCalledWith(1)
    expect(one.getAttribute('aria-pressed')).toBe('true')
    expect(seven.getAttribute('aria-pressed')).toBe('false')
  })

  it('reports null when the pressed button of an exclusive group is pressed again', () => {
    const onChange = vi.fn()
    render(<Period onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', { name: '7 days' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('adds and removes values in a non-exclusive group', () => {
    const onChange = vi.fn()
    render(
      <ToggleButtonGroup value={['a']} onChange={(_event, value) => onChange(value)} aria-label="Letters">
        <ToggleButton value="a">A</ToggleButton>
        <ToggleButton value="b">B</ToggleButton>
      </ToggleButtonGroup>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'B' }))
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b'])
    fireEvent.click(screen.getByRole('button', { name: 'A' }))
    expect(onChange).toHaveBeenLastCalledWith([])
  })

  it('disables every button with the group, and they are native buttons reachable by Tab', () => {
    render(
      <ToggleButtonGroup exclusive value="a" disabled aria-label="Status">
        <ToggleButton value="a">Available</ToggleButton>
        <ToggleButton value="b">Unavailable</ToggleButton>
      </ToggleButtonGroup>,
    )
    for (const button of screen.getAllByRole('button')) {
      expect(button.tagName).toBe('BUTTON')
      expect((button as HTMLButtonElement).disabled).toBe(true)
    }
  })
})
