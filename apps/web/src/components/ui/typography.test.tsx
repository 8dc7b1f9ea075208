import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link as RouterLink, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { Link } from './link.tsx'
import { Typography } from './typography.tsx'

afterEach(cleanup)

describe('Typography', () => {
  it("renders MUI's element for each variant, or the component asked for", () => {
    render(
      <>
        <Typography variant="h5">Ballots</Typography>
        <Typography variant="h5" component="h1">
          Page title
        </Typography>
        <Typography variant="subtitle2">Section</Typography>
        <Typography>Body</Typography>
        <Typography variant="caption">Note</Typography>
      </>,
    )
    expect(screen.getByRole('heading', { name: 'Ballots', level: 5 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Page title', level: 1 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Section', level: 6 })).toBeTruthy()
    expect(screen.getByText('Body').tagName).toBe('P')
    expect(screen.getByText('Note').tagName).toBe('SPAN')
  })
})

describe('Link', () => {
  it('is an anchor, or a router link with component={RouterLink}', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <Link href="https://example.com" target="_blank" rel="noopener noreferrer">
              Site
            </Link>
            <Link component={RouterLink} to="/trails/ballots" underline="hover">
              Ballots
            </Link>
          </>
        ),
      },
    ])
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('link', { name: 'Site' }).getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Ballots' }).getAttribute('href')).toBe('/trails/ballots')
  })
})
