import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ActionDataError } from '@/lib/transact/contract-action.ts'
import { getNetwork } from '@/config/network.ts'
import { notifications } from '@/lib/notifications/notification-store.ts'
import { useVoteMutation, voteCalls } from './cast-vote.ts'

beforeEach(() => {
  localStorage.clear()
  notifications.clear()
})

const request = {
  voter: 'alice',
  ballotName: 'artcontest',
  treasurySymbol: '4,VOTE',
  options: ['sunrise', 'forest'],
  register: true,
}

function renderVoteMutation() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useVoteMutation(), { wrapper })
}

describe('voting', () => {
  it('R-CALL-DEC-01 R-CALL-DEC-02 R-CALL-DEC-03: sends regvoter (when needed), then refresh, then castvote', () => {
    const decide = getNetwork().contracts.decide
    expect(voteCalls(request).map((call) => call.action)).toEqual([
      {
        account: decide,
        name: 'regvoter',
        data: { voter: 'alice', treasury_symbol: '4,VOTE', referrer: null },
      },
      { account: decide, name: 'refresh', data: { voter: 'alice' } },
      {
        account: decide,
        name: 'castvote',
        data: { voter: 'alice', ballot_name: 'artcontest', options: ['sunrise', 'forest'] },
      },
    ])
    expect(voteCalls({ ...request, register: false }).map((call) => call.action.name)).toEqual([
      'refresh',
      'castvote',
    ])
  })

  it('refetches the tables the three actions write, from their descriptors', () => {
    const tables = new Set(voteCalls(request).flatMap((call) => call.writes.map((ref) => ref.table)))
    expect([...tables].sort()).toEqual(['ballots', 'treasuries', 'voters', 'votes'])
  })

  it('refuses option names the castvote schema refuses before anything is signed', async () => {
    expect(() => voteCalls({ ...request, options: ['Not An Option!'] })).toThrow(ActionDataError)
    const { result } = renderVoteMutation()
    await act(() => result.current.mutateAsync({ ...request, options: ['Not An Option!'] }).catch(() => {}))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ActionDataError))
    // Nothing was sent: no transaction notification.
    expect(notifications.getSnapshot().items).toEqual([])
  })

  it('R-ERR-07: a failed vote ends the mutation in that error, never as a success, with an error notification', async () => {
    const { result } = renderVoteMutation()
    let resolved = false
    await act(() =>
      result.current.mutateAsync(request).then(
        () => (resolved = true),
        () => {},
      ),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(resolved).toBe(false)
    expect(result.current.error?.message).toBe('Log in to sign transactions.')
    expect(notifications.getSnapshot().items[0]).toMatchObject({
      title: 'Vote',
      status: 'error',
      error: 'Log in to sign transactions.',
    })
  })
})
