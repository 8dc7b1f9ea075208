import { isTransactionId } from '@portal/chain/keys'
import { FAILED_TO_CALL_API_MESSAGE } from '@portal/chain/messages'
import type { Network } from '@portal/chain/networks'
import { getNetwork } from '@/config/network.ts'

// The testnet backend (product.md §7): faucets, producer rotation and account creation. A refusal shows
// the backend's own message; anything else (unreachable, no message, an answer that is not a
// result) shows "Failed to call API" (product.md §8).

/** A refusal or failure of a testnet call, with the text the page shows. */
export class TestnetCallError extends Error {
  override name = 'TestnetCallError'
  readonly status: number | undefined
  constructor(message: string, status?: number) {
    super(message)
    this.status = status
  }
}

type Answer = Record<string, unknown>

function refusalMessage(body: unknown): string {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined
  return typeof message === 'string' && message.trim() !== ''
    ? message.slice(0, 500)
    : FAILED_TO_CALL_API_MESSAGE
}

/** The original counted a reply as success when it was an object or a 64-character transaction id. */
export function isSuccessReply(body: unknown): boolean {
  if (isTransactionId(body)) return true
  return (
    body !== null &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    (body as { success?: unknown }).success !== false
  )
}

async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  let response: Response
  try {
    response = await fetch(`${base}${path}`, init)
  } catch {
    throw new TestnetCallError(FAILED_TO_CALL_API_MESSAGE)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  if (!response.ok) throw new TestnetCallError(refusalMessage(body), response.status)
  if (!isSuccessReply(body)) throw new TestnetCallError(FAILED_TO_CALL_API_MESSAGE, response.status)
  return typeof body === 'string' ? { transactionId: body } : (body as Answer)
}

const backend = (path: string, init?: RequestInit) => call(getNetwork().backendUrl, path, init)
const segment = (value: string) => encodeURIComponent(value)
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The faucet's answer: what was sent and the transaction (native) or EVM hash, when given. */
export type FaucetResult = { transactionId?: string | undefined; transactionHash?: string | undefined }

/** `GET /v1/testnet/faucet/{account}`: testnet TLOS to a native account. */
export async function sendNativeTlos(account: string): Promise<FaucetResult> {
  const answer = await backend(`/v1/testnet/faucet/${segment(account)}`)
  return { transactionId: text(answer.transactionId) }
}

/** `GET /v1/testnet/evmFaucet/{address}` or `zkEvmFaucet`: testnet TLOS (EVM) or tTLOS (zkEVM). */
export async function sendEvmTokens(network: 'evm' | 'zkevm', address: string): Promise<FaucetResult> {
  const path = network === 'evm' ? 'evmFaucet' : 'zkEvmFaucet'
  const answer = await backend(`/v1/testnet/${path}/${segment(address)}`)
  return { transactionHash: text(answer.transactionHash) }
}

/** `POST /v1/testnet/account {ownerKey, activeKey, accountName}`. */
export async function createTestnetAccount(input: {
  accountName: string
  ownerKey: string
  activeKey: string
}): Promise<FaucetResult> {
  const answer = await backend('/v1/testnet/account', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  })
  return { transactionId: text(answer.transactionId) }
}

/** `GET /v1/testnet/produce/{account}`: the backend's message (the schedule is read from the chain). */
export async function addToRotation(account: string): Promise<{ message: string }> {
  const answer = await backend(`/v1/testnet/produce/${segment(account)}`)
  return { message: text(answer.message) ?? `${account} was added to the rotation.` }
}

/**
 * Whether `name` is free on the developer host (`GET /v1/accounts/{name}`). Its meaning is inverted:
 * 200 means no account has the name; 409 means it is taken; anything else is a failure to report.
 */
export async function isNameAvailable(
  name: string,
  signal?: AbortSignal,
  network: Network = getNetwork(),
): Promise<boolean> {
  let response: Response
  try {
    // The developer host, not the account backend: the two may be different services (product.md §7).
    response = await fetch(`${network.developerBackendUrl}/v1/accounts/${segment(name)}`, { signal })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new TestnetCallError(FAILED_TO_CALL_API_MESSAGE)
  }
  if (response.ok) return true
  if (response.status === 409) return false
  throw new TestnetCallError(refusalMessage(await response.json().catch(() => undefined)), response.status)
}
