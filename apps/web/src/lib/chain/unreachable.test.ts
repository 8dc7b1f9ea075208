import { ChainError } from '@portal/chain/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createChainClient } from './chain-client.ts'
import { isUnreachable } from './unreachable.ts'

afterEach(() => vi.unstubAllGlobals())

describe('unreachable servers', () => {
  it('a read from a stopped chain fails with a readable message, not "Failed to fetch"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const failure = createChainClient('http://127.0.0.1:8080').getInfo()
    await expect(failure).rejects.toThrow(
      'Could not reach 127.0.0.1:8080. The network or the server may be down; try again in a moment.',
    )
    expect(isUnreachable(await failure.catch((error: unknown) => error))).toBe(true)
  })

  it('tells a missing server (or a gateway without its chain) from a chain that refuses', () => {
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true)
    expect(isUnreachable(new Error('wrapped', { cause: new TypeError('NetworkError when fetching') }))).toBe(
      true,
    )
    expect(isUnreachable(new ChainError('Bad gateway', { status: 502 }))).toBe(true)
    expect(isUnreachable(new ChainError('assertion', { status: 500 }))).toBe(false)
    expect(isUnreachable(new Error('Cancelled!'))).toBe(false)
    expect(isUnreachable('Failed to fetch')).toBe(false)
  })
})
