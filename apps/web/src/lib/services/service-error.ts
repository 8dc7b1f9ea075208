import { FAILED_TO_CALL_API_MESSAGE } from '@portal/chain/messages'

/** The off-chain services the portal calls, each at its own base in the network preset. */
export type ServiceName =
  'account-backend' | 'testnet' | 'profile-service' | 'oauth' | 'storage' | 'gateway' | 'validation'

/**
 * A failed call to an off-chain service: refused (the service's status, code and message) or
 * unreachable (status 0, code `UNREACHABLE`). `message` is the sentence the portal shows: the
 * service's own message when it gave one (every backend refusal carries the sentence meant for
 * people), else the service's fallback.
 */
export class ServiceError extends Error {
  override name = 'ServiceError'
  readonly service: ServiceName
  /** The HTTP status, or 0 when no one answer stands for the failure (unreachable, a multi-step upload). */
  readonly status: number
  /** The service's stable code (`OTP_INVALID`, `NOT_VERIFIED`, …), or `HTTP_<status>` / `UNREACHABLE`. */
  readonly code: string
  /** The service's own message, when its answer had one. */
  readonly serviceMessage: string | undefined
  constructor(
    service: ServiceName,
    details: { status: number; code: string; message: string; serviceMessage?: string | undefined },
  ) {
    super(details.message)
    this.service = service
    this.status = details.status
    this.code = details.code
    this.serviceMessage = details.serviceMessage
  }
}

/** What each service's failures say when the service itself said nothing usable. */
const WORDING: Record<ServiceName, { unreachable: string; refused: (status: number) => string }> = {
  'account-backend': {
    unreachable: 'The account service could not be reached. Try again in a moment.',
    refused: (status) => `The account service refused (${status}).`,
  },
  // product.md §8: a testnet call without a message of its own shows "Failed to call API".
  testnet: { unreachable: FAILED_TO_CALL_API_MESSAGE, refused: () => FAILED_TO_CALL_API_MESSAGE },
  'profile-service': {
    unreachable: 'The profile service could not be reached.',
    refused: (status) => `The profile service refused (${status}).`,
  },
  oauth: {
    unreachable: 'The account service could not be reached. Try again in a moment.',
    refused: (status) => `The backend answered ${status}.`,
  },
  storage: {
    unreachable: 'The storage service could not be reached.',
    refused: (status) => `The storage service answered ${status}.`,
  },
  gateway: {
    unreachable: 'The IPFS gateway could not be reached.',
    refused: (status) => `The gateway answered ${status}.`,
  },
  validation: {
    unreachable: 'The producer-validation bucket could not be reached.',
    refused: (status) => `The producer-validation bucket answered ${status}.`,
  },
}

/** A service message longer than this is cut: it is shown in a notice, not a page. */
const MAX_MESSAGE = 500

const field = (body: unknown, name: string): unknown =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined

/** The error of a refusal: `body` is the answer's JSON (undefined when it was not JSON). */
export function serviceRefusal(service: ServiceName, status: number, body: unknown): ServiceError {
  const code = field(body, 'code')
  const said = field(body, 'message')
  const serviceMessage =
    typeof said === 'string' && said.trim() !== '' ? said.slice(0, MAX_MESSAGE) : undefined
  return new ServiceError(service, {
    status,
    code: typeof code === 'string' && code !== '' ? code : `HTTP_${status}`,
    message: serviceMessage ?? WORDING[service].refused(status),
    serviceMessage,
  })
}

/** The error of a service that could not be reached (no answer at all). */
export const serviceUnreachable = (service: ServiceName): ServiceError =>
  new ServiceError(service, { status: 0, code: 'UNREACHABLE', message: WORDING[service].unreachable })
