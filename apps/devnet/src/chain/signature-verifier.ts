import { Worker } from 'node:worker_threads'
import type { TransactionFields } from './transaction-input.ts'

/**
 * A packed transaction as the verifier's thread decoded it: the transaction's fields the node
 * checks, its actions, the canonical signature strings and, per signature, the key that made it
 * (null where it could not be recovered there; `keys` undefined when the thread recovers none).
 */
export type DecodedBody =
  | (TransactionFields & {
      signatures: string[]
      keys: (string | null)[] | undefined
    })
  /** A compressed part that did not inflate within nodeos's limit: the tx_decompression_error's message. */
  | { refused: string }

/**
 * A request body read on the verifier's thread: decoded (with the fields besides the transaction
 * the route checks, for a nested one), refused, or `unread`, handed back for the main thread to parse.
 */
export type ReadRequest = (DecodedBody & { outer?: Record<string, unknown> }) | { unread: Uint8Array }

/** A compressed part inflated; why it was refused (tx_decompression_error's message); or not hex. */
export type Inflated = { bytes: Uint8Array } | { refused: string } | { notHex: true }

type Job =
  | { kind: 'request'; bytes: Uint8Array; nested: boolean; strict: boolean }
  | { kind: 'recover'; data: Uint8Array; signatures: readonly string[] }
  | { kind: 'inflate'; hex: string }
type Queued = { job: Job; resolve: (result: unknown) => void; reject: (error: Error) => void }

/**
 * Does each transaction's stateless work on a worker thread (verifier-worker.mjs): decoding the
 * packed-transaction request bodies and recovering signatures' keys. The node's main thread then only
 * checks the transaction against the chain (expiration, TAPOS, authorities with the keys found)
 * and runs it, while the second core prepares the next ones.
 *
 * The jobs asked for during one turn of the event loop travel to the worker in one message. Each
 * job is answered on its own as soon as it is done, so the main thread runs the first transactions
 * of a batch while the worker still prepares the rest.
 */
export class SignatureVerifier {
  private readonly worker: Worker
  private readonly pending = new Map<number, Queued[]>()
  private queue: Queued[] = []
  private nextId = 0

  /** `chainId` is what every signature of this chain signs first. */
  constructor(chainId: string) {
    this.worker = new Worker(new URL('./verifier-worker.mjs', import.meta.url), { workerData: { chainId } })
    this.worker.unref()
    this.worker.on('message', ({ id, index, result }: { id: number; index: number; result: unknown }) => {
      const batch = this.pending.get(id)
      if (!batch) return
      batch[index]?.resolve(result)
      if (index === batch.length - 1) this.pending.delete(id)
    })
    this.worker.on('error', (error) => {
      for (const batch of [...this.pending.values(), this.queue])
        for (const entry of batch) entry.reject(error)
      this.pending.clear()
      this.queue = []
    })
  }

  /**
   * A request body as received, given away to the worker (the caller must not use `bytes` again):
   * parsed there, its packed transaction (the body, or its `transaction` when `nested`) decoded with
   * its signatures' keys, or refused when a compressed part does not inflate within nodeos's limit.
   * Anything else comes back `unread`, for the caller to parse for the exact error; `strict` leaves
   * to it what Fastify's JSON parser refuses (prototype poisoning).
   */
  readRequest(bytes: Uint8Array, options: { nested: boolean; strict: boolean }): Promise<ReadRequest> {
    return this.enqueue({ kind: 'request', bytes, ...options }) as Promise<ReadRequest>
  }

  /**
   * The `PUB_K1_…` key that made each signature of `signingData` (chain id + packed transaction +
   * context-free digest): null where none could be recovered; undefined when the worker recovers
   * no keys on this platform.
   */
  recover(signingData: Uint8Array, signatures: readonly string[]): Promise<(string | null)[] | undefined> {
    // A copy with its own memory: a pooled Buffer would carry its whole 8 KiB pool to the worker.
    const data = new Uint8Array(signingData)
    return this.enqueue({ kind: 'recover', data, signatures }) as Promise<(string | null)[] | undefined>
  }

  /**
   * A compressed part, as the hex a client sent, read and inflated on the worker within nodeos's
   * limit (1 MiB), or its refusal; undefined if the worker failed otherwise (the caller then does it).
   */
  inflate(hex: string): Promise<Inflated | undefined> {
    return this.enqueue({ kind: 'inflate', hex }) as Promise<Inflated | undefined>
  }

  async close(): Promise<void> {
    await this.worker.terminate()
  }

  private enqueue(job: Job): Promise<unknown> {
    return new Promise((resolve, reject) => {
      // Jobs go at the end of this turn of the event loop, together: each message wakes the worker,
      // and on two busy cores each wake-up cost the main thread more than the job (sending every
      // job to an idle worker at once took about 120 µs more of main-thread CPU per transaction).
      if (this.queue.length === 0) setImmediate(() => this.send())
      this.queue.push({ job, resolve, reject })
    })
  }

  /** Posts the jobs queued during this turn of the event loop as one message. */
  private send(): void {
    const batch = this.queue
    this.queue = []
    if (batch.length === 0) return
    const id = this.nextId++
    this.pending.set(id, batch)
    const jobs = batch.map(({ job }) => job)
    // A body is moved to the worker rather than copied when it owns its memory (Fastify's are).
    const moved = jobs.flatMap((job) =>
      job.kind === 'request' && ownsMemory(job.bytes) ? [job.bytes.buffer as ArrayBuffer] : [],
    )
    this.worker.postMessage({ id, jobs }, moved)
  }
}

/** Whether `bytes` is the whole of its ArrayBuffer (so moving that moves nothing else). */
const ownsMemory = (bytes: Uint8Array) =>
  bytes.buffer instanceof ArrayBuffer &&
  bytes.byteOffset === 0 &&
  bytes.byteLength === bytes.buffer.byteLength
