import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { ChunkTimeoutError } from '@/lib/chunk-timeout.ts'
import { RouteError } from './route-error.tsx'

afterEach(cleanup)

function renderFailing(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/page',
        ErrorBoundary: RouteError,
        lazy: async () => {
          throw error
        },
      },
    ],
    { initialEntries: ['/page'] },
  )
  render(<RouterProvider router={router} />)
}

describe('RouteError', () => {
  it('says the page took too long to load and offers Retry and a way home', async () => {
    renderFailing(new ChunkTimeoutError())
    expect(await screen.findByRole('heading', { name: 'This page took too long to load' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the portal home' }).getAttribute('href')).toBe('/')
  })

  it('shows what went wrong when a page fails to render', async () => {
    const original = console.error
    console.error = () => {}
    try {
      renderFailing(new Error('rows is not iterable'))
      expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeTruthy()
      expect(screen.getByText('rows is not iterable')).toBeTruthy()
    } finally {
      console.error = original
    }
  })
})
