import { Worker } from 'node:worker_threads'
import { PublicKey, type Signature } from '@wharfkit/antelope'

// Plain CommonJS so the worker needs no TypeScript loader (it runs the same under tsx and Vitest).
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const { createPublicKey, verify } = require('node:crypto')
const PREFIX = Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex')
const keys = new Map()
const keyFor = (hex) => {
  let key = keys.get(hex)
  if (!key) {
    key = createPublicKey({ key: Buffer.concat([PREFIX, Buffer.from(hex, 'hex')]), format: 'der', type: 'spki' })
    keys.set(hex, key)
  }
  return key
}
parentPort.on('message', ({ id, data, signatures, candidates }) => {
  let result
  try {
    result = signatures.map((rs) => {
      if (!rs) return -1
      for (let i = 0; i < candidates.length; i++) {
        if (verify('sha256', data, { key: keyFor(candidates[i]), dsaEncoding: 'ieee-p1363' }, Buffer.from(rs, 'hex'))) return i
      }
      return -1
    })
  } catch {
    result = signatures.map(() => -1)
  }
  parentPort.postMessage({ id, result })
})
`

type Pending = { resolve: (indexes: number[]) => void; reject: (error: Error) => void }

/**
 * Checks signatures against candidate keys on a worker thread, so the node's main thread keeps
 * executing transactions while the second core verifies the next ones. The chain re-checks every
 * authority with the keys found, on the main thread, against the state at execution time.
 */
export class SignatureVerifier {
  private readonly worker: Worker
  private readonly pending = new Map<number, Pending>()
  private nextId = 0

  constructor() {
    this.worker = new Worker(WORKER_SOURCE, { eval: true })
    this.worker.unref()
    this.worker.on('message', ({ id, result }: { id: number; result: number[] }) => {
      this.pending.get(id)?.resolve(result)
      this.pending.delete(id)
    })
    this.worker.on('error', (error) => {
      for (const entry of this.pending.values()) entry.reject(error)
      this.pending.clear()
    })
  }

  /**
   * For each signature, the candidate key (`PUB_K1_…`) that made it, or undefined when none did
   * (the chain then recovers that signature in full).
   */
  async verify(
    signingData: Uint8Array,
    signatures: readonly Signature[],
    candidates: readonly string[],
  ): Promise<(string | undefined)[]> {
    const compressed = candidates.map((key) => {
      try {
        const publicKey = PublicKey.from(key)
        return publicKey.type === 'K1' ? Buffer.from(publicKey.data.array).toString('hex') : undefined
      } catch {
        return undefined
      }
    })
    const usable = candidates.filter((_, i) => compressed[i] !== undefined)
    const id = this.nextId++
    const indexes = await new Promise<number[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.worker.postMessage({
        id,
        data: Buffer.from(signingData),
        signatures: signatures.map((signature) =>
          signature.type === 'K1' ? Buffer.from(signature.data.array.subarray(1)).toString('hex') : null,
        ),
        candidates: compressed.filter((hex): hex is string => hex !== undefined),
      })
    })
    return indexes.map((index) => (index >= 0 ? usable[index] : undefined))
  }

  async close(): Promise<void> {
    await this.worker.terminate()
  }
}
