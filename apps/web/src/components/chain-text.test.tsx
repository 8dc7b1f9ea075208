import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { capText, ChainText } from './chain-text.tsx'

afterEach(cleanup)

const HOSTILE_TITLE = `<img src=x onerror="window.__hostile='dao title'">\u202eOAD\u200b ${'W'.repeat(2000)}`

describe('ChainText', () => {
  it('renders a long hostile title as capped text with a toggle that shows all of it', () => {
    render(<ChainText text={HOSTILE_TITLE} component="h2" what="title" />)
    const heading = screen.getByRole('heading', { level: 2 })
    expect(heading.textContent?.length).toBeLessThanOrEqual(281)
    expect(heading.textContent).toContain('<img src=x onerror=')
    expect(document.querySelector('img')).toBeNull()

    const toggle = screen.getByRole('button', {
      name: `Show the full title (${HOSTILE_TITLE.length} characters)`,
    })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe(heading.id)
    fireEvent.click(toggle)
    expect(heading.textContent).toBe(HOSTILE_TITLE)
    fireEvent.click(screen.getByRole('button', { name: 'Show less of the title' }))
    expect(heading.textContent?.length).toBeLessThanOrEqual(281)
  })

  it('shows a short text whole, with no toggle', () => {
    render(<ChainText text="Demo DAO" component="h2" what="title" />)
    expect(screen.getByRole('heading', { name: 'Demo DAO' })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('where no button may go, a cut text keeps its first thousand characters as a tooltip', () => {
    render(<ChainText text={'x'.repeat(5000)} expandable={false} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByTitle(`${'x'.repeat(1000)}…`)).toBeTruthy()
  })

  it('never cuts an emoji in half', () => {
    expect(capText('ab😀cd', 3)).toBe('ab…')
    expect(capText('ab😀cd', 4)).toBe('ab😀…')
    expect(capText('short', 10)).toBe('short')
  })
})
