import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Tab } from './tab.tsx'
import { Tabs } from './tabs.tsx'

afterEach(cleanup)

function Developer({ onChange }: { onChange: (value: string) => void }) {
  const [tab, setTab] = useState('create')
  return (
    <Tabs
      value={tab}
      onChange={(_event, value: string) => {
        onChange(value)
        setTab(value)
      }}
      variant="scrollable"
      aria-label="Developer tools"
    >
      <Tab value="create" label="Create account" id="tab-create" aria-controls="panel" />
      <Tab value="faucet" label="Faucet" id="tab-faucet" aria-controls="panel" />
      <Tab value="keys" label="Keys" id="tab-keys" aria-controls="panel" />
    </Tabs>
  )
}

describe('Tabs', () => {
  it('is a named tablist whose selected tab is the only Tab stop', () => {
    render(<Developer onChange={() => {}} />)
    expect(screen.getByRole('tablist', { name: 'Developer tools' })).toBeTruthy()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    expect(tabs[1]?.getAttribute('aria-controls')).toBe('panel')
  })

  it('moves focus with the arrow keys (wrapping), Home and End, without selecting', () => {
    const onChange = vi.fn()
    render(<Developer onChange={onChange} />)
    const [create, faucet, keys] = screen.getAllByRole('tab')
    create?.focus()
    fireEvent.keyDown(create!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(faucet)
    fireEvent.keyDown(faucet!, { key: 'ArrowRight' })
    fireEvent.keyDown(keys!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(create)
    fireEvent.keyDown(create!, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(keys)
    fireEvent.keyDown(keys!, { key: 'Home' })
    expect(document.activeElement).toBe(create)
    fireEvent.keyDown(create!, { key: 'End' })
    expect(document.activeElement).toBe(keys)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('selects a tab on click (Enter and Space click a button) and reports its value', () => {
    const onChange = vi.fn()
    render(<Developer onChange={onChange} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Faucet' }))
    expect(onChange).toHaveBeenCalledWith('faucet')
    expect(screen.getByRole('tab', { name: 'Faucet' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: 'Faucet' }).tabIndex).toBe(0)
    fireEvent.click(screen.getByRole('tab', { name: 'Faucet' }))
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
