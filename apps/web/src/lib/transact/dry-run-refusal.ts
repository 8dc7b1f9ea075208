import { ChainError } from '@portal/chain/errors'

/**
 * A transaction the chain refused in its dry run, before anything was signed. It reads as the chain's
 * own refusal (message, code and details, as a signed one would), so notices and notifications say
 * what the contract said and explainers that read the contract's words keep working; `plain` is the
 * same refusal in plain words for the form that shows it. Its own module, so a page can tell a refusal
 * apart without the explainers (`refusalOf` in dry-run.ts), which come with the first send.
 */
export class DryRunRefusal extends ChainError {
  /** The chain's refusal as it answered. */
  readonly chainError: ChainError
  /** The refusal in plain words (the contract's own words when there is no better sentence). */
  readonly plain: string

  constructor(chainError: ChainError, plain: string) {
    super(chainError.message, {
      ...(chainError.code === undefined ? {} : { code: chainError.code }),
      ...(chainError.errorName === undefined ? {} : { errorName: chainError.errorName }),
      ...(chainError.what === undefined ? {} : { what: chainError.what }),
      details: chainError.details,
      ...(chainError.status === undefined ? {} : { status: chainError.status }),
      cause: chainError,
    })
    this.chainError = chainError
    this.plain = plain
  }
}
