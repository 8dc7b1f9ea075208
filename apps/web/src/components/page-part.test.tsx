import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pagePart } from './page-part.tsx'

afterEach(() => cleanup())

function Form({ name }: { name: string }) {
  return <p>form for {name}</p>
}

describe('pagePart', () => {
  it('shows a loading line in the form’s place, then the form with its props once its code is here', async () => {
    let arrive: ((component: typeof Form) => void) | undefined
    const Part = pagePart('transfer form', () => new Promise<typeof Form>((resolve) => (arrive = resolve)))
    render(<Part name="voter1" />)
    expect(screen.getByRole('status').textContent).toBe('Loading the transfer form…')
    await waitFor(() => expect(arrive).toBeDefined())
    await act(async () => arrive?.(Form))
    expect(screen.getByText('form for voter1')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    // A later visit draws the form at once.
    cleanup()
    render(<Part name="voter2" />)
    expect(screen.getByText('form for voter2')).toBeTruthy()
  })

  it('says the form could not be loaded when its code cannot be fetched, and tries again on the next visit', async () => {
    const load = vi.fn<() => Promise<typeof Form>>().mockRejectedValueOnce(new Error('offline'))
    const Part = pagePart('profile form', load)
    render(<Part name="voter1" />)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The profile form could not be loaded. Check your connection and reload the page.',
    )
    cleanup()
    load.mockResolvedValueOnce(Form)
    render(<Part name="voter1" />)
    expect(await screen.findByText('form for voter1')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('R-READ-25: fetches the form’s code only after the page has drawn a frame', async () => {
    let frames = 0
    let framesBeforeLoad: number | undefined
    const load = vi.fn(async () => {
      framesBeforeLoad = frames
      return Form
    })
    const Part = pagePart('account form', load)
    // Asked for before the page renders, so in the page's first frame it runs first.
    requestAnimationFrame(() => (frames += 1))
    render(<Part name="voter1" />)
    expect(await screen.findByText('form for voter1')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
    expect(framesBeforeLoad).toBe(1)
  })
})
