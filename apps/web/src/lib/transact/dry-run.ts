import { ChainError, parseChainError } from '@portal/chain/errors'
import { plainRefusal } from './refusal-fields.ts'

// A transaction is first run on the chain's compute_transaction (nodeos 3.1+), so one the contracts
// would refuse never opens the wallet. A network without the endpoint is remembered and signs as before.

/**
 * A transaction the chain refused in its dry run, before anything was signed. It reads as the chain's
 * own refusal (message, code and details, as a signed one would), so notices and notifications say
 * what the contract said and explainers that read the contract's words keep working; `plain` is the
 * same refusal in plain words for the form that shows it.
 */
export class DryRunRefusal extends ChainError {
  /** The chain's refusal as it answered. */
  readonly chainError: ChainError
  /** The refusal in plain words (the contract's own words when there is no better sentence). */
  readonly plain: string

  constructor(chainError: ChainError) {
    super(chainError.message, {
      ...(chainError.code === undefined ? {} : { code: chainError.code }),
      ...(chainError.errorName === undefined ? {} : { errorName: chainError.errorName }),
      ...(chainError.what === undefined ? {} : { what: chainError.what }),
      details: chainError.details,
      ...(chainError.status === undefined ? {} : { status: chainError.status }),
      cause: chainError,
    })
    this.chainError = chainError
    this.plain = plainRefusal(chainError).message
  }
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
    if (error.code !== undefined) throw new DryRunRefusal(error)
  }
}

/** Forgets which networks lack the endpoint (tests). */
export function resetDryRunMemory(): void {
  withoutDryRun.clear()
}
