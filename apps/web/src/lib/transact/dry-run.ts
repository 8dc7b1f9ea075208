import { parseChainError, type ChainError } from '@portal/chain/errors'
import { DryRunRefusal } from './dry-run-refusal.ts'
import { plainRefusal } from './refusal-fields.ts'

// A transaction is first run on the chain's compute_transaction (nodeos 3.1+), so one the contracts
// would refuse never opens the wallet. A network without the endpoint is remembered and signs as before.

/** The chain's refusal with its plain words for the form. */
export function refusalOf(chainError: ChainError): DryRunRefusal {
  return new DryRunRefusal(chainError, plainRefusal(chainError).message)
}

// Networks (by chain URL) whose API answered that compute_transaction does not exist.
const withoutDryRun = new Set<string>()

/** True when the answer says the endpoint is missing: 404, or nodeos's "Unknown Endpoint". */
export function isMissingEndpoint(error: ChainError): boolean {
  if (error.status === 404) return true
  return [error.message, ...error.details].some((text) => /unknown endpoint/i.test(text))
}

/**
 * Runs `run` (the dry run) unless `network` is known to lack compute_transaction. A refusal from the
 * chain (a nodeos error body) throws DryRunRefusal; a missing endpoint is remembered for the network;
 * any other failure (the dry run itself could not be asked) lets the caller sign as before.
 */
export async function dryRunFirst(network: string, run: () => Promise<void>): Promise<void> {
  if (withoutDryRun.has(network)) return
  try {
    await run()
  } catch (thrown) {
    const error = parseChainError(thrown)
    if (isMissingEndpoint(error)) {
      withoutDryRun.add(network)
      return
    }
    if (error.code !== undefined) throw refusalOf(error)
  }
}

/** Forgets which networks lack the endpoint (tests). */
export function resetDryRunMemory(): void {
  withoutDryRun.clear()
}
