import { type Checksum256, type PrivateKey, Signature } from '@wharfkit/antelope'

// Signing a digest with secp256k1 is elliptic-curve math, and the first signature of a page also
// builds the curve's precomputed tables: 150 ms of main thread at 4x CPU, in one task (issue 41: `/apps`
// signs the backend's login challenge as it opens). A worker does it, so the page keeps drawing and
// answering input meanwhile. Where no worker can start (no Worker, a policy that refuses it), the
// signature is made here, as before.

export type SignRequest = { id: number; key: string; digest: string }
export type SignReply = { id: number; signature: string } | { id: number; error: string }

type Waiting = { resolve(signature: string): void; reject(error: Error): void; sign(): string }

const waiting = new Map<number, Waiting>()
let nextId = 0
// undefined until the first signature; null once a worker could not be used.
let worker: Worker | null | undefined

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null
  try {
    const started = new Worker(new URL('./digest-signer.worker.ts', import.meta.url), { type: 'module' })
    started.onmessage = ({ data }: MessageEvent<SignReply>) => {
      const request = waiting.get(data.id)
      waiting.delete(data.id)
      if ('signature' in data) request?.resolve(data.signature)
      else request?.reject(new Error(data.error))
    }
    // The worker's script did not load or run: sign what waits here, and every later digest too.
    started.onerror = (event) => {
      event.preventDefault()
      worker = null
      started.terminate()
      for (const [id, request] of waiting) {
        waiting.delete(id)
        try {
          request.resolve(request.sign())
        } catch (error) {
          request.reject(error instanceof Error ? error : new Error(String(error)))
        }
      }
    }
    return started
  } catch {
    return null
  }
}

/** `key`'s signature of `digest`, made off the main thread where a worker can run. */
export async function signDigest(key: PrivateKey, digest: Checksum256): Promise<Signature> {
  if (worker === undefined) worker = startWorker()
  const current = worker
  if (current === null) return key.signDigest(digest)
  const id = nextId++
  const signature = await new Promise<string>((resolve, reject) => {
    waiting.set(id, { resolve, reject, sign: () => String(key.signDigest(digest)) })
    current.postMessage({ id, key: String(key), digest: String(digest) } satisfies SignRequest)
  })
  return Signature.from(signature)
}
