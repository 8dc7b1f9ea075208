import { ThemeProvider } from '@mui/material/styles'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { theme } from '../theme.ts'
import { PlaceholderPage } from './placeholder-page.tsx'

afterEach(cleanup)

describe('PlaceholderPage', () => {
  it('shows its description in the secondary text colour, under the heading', () => {
    // MUI 9 ignores the old `color="text.secondary"` spelling: the text stayed as dark as the heading.
    render(
      <ThemeProvider theme={theme}>
        <PlaceholderPage title="Validators" description="Validator CPU benchmarks." />
      </ThemeProvider>,
    )
    expect(getComputedStyle(screen.getByText('Validator CPU benchmarks.')).color).toBe(
      theme.palette.text.secondary,
    )
    expect(document.title).toBe('Validators · Telos Portal')
  })
})
