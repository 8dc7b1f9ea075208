// TODO(consolidate): move to @portal/chain/errors once that module lands; kept here so the shell
// does not wait for it.

/** The prefix nodeos puts before a contract's `check` message. */
export const ASSERTION_PREFIX = 'assertion failure with message: '

/** A nodeos-shaped error body: `{code, message, error:{code, name, what, details:[{message}]}}`. */
export type NodeosErrorBody = {
  code?: number
  message?: string
  error?: { code?: number; name?: string; what?: string; details?: { message?: string }[] }
}

/** An error answered by a chain or history API, with nodeos's fields kept. */
export class ChainError extends Error {
  override name = 'ChainError'
  /** HTTP status of the answer. */
  readonly status: number
  /** nodeos exception code, e.g. 3050003 for a contract assertion. */
  readonly code: number | undefined
  /** nodeos exception name, e.g. `eosio_assert_message_exception`. */
  readonly errorName: string | undefined
  /** The detail messages, first one first, as sent. */
  readonly details: readonly string[]

  constructor(status: number, body: NodeosErrorBody | undefined, fallback: string) {
    const details = (body?.error?.details ?? []).flatMap((detail) =>
      typeof detail?.message === 'string' ? [detail.message] : [],
    )
    super(details[0] ?? body?.error?.what ?? body?.message ?? fallback)
    this.status = status
    this.code = body?.error?.code
    this.errorName = body?.error?.name
    this.details = details
  }
}

/** True when `body` looks like a nodeos error answer. */
export function isNodeosErrorBody(body: unknown): body is NodeosErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false
  const inner = (body as { error: unknown }).error
  return typeof inner === 'object' && inner !== null
}

function stripAssertion(message: string): string {
  return message.startsWith(ASSERTION_PREFIX) ? message.slice(ASSERTION_PREFIX.length) : message
}

/**
 * The message a user sees for a failed call: the first chain detail without the
 * `assertion failure with message: ` prefix when there is one, else the error's own message.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ChainError) return stripAssertion(error.details[0] ?? error.message)
  if (isNodeosErrorBody(error)) {
    const detail = error.error?.details?.[0]?.message
    if (typeof detail === 'string') return stripAssertion(detail)
  }
  if (error instanceof Error) return stripAssertion(unwrapErrorPrefix(error.message))
  if (typeof error === 'string' && error !== '') return stripAssertion(unwrapErrorPrefix(error))
  return 'Unknown error'
}

// Wharf Kit rethrows non-HTTP failures as `new Error(error)`, which prefixes the message with "Error: ".
function unwrapErrorPrefix(message: string): string {
  let text = message
  while (text.startsWith('Error: ')) text = text.slice('Error: '.length)
  return text
}
