import { APIClient } from '@wharfkit/antelope'
import fc from 'fast-check'
import { fuzzRequests, packedTransactionRequests, type FuzzRequest, type Signer } from './fuzz-requests.ts'

/** What a concurrent fuzz run saw: every request must be answered (`unanswered` empty). */
export type ConcurrentFuzzReport = {
  requests: number
  answered: number
  /** Requests without an answer within the timeout: kind, path and the start of the body. */
  unanswered: string[]
  latenciesMs: number[]
}

/**
 * Sends `count` generated requests over `connections` concurrent clients (each sends its next
 * request once the previous one is answered) and counts those never answered within `timeoutMs`.
 * `packedOnly` draws only requests to the packed-transaction endpoints.
 */
export async function runConcurrentFuzz(options: {
  url: string
  count: number
  seed: number
  connections: number
  timeoutMs: number
  packedOnly?: boolean
}): Promise<ConcurrentFuzzReport> {
  const client = new APIClient({ url: options.url })
  const signers = (await (await fetch(`${options.url}/devnet/accounts`)).json()) as Signer[]
  const info = await client.v1.chain.get_info()
  const generator = options.packedOnly
    ? packedTransactionRequests(signers, info)
    : fuzzRequests(signers, info)
  const samples = fc.sample(generator, { numRuns: options.count, seed: options.seed })
  const report: ConcurrentFuzzReport = { requests: 0, answered: 0, unanswered: [], latenciesMs: [] }
  let next = 0
  const send = async (request: FuzzRequest) => {
    report.requests += 1
    const started = performance.now()
    try {
      const response = await fetch(`${options.url}${request.path}`, {
        method: request.method,
        body: request.body,
        signal: AbortSignal.timeout(options.timeoutMs),
      })
      await response.arrayBuffer()
      report.answered += 1
      report.latenciesMs.push(performance.now() - started)
    } catch (error) {
      report.unanswered.push(
        `${request.kind} ${request.path} (${String(error).slice(0, 60)}): ${(request.body ?? '').slice(0, 120)}`,
      )
    }
  }
  const connection = async () => {
    while (next < samples.length) {
      const request = samples[next++]
      if (request) await send(request)
    }
  }
  await Promise.all(Array.from({ length: options.connections }, connection))
  return report
}
