import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CheckCircleIcon, SearchIcon } from './page-icons.tsx'

afterEach(cleanup)

describe('icons', () => {
  it('are decoration unless given titleAccess, then an image with that name', () => {
    const { container } = render(
      <>
        <SearchIcon />
        <CheckCircleIcon titleAccess="Succeeded" />
      </>,
    )
    const search = container.querySelector('svg')
    expect(search?.getAttribute('aria-hidden')).toBe('true')
    expect(search?.getAttribute('focusable')).toBe('false')
    expect(screen.getAllByRole('img')).toHaveLength(1)
    expect(screen.getByRole('img', { name: 'Succeeded' })).toBeTruthy()
  })
})
