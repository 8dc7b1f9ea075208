import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

function LoginProbe() {
  const location = useLocation()
  return <p>login page {location.search}</p>
}

async function renderAt(path: string) {
  // The session store reads local storage when it loads, like the portal does on a page load.
  const { RequireSession } = await import('./require-session.tsx')
  const router = createMemoryRouter(
    [
      { element: <RequireSession />, children: [{ path: '/tokens', element: <p>tokens page</p> }] },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  localStorage.clear()
  vi.resetModules()
})
afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('RequireSession', () => {
  it('R-DEFECT-10: sends a guest to /login with the full returnUrl', async () => {
    const router = await renderAt('/tokens?tab=mine#top')
    expect(await screen.findByText(/login page/)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/login')
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/tokens?tab=mine#top')
    expect(screen.queryByText('tokens page')).toBeNull()
  })

  it('opens the page at once for a session stored by an earlier visit', async () => {
    localStorage.setItem('account', 'alice')
    localStorage.setItem('autoLogin', 'local-keys')
    const router = await renderAt('/tokens')
    expect(screen.getByText('tokens page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/tokens')
  })

  it('treats an unknown stored wallet as signed out', async () => {
    localStorage.setItem('account', 'alice')
    localStorage.setItem('autoLogin', 'metamask')
    const router = await renderAt('/tokens')
    await screen.findByText(/login page/)
    expect(router.state.location.pathname).toBe('/login')
  })
})

describe('loginRedirectPath', () => {
  it('encodes the path, query and hash', async () => {
    const { loginRedirectPath } = await import('./require-session.tsx')
    expect(loginRedirectPath({ pathname: '/resolve/account', search: '?a=1&b=2', hash: '' })).toBe(
      '/login?returnUrl=%2Fresolve%2Faccount%3Fa%3D1%26b%3D2',
    )
  })
})
