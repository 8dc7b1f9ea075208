import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { PublicKey, type Signature } from '@wharfkit/antelope'

/**
 * libsecp256k1's Node binding (the `secp256k1` package's prebuilt addon), when it loads: it verifies
 * a K1 signature in about 60 µs where OpenSSL's generic curve code takes about 350 µs.
 */
function nativeSecp256k1(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('secp256k1/bindings')
  } catch {
    return undefined
  }
}

// Plain CommonJS so the worker needs no TypeScript loader (it runs the same under tsx and Vitest).
// A message carries a batch of checks; each check is answered on its own as soon as it is done
// (per signature, the index of the candidate key that made it, -1 for none), so the main thread
// runs the first transactions of a batch while the worker still verifies the rest.
// libsecp256k1 accepts only low-S signatures; s and n - s verify alike, so a high-S signature is
// normalized first and the verdict is OpenSSL's. Without the addon the worker uses OpenSSL.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { createHash, createPublicKey, verify } = require('node:crypto')
let secp256k1
try {
  secp256k1 = workerData.secp256k1 ? require(workerData.secp256k1) : undefined
} catch {
  secp256k1 = undefined
}
const PREFIX = Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex')
const keys = new Map()
const keyFor = (hex) => {
  let key = keys.get(hex)
  if (!key) {
    key = secp256k1
      ? Buffer.from(hex, 'hex')
      : createPublicKey({ key: Buffer.concat([PREFIX, Buffer.from(hex, 'hex')]), format: 'der', type: 'spki' })
    keys.set(hex, key)
  }
  return key
}
const verifier = (data) => {
  if (!secp256k1)
    return (rs, key) => verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, rs)
  const digest = createHash('sha256').update(data).digest()
  return (rs, key) => secp256k1.ecdsaVerify(secp256k1.signatureNormalize(rs), digest, key)
}
const check = ({ data, signatures, candidates }) => {
  try {
    const verifies = verifier(data)
    return signatures.map((rs) => {
      if (!rs) return -1
      for (let i = 0; i < candidates.length; i++) {
        if (verifies(Buffer.from(rs, 'hex'), keyFor(candidates[i]))) return i
      }
      return -1
    })
  } catch {
    return signatures.map(() => -1)
  }
}
parentPort.on('message', ({ id, checks }) => {
  checks.forEach((entry, index) => parentPort.postMessage({ id, index, result: check(entry) }))
})
`

type Check = { data: Uint8Array; signatures: (string | null)[]; candidates: string[] }
type Queued = Check & { resolve: (indexes: number[]) => void; reject: (error: Error) => void }

/**
 * Checks signatures against candidate keys on a worker thread, so the node's main thread keeps
 * executing transactions while the second core verifies the next ones. The chain re-checks every
 * authority with the keys found, on the main thread, against the state at execution time.
 *
 * While the worker is busy, the checks asked for meanwhile travel to it in one message: each
 * message costs the main thread a wake-up of the worker, whatever it carries.
 */
export class SignatureVerifier {
  private readonly worker: Worker
  private readonly pending = new Map<number, Queued[]>()
  private queue: Queued[] = []
  /** Checks sent to the worker and not answered yet. */
  private outstanding = 0
  private nextId = 0
  /** Compressed hex of each `PUB_K1_…`/`EOS…` key seen (parsing a key string is pure, and slow in JS). */
  private readonly keyHex = new Map<string, string | undefined>()

  constructor() {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { secp256k1: nativeSecp256k1() } })
    this.worker.unref()
    this.worker.on('message', ({ id, index, result }: { id: number; index: number; result: number[] }) => {
      const batch = this.pending.get(id)
      if (!batch) return
      this.outstanding -= 1
      batch[index]?.resolve(result)
      if (index === batch.length - 1) this.pending.delete(id)
    })
    this.worker.on('error', (error) => {
      for (const batch of [...this.pending.values(), this.queue])
        for (const entry of batch) entry.reject(error)
      this.pending.clear()
      this.queue = []
      this.outstanding = 0
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
    const compressed = candidates.map((key) => this.compressedHex(key))
    const usable = candidates.filter((_, i) => compressed[i] !== undefined)
    const indexes = await new Promise<number[]>((resolve, reject) => {
      if (this.queue.length === 0 && this.outstanding > 0) setImmediate(() => this.send())
      this.queue.push({
        // A copy with its own memory: a pooled Buffer would carry its whole 8 KiB pool to the worker.
        data: new Uint8Array(signingData),
        signatures: signatures.map((signature) =>
          signature.type === 'K1' ? Buffer.from(signature.data.array.subarray(1)).toString('hex') : null,
        ),
        candidates: compressed.filter((hex): hex is string => hex !== undefined),
        resolve,
        reject,
      })
      // An idle worker gets the check at once (no added latency); a busy one gets the checks that
      // queue up meanwhile together, on the next turn of the event loop.
      if (this.outstanding === 0) this.send()
    })
    return indexes.map((index) => (index >= 0 ? usable[index] : undefined))
  }

  async close(): Promise<void> {
    await this.worker.terminate()
  }

  /** Posts the checks queued during this turn of the event loop as one message. */
  private send(): void {
    const batch = this.queue
    this.queue = []
    if (batch.length === 0) return
    const id = this.nextId++
    this.pending.set(id, batch)
    this.outstanding += batch.length
    const checks: Check[] = batch.map(({ data, signatures, candidates }) => ({
      data,
      signatures,
      candidates,
    }))
    this.worker.postMessage({ id, checks })
  }

  private compressedHex(key: string): string | undefined {
    if (this.keyHex.has(key)) return this.keyHex.get(key)
    let hex: string | undefined
    try {
      const publicKey = PublicKey.from(key)
      hex = publicKey.type === 'K1' ? Buffer.from(publicKey.data.array).toString('hex') : undefined
    } catch {
      hex = undefined
    }
    // Keys come from on-chain authorities; a bound keeps a chain with very many keys from growing this.
    if (this.keyHex.size >= 10_000) this.keyHex.clear()
    this.keyHex.set(key, hex)
    return hex
  }
}
