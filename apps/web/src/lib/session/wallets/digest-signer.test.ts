import { Checksum256, PrivateKey } from '@wharfkit/antelope'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The browser path (a real module worker) runs in the journeys: e2e/apps-oauth.spec.ts.

const key = PrivateKey.from('5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3')
const digest = Checksum256.hash(new TextEncoder().encode('a login challenge'))

/** A worker whose script never runs: the browser reports an error event, as for a refused script. */
let starts = 0
class BrokenWorker {
  constructor() {
    starts += 1
  }
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: { preventDefault(): void }) => void) | null = null
  postMessage() {
    setTimeout(() => this.onerror?.({ preventDefault() {} }), 0)
  }
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('signDigest', () => {
  it('R-READ-29: where no worker exists, signs on the page with the same key', async () => {
    vi.stubGlobal('Worker', undefined)
    const { signDigest } = await import('./digest-signer.ts')
    const signature = await signDigest(key, digest)
    expect(String(signature.recoverDigest(digest))).toBe(String(key.toPublic()))
  })

  it('R-READ-29: a worker that fails to start still gets the digest signed, now and later', async () => {
    starts = 0
    vi.stubGlobal('Worker', BrokenWorker)
    const { signDigest } = await import('./digest-signer.ts')
    const [first, second] = await Promise.all([signDigest(key, digest), signDigest(key, digest)])
    const later = await signDigest(key, digest)
    for (const signature of [first, second, later])
      expect(String(signature.recoverDigest(digest))).toBe(String(key.toPublic()))
    expect(starts).toBe(1)
  })
})
