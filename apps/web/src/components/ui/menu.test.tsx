import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter, Link as RouterLink } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MenuItem } from './menu-item.tsx'
import { Menu, type MenuCloseReason } from './menu.tsx'

afterEach(cleanup)

function ResolveMenu({
  onClose,
  onPick,
}: {
  onClose: (reason: MenuCloseReason) => void
  onPick: (item: string) => void
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  return (
    <>
      <button type="button" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        Resolve
      </button>
      <Menu
        id="resolve-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={(_event, reason) => {
          onClose(reason)
          close()
        }}
      >
        {['Cases', 'Arbitrators', 'Elections'].map((label) => (
          <MenuItem
            key={label}
            onClick={() => {
              onPick(label)
              close()
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}

function openMenu() {
  const onClose = vi.fn<(reason: MenuCloseReason) => void>()
  const onPick = vi.fn<(item: string) => void>()
  render(<ResolveMenu onClose={onClose} onPick={onPick} />)
  const anchor = screen.getByRole('button', { name: 'Resolve' })
  anchor.focus()
  fireEvent.click(anchor)
  return { onClose, onPick, anchor, items: screen.getAllByRole('menuitem') }
}

describe('Menu', () => {
  it('opens a menu of menuitems with the first one focused', () => {
    const { items } = openMenu()
    expect(screen.getByRole('menu').id).toBe('resolve-menu')
    expect(items.map((item) => item.textContent)).toEqual(['Cases', 'Arbitrators', 'Elections'])
    expect(document.activeElement).toBe(items[0])
  })

  it('moves between items with the arrow keys (wrapping), Home and End', () => {
    const { items } = openMenu()
    const menu = screen.getByRole('menu')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items[1])
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items[0])
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(items[2])
    fireEvent.keyDown(menu, { key: 'Home' })
    expect(document.activeElement).toBe(items[0])
    fireEvent.keyDown(menu, { key: 'End' })
    expect(document.activeElement).toBe(items[2])
  })

  it('activates the focused item with Enter', () => {
    const { onPick } = openMenu()
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' })
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Enter' })
    expect(onPick).toHaveBeenCalledWith('Arbitrators')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('closes on Escape with escapeKeyDown and gives focus back to its button', () => {
    const { onClose, anchor, items } = openMenu()
    fireEvent.keyDown(items[0]!, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledWith('escapeKeyDown')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(anchor)
  })

  it('closes on Tab with tabKeyDown', () => {
    const { onClose } = openMenu()
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' })
    expect(onClose).toHaveBeenCalledWith('tabKeyDown')
  })

  it('renders a component={RouterLink} item as a link with role menuitem', () => {
    const anchor = document.createElement('button')
    document.body.append(anchor)
    render(
      <MemoryRouter>
        <Menu anchorEl={anchor} open onClose={() => {}}>
          <MenuItem component={RouterLink} to="/resolve/cases">
            Cases
          </MenuItem>
        </Menu>
      </MemoryRouter>,
    )
    const item = screen.getByRole('menuitem', { name: 'Cases' })
    expect(item.tagName).toBe('A')
    expect(item.getAttribute('href')).toBe('/resolve/cases')
    anchor.remove()
  })
})
