import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LazySlot, lazyPart, type LazyPart } from './lazy-part.tsx'
import { useNotices } from './notifications/notices.ts'

afterEach(cleanup)

function Notices() {
  return (
    <ul>
      {useNotices().map((notice) => (
        <li key={notice.id}>{notice.message}</li>
      ))}
    </ul>
  )
}

function Page({ part: Part }: { part: LazyPart<{ label: string }> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <LazySlot open={open} what="The test dialog" onFailed={() => setOpen(false)}>
        <Part label="Loaded dialog" />
      </LazySlot>
      <output>{open ? 'open' : 'closed'}</output>
      <Notices />
    </>
  )
}

describe('LazySlot', () => {
  it('loads its part only when first opened', async () => {
    const load = vi.fn(async () => ({ label }: { label: string }) => <p>{label}</p>)
    render(<Page part={lazyPart(load)} />)
    expect(load).not.toHaveBeenCalled()
    act(() => screen.getByRole('button', { name: 'Open' }).click())
    expect(await screen.findByText('Loaded dialog')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('names the part that could not be loaded and closes it, instead of breaking the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const part = lazyPart<{ label: string }>(() => Promise.reject(new Error('offline')))
    render(<Page part={part} />)
    act(() => screen.getByRole('button', { name: 'Open' }).click())
    expect(
      await screen.findByText(
        'The test dialog could not be loaded. Check your connection and reload the page.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('closed')
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy()
    vi.restoreAllMocks()
  })
})
