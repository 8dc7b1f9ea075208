import { Worker } from 'node:worker_threads'
import { chainErrors } from './errors.ts'
import type { TransactionFields } from './transaction-input.ts'

/**
 * How long a job may wait for the worker before it is answered with nodeos's deadline_exception: far
 * above any real job (a 1 MiB body decodes in well under a second), so it only ends a lost one.
 */
export const VERIFIER_JOB_TIMEOUT_MS = 10_000

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
type Queued = {
  job: Job
  resolve: (result: unknown) => void
  reject: (error: Error) => void
  settled?: boolean
}

/**
 * Does each transaction's stateless work on a worker thread (verifier-worker.mjs): decoding the
 * packed-transaction request bodies and recovering signatures' keys. The node's main thread then only
 * checks the transaction against the chain (expiration, TAPOS, authorities with the keys found)
 * and runs it, while the second core prepares the next ones.
 *
 * The jobs asked for during one turn of the event loop travel to the worker in one message. Each
 * job is answered on its own as soon as it is done, so the main thread runs the first transactions
 * of a batch while the worker still prepares the rest.
 *
 * Every job is answered: each body owns its memory before it is posted (two views of one buffer
 * would travel as one, and moving it back for the first would empty the second), the worker answers
 * each job on its own even when another of its batch fails, a job still unanswered after
 * VERIFIER_JOB_TIMEOUT_MS gets nodeos's deadline_exception, and a worker that dies is replaced.
 */
export class SignatureVerifier {
  private worker: Worker
  private readonly chainId: string
  private readonly pending = new Map<number, Queued[]>()
  private queue: Queued[] = []
  private nextId = 0
  private closed = false

  /** `chainId` is what every signature of this chain signs first. */
  constructor(chainId: string) {
    this.chainId = chainId
    this.worker = this.startWorker()
  }

  private startWorker(): Worker {
    const worker = new Worker(new URL('./verifier-worker.mjs', import.meta.url), {
      workerData: { chainId: this.chainId },
    })
    worker.unref()
    worker.on('message', ({ id, index, result }: { id: number; index: number; result: unknown }) => {
      const batch = this.pending.get(id)
      const entry = batch?.[index]
      if (!batch || !entry) return
      settle(entry, () => entry.resolve(result))
      if (batch.every((queued) => queued.settled)) this.pending.delete(id)
    })
    worker.on('error', (error) => this.failPending(error))
    worker.on('exit', () => {
      // A worker that died (not one closed) is replaced; what it held is answered with an error.
      this.failPending(new Error('the verifier thread stopped'))
      if (!this.closed && this.worker === worker) this.worker = this.startWorker()
    })
    return worker
  }

  private failPending(error: Error): void {
    for (const batch of this.pending.values())
      for (const entry of batch) settle(entry, () => entry.reject(error))
    this.pending.clear()
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
    this.closed = true
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
    // Each body is moved to the worker, made to own its memory first: a small body Fastify read is a
    // view of Node's shared 8 KiB pool, and two such views would reach the worker as one buffer.
    const jobs = batch.map(({ job }) =>
      job.kind === 'request' && !ownsMemory(job.bytes) ? { ...job, bytes: new Uint8Array(job.bytes) } : job,
    )
    const moved = jobs.flatMap((job) => (job.kind === 'request' ? [job.bytes.buffer as ArrayBuffer] : []))
    const timer = setTimeout(() => {
      for (const entry of batch)
        settle(entry, () =>
          entry.reject(
            chainErrors.deadline(`the verifier thread did not answer within ${VERIFIER_JOB_TIMEOUT_MS} ms`),
          ),
        )
      this.pending.delete(id)
    }, VERIFIER_JOB_TIMEOUT_MS)
    timer.unref()
    try {
      this.worker.postMessage({ id, jobs }, moved)
    } catch (error) {
      for (const entry of batch)
        settle(entry, () => entry.reject(error instanceof Error ? error : new Error(String(error))))
      this.pending.delete(id)
    }
  }
}

/** Answers a job once: the first of its answer, its error or its timeout wins. */
function settle(entry: Queued, answer: () => void): void {
  if (entry.settled) return
  entry.settled = true
  answer()
}

/** Whether `bytes` is the whole of its ArrayBuffer (so moving that moves nothing else). */
const ownsMemory = (bytes: Uint8Array) =>
  bytes.buffer instanceof ArrayBuffer &&
  bytes.byteOffset === 0 &&
  bytes.byteLength === bytes.buffer.byteLength
