import { ACCOUNT_EXISTS_MESSAGE, accountNameMessage } from '@portal/chain/names'
import { isPublicKey, legacyPublicKey, PUBLIC_KEY_MESSAGE } from '@portal/chain/keys'
import { REQUIRED_MESSAGE } from '@portal/chain/messages'
import { DEV_PRIVATE_KEY, type Chain } from '../../chain/chain.ts'
import { clientBucket, type RateLimiter, type RateRule } from './rate-limit.ts'
import { requiredString } from './request-fields.ts'
import { ServiceError } from './service-errors.ts'
import { ACCOUNT_CREATOR, newAccountActions } from './service-accounts.ts'
import { pushSigned } from './signed-transaction.ts'

/** What a successful account creation answers. */
export type CreatedAccount = { success: true; accountName: string; transactionId: string }

/** 400 unless `value` may name a new account (exactly 12 of a–z, 1–5); 409 when the account exists. */
export function checkNewAccountName(chain: Chain, value: unknown, field: string): string {
  const message = accountNameMessage(value, 'new')
  if (message) throw new ServiceError(400, 'INVALID_ACCOUNT_NAME', `${field}: ${message}`)
  const name = value as string
  if (chain.accounts.exists(name)) throw new ServiceError(409, 'ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE)
  return name
}

/** The legacy `EOS…` form of a valid public key; 400 naming the field otherwise. */
export function checkPublicKey(value: unknown, field: string): string {
  if (value === undefined || value === null || value === '')
    throw new ServiceError(400, 'INVALID_KEY', `${field}: ${REQUIRED_MESSAGE}`)
  if (!isPublicKey(value)) throw new ServiceError(400, 'INVALID_KEY', `${field}: ${PUBLIC_KEY_MESSAGE}`)
  return legacyPublicKey(value) ?? value
}

/**
 * Creates `name` with the given keys through a signed eosio::newaccount from the account creator, with
 * the new-account grant in the same transaction (all or nothing). Inputs must already be checked.
 */
export function createAccount(
  chain: Chain,
  name: string,
  ownerKey: string,
  activeKey: string,
): CreatedAccount {
  const result = pushSigned(chain, newAccountActions(ACCOUNT_CREATOR, name, ownerKey, activeKey), [
    DEV_PRIVATE_KEY,
  ])
  return { success: true, accountName: name, transactionId: result.id }
}

/** How many accounts one address may create: the limiter, its bucket prefix and its rules. */
export type CreationLimit = { limiter: RateLimiter; bucket: string; rules: readonly RateRule[] }

/**
 * Creates the account a request body names (`accountName`, `ownerKey`, `activeKey`, each checked) unless the
 * request's address is over its creation limit, and counts the creation against that address.
 */
export function createRequestedAccount(
  chain: Chain,
  body: Record<string, unknown>,
  ip: string,
  limit: CreationLimit,
): CreatedAccount {
  const account = checkNewAccountName(chain, requiredString(body, 'accountName'), 'accountName')
  const ownerKey = checkPublicKey(body.ownerKey, 'ownerKey')
  const activeKey = checkPublicKey(body.activeKey, 'activeKey')
  const bucket = clientBucket(limit.bucket, ip)
  limit.limiter.check(bucket, limit.rules, 'Too many accounts created from this address.')
  const created = createAccount(chain, account, ownerKey, activeKey)
  limit.limiter.record(bucket)
  return created
}
