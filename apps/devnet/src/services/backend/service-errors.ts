import { stripAssertionPrefix } from '@portal/chain/errors'
import { HttpRefusal, refusalBody, refusalHandler, type RefusalBody } from '../../http/refusal.ts'
import { isChainError } from '../../chain/errors.ts'

/**
 * What a refused backend call answers: Fastify's error shape, a stable `code`, and `success: false`
 * (the portal's registration and OTP calls read `message` and `success`; the testnet calls read
 * `message`).
 */
export type ServiceErrorBody = { success: false } & RefusalBody

/** A request the account or testnet backend refuses, with the status and message the client sees. */
export class ServiceError extends HttpRefusal {}

export function serviceErrorBody(statusCode: number, code: string, message: string): ServiceErrorBody {
  return { success: false, ...refusalBody(statusCode, code, message) }
}

/**
 * Error handler for the backend routes: our refusals as they are, a chain refusal of the transaction a
 * call sent as 400 `CHAIN_ERROR` with the contract's message (without nodeos's assertion prefix),
 * Fastify's client errors in the same shape, anything else as a 500.
 */
export const handleServiceError = refusalHandler({
  body: serviceErrorBody,
  translate: (error) =>
    isChainError(error)
      ? new ServiceError(400, 'CHAIN_ERROR', stripAssertionPrefix(error.message))
      : undefined,
  failure: 'The backend failed; see the devnet log',
})
