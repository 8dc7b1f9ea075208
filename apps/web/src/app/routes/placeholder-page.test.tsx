import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '@/styles/theme.css'
import { PlaceholderPage } from './placeholder-page.tsx'

afterEach(cleanup)

describe('PlaceholderPage', () => {
  it('shows its description in the secondary text colour, under the heading', () => {
    // MUI 9 ignores the old `color="text.secondary"` spelling: the text stayed as dark as the heading.
    render(<PlaceholderPage title="Validators" description="Validator CPU benchmarks." />)
    // --color-text-secondary of styles/theme.css, as the browser resolves it.
    expect(getComputedStyle(screen.getByText('Validator CPU benchmarks.')).color).toBe('rgba(0, 0, 0, 0.6)')
    expect(document.title).toBe('Validators · Telos Portal')
  })
})
