import { isTransactionId } from '@portal/chain/keys'
import { FAILED_TO_CALL_API_MESSAGE } from '@portal/chain/messages'
import type { Network } from '@portal/chain/networks'
import { getNetwork } from '@/config/network.ts'
import { readJson, sendServiceRequest, type ServiceRequest } from './service-call.ts'
import { ServiceError, serviceRefusal } from './service-error.ts'

// The testnet backend (product.md §7): faucets, producer rotation and account creation. A refusal shows
// the backend's own message; anything else (unreachable, no message, an answer that is not a
// result) shows "Failed to call API" (product.md §8).

type Answer = Record<string, unknown>

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

async function backend(path: string, request: ServiceRequest = {}): Promise<Answer> {
  const response = await sendServiceRequest('testnet', `${getNetwork().backendUrl}${path}`, request)
  const body = await readJson(response)
  if (!response.ok) throw serviceRefusal('testnet', response.status, body)
  if (!isSuccessReply(body))
    throw new ServiceError('testnet', {
      status: response.status,
      code: 'NOT_A_RESULT',
      message: FAILED_TO_CALL_API_MESSAGE,
    })
  return typeof body === 'string' ? { transactionId: body } : (body as Answer)
}

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
  const answer = await backend('/v1/testnet/account', { body: input })
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
  // The developer host, not the account backend: the two may be different services (product.md §7).
  const url = `${network.developerBackendUrl}/v1/accounts/${segment(name)}`
  const response = await sendServiceRequest('testnet', url, { signal })
  if (response.ok) return true
  if (response.status === 409) return false
  throw serviceRefusal('testnet', response.status, await readJson(response))
}
