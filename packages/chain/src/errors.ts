// One error type for everything a chain call can throw: nodeos JSON error bodies, Wharf Kit's
// APIError (which keeps the body at .response.json and the nodeos error at .error), errors that
// wrap another in .cause, and plain Errors or strings. Parsing never throws.

/** The prefix nodeos puts before a contract's check() message. */
export const ASSERTION_PREFIX = 'assertion failure with message: '
/** nodeos error code of a failed contract check (eosio_assert_message_exception). */
export const ASSERTION_ERROR_CODE = 3050003
/** nodeos error code of a missing authority (missing_auth_exception). */
export const MISSING_AUTH_ERROR_CODE = 3090004

const MAX_MESSAGE_LENGTH = 1000
const MAX_DETAILS = 20
const MAX_DEPTH = 4
const UNKNOWN_ERROR = 'Unknown error'

/** A failed chain call: `message` is what the user is shown. */
export class ChainError extends Error {
  override readonly name = 'ChainError'
  /** nodeos error code (e.g. 3050003), when the chain answered with one. */
  readonly code: number | undefined
  /** nodeos exception name (e.g. `eosio_assert_message_exception`). */
  readonly errorName: string | undefined
  /** nodeos `what` text (e.g. `eosio_assert_message assertion failure`). */
  readonly what: string | undefined
  /** Every detail message, as the chain sent them. */
  readonly details: readonly string[]
  /** HTTP-ish status from the top-level `code` of a nodeos body (e.g. 500). */
  readonly status: number | undefined

  constructor(
    message: string,
    options: {
      code?: number
      errorName?: string
      what?: string
      details?: readonly string[]
      status?: number
      cause?: unknown
    } = {},
  ) {
    super(message, { cause: options.cause })
    this.code = options.code
    this.errorName = options.errorName
    this.what = options.what
    this.details = options.details ?? []
    this.status = options.status
  }

  /** True when a contract check() failed, i.e. the message is the contract's own text. */
  get isAssertion(): boolean {
    return this.code === ASSERTION_ERROR_CODE || (this.details[0]?.startsWith(ASSERTION_PREFIX) ?? false)
  }
}

type NodeosError = { code?: unknown; name?: unknown; what?: unknown; details?: unknown }

/** Turns anything thrown by a chain call (nodeos JSON, Wharf Kit error, Error, string) into a ChainError; never throws. */
export function parseChainError(input: unknown): ChainError {
  if (input instanceof ChainError) return input
  try {
    const found = findNodeosError(input, 0)
    const details = found ? detailMessages(found.error.details) : []
    const first = details[0]
    const message = first
      ? stripAssertionPrefix(first)
      : (fallbackMessage(input) ?? (found ? textOf(found.error.what) : undefined) ?? UNKNOWN_ERROR)
    return new ChainError(clip(message), {
      code: found ? numberOf(found.error.code) : undefined,
      errorName: found ? textOf(found.error.name) : undefined,
      what: found ? textOf(found.error.what) : undefined,
      details,
      status: found?.status,
      cause: input,
    })
  } catch {
    // Hostile objects (throwing getters, revoked proxies) still yield a usable error.
    return new ChainError(UNKNOWN_ERROR, { cause: input })
  }
}

/**
 * A ChainError for an HTTP answer that failed: the body's nodeos error when it has one, else the
 * `message` of a history or backend API body (`{statusCode, error, message}`), else `fallback`.
 */
export function chainErrorFromResponse(status: number, body: unknown, fallback: string): ChainError {
  const apiMessage = isObject(body) && typeof body.message === 'string' ? body.message.trim() : ''
  const parsed = parseChainError(
    isObject(body) && isNodeosError(body.error) ? body : apiMessage !== '' ? apiMessage : fallback,
  )
  return new ChainError(parsed.message, {
    code: parsed.code,
    errorName: parsed.errorName,
    what: parsed.what,
    details: parsed.details,
    status,
    cause: body,
  })
}

/** The text the user is shown for a failed chain call: the first detail without its assertion prefix, else the error message. */
export function chainErrorMessage(input: unknown): string {
  return parseChainError(input).message
}

/** A contract message without nodeos's "assertion failure with message: " prefix. */
export function stripAssertionPrefix(message: string): string {
  return message.startsWith(ASSERTION_PREFIX) ? message.slice(ASSERTION_PREFIX.length) : message
}

/** A nodeos error body: `{code, message, error: {code, name, what, details: [{message, …}]}}`. */
export type NodeosErrorBody = {
  code: number
  message: string
  error: {
    code: number
    name: string
    what: string
    details: { message: string; file: string; line_number: number; method: string }[]
  }
}

/** The body nodeos sends for a failed contract check, with the assertion prefix nodeos adds. */
export function assertionErrorBody(contractMessage: string): NodeosErrorBody {
  return {
    code: 500,
    message: 'Internal Service Error',
    error: {
      code: ASSERTION_ERROR_CODE,
      name: 'eosio_assert_message_exception',
      what: 'eosio_assert_message assertion failure',
      details: [
        {
          message: ASSERTION_PREFIX + contractMessage,
          file: 'cf_system.cpp',
          line_number: 14,
          method: 'eosio_assert',
        },
      ],
    },
  }
}

function findNodeosError(input: unknown, depth: number): { error: NodeosError; status?: number } | undefined {
  if (depth > MAX_DEPTH || !isObject(input)) return undefined
  // A nodeos body, possibly where Wharf Kit's APIError keeps it (.response.json) or a client put it (.json).
  for (const body of [input.json, isObject(input.response) ? input.response.json : undefined, input]) {
    if (isObject(body) && isNodeosError(body.error)) return { error: body.error, status: numberOf(body.code) }
  }
  if (isNodeosError(input)) return { error: input }
  return findNodeosError(input.cause, depth + 1)
}

function isNodeosError(value: unknown): value is NodeosError {
  return isObject(value) && (Array.isArray(value.details) || typeof value.what === 'string')
}

function detailMessages(details: unknown): string[] {
  if (!Array.isArray(details)) return []
  const messages: string[] = []
  for (const detail of details.slice(0, MAX_DETAILS)) {
    const message = isObject(detail) ? textOf(detail.message) : undefined
    if (message) messages.push(clip(message))
  }
  return messages
}

function fallbackMessage(input: unknown): string | undefined {
  const raw =
    typeof input === 'string'
      ? textOf(input)
      : isObject(input)
        ? (textOf(input.message) ?? (isObject(input.error) ? textOf(input.error.message) : undefined))
        : undefined
  if (raw === undefined) return undefined
  // Wharf Kit rethrows some failures as `new Error(error)`, which prefixes "Error: " to the text.
  let text = raw
  while (text.startsWith('Error: ')) text = text.slice('Error: '.length)
  return stripAssertionPrefix(text) || undefined
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

function clip(text: string): string {
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text
}
