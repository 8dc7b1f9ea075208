import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import typography from '@/components/ui/typography.module.css'
import { PlaceholderPage } from './placeholder-page.tsx'

afterEach(cleanup)

describe('PlaceholderPage', () => {
  it('shows its description in the secondary text colour, under the heading', () => {
    // Styles are compiled CSS, not computed in this DOM: the description must carry the kit's
    // secondary-text class (MUI 9 once ignored the old `color="text.secondary"` spelling).
    render(<PlaceholderPage title="Validators" description="Validator CPU benchmarks." />)
    const description = screen.getByText('Validator CPU benchmarks.')
    const heading = screen.getByRole('heading', { level: 1, name: 'Validators' })
    expect(typography.colorTextSecondary).toBeTruthy()
    expect(description.classList.contains(typography.colorTextSecondary as string)).toBe(true)
    expect(heading.classList.contains(typography.colorTextSecondary as string)).toBe(false)
    expect(document.title).toBe('Validators · Telos Portal')
  })
})
