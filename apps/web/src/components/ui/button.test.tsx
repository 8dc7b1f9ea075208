import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link as RouterLink, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'
import { ButtonBase } from './button-base.tsx'
import { IconButton } from './icon-button.tsx'
import { CloseIcon } from './icons.tsx'

afterEach(cleanup)

describe('Button', () => {
  it('is a button that does not submit a form unless it is type="submit"', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
        <Button type="submit" variant="contained">
          Send
        </Button>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('navigates as a router link with component={RouterLink}', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <Button component={RouterLink} to="/login" variant="contained" color="secondary">
            Login
          </Button>
        ),
      },
      { path: '/login', element: <p>Login page</p> },
    ])
    render(<RouterProvider router={router} />)
    const link = screen.getByRole('link', { name: 'Login' })
    expect(link.getAttribute('href')).toBe('/login')
    fireEvent.click(link)
    expect(screen.getByText('Login page')).toBeTruthy()
  })

  it('is a link with href, keeping target and rel', () => {
    render(
      <Button href="https://example.com" target="_blank" rel="noopener noreferrer">
        Open
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Open' })
    expect(link.getAttribute('href')).toBe('https://example.com')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('cannot be pressed when disabled', () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Vote
      </Button>,
    )
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Vote' })
    expect(button.disabled).toBe(true)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('ButtonBase as another element', () => {
  it('is a focusable role="button" that Enter and Space press', () => {
    const onClick = vi.fn()
    render(
      <ButtonBase component="div" role="tab" onClick={onClick}>
        Open ballots
      </ButtonBase>,
    )
    const tab = screen.getByRole('tab', { name: 'Open ballots' })
    expect(tab.tabIndex).toBe(0)
    fireEvent.keyDown(tab, { key: 'Enter' })
    fireEvent.keyDown(tab, { key: ' ' })
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('leaves the keyboard order when disabled', () => {
    render(
      <ButtonBase component="span" disabled>
        Later
      </ButtonBase>,
    )
    const button = screen.getByRole('button', { name: 'Later' })
    expect(button.tabIndex).toBe(-1)
    expect(button.getAttribute('aria-disabled')).toBe('true')
  })
})

describe('IconButton', () => {
  it('is named by its aria-label, its icon hidden', () => {
    const onClick = vi.fn()
    render(
      <IconButton aria-label="Close menu" onClick={onClick} edge="end">
        <CloseIcon />
      </IconButton>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
