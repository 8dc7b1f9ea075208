import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CircularProgress } from './circular-progress.tsx'
import { LinearProgress } from './linear-progress.tsx'

afterEach(cleanup)

describe('progress indicators', () => {
  it('are progress bars named by their label; determinate ones report their rounded value', () => {
    render(
      <>
        <CircularProgress aria-label="Loading cases" />
        <CircularProgress aria-label="Case progress" variant="determinate" value={66.6} />
        <LinearProgress aria-label="Loading benchmarks" />
        <LinearProgress aria-label="Upload" variant="determinate" value={40.2} />
      </>,
    )
    expect(screen.getByRole('progressbar', { name: 'Loading cases' }).hasAttribute('aria-valuenow')).toBe(
      false,
    )
    expect(screen.getByRole('progressbar', { name: 'Case progress' }).getAttribute('aria-valuenow')).toBe(
      '67',
    )
    expect(
      screen.getByRole('progressbar', { name: 'Loading benchmarks' }).hasAttribute('aria-valuenow'),
    ).toBe(false)
    const upload = screen.getByRole('progressbar', { name: 'Upload' })
    expect(upload.getAttribute('aria-valuenow')).toBe('40')
    expect(upload.getAttribute('aria-valuemax')).toBe('100')
  })
})
