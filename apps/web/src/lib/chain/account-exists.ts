import { ChainError } from '@portal/chain/errors'
import { chainClient } from './chain.ts'

/**
 * Whether an account exists on the chain. False only when the chain answers that it has no such
 * account; any other failure (unreachable, refused) is thrown, so a form says that instead of
 * claiming the account is missing.
 */
export async function accountExists(accountName: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await chainClient().getAccount(accountName, { signal })
    return true
  } catch (error) {
    if (error instanceof ChainError && isMissingAccount(error)) return false
    throw error
  }
}

// nodeos answers a lookup of a missing account with account_query_exception (3060002) and
// "unknown key" in its details; older versions only with the details.
function isMissingAccount(error: ChainError): boolean {
  return (
    error.code === 3060002 ||
    error.errorName === 'account_query_exception' ||
    error.details.some((detail) => detail.includes('unknown key'))
  )
}
