import { ChainError } from '@portal/chain/errors'

/** `ChainError.status` of a call that never got an answer (server down, offline, blocked). */
export const UNREACHABLE_STATUS = 0

/** What the user reads when a server could not be reached, instead of the browser's "Failed to fetch". */
export function unreachableMessage(url: string): string {
  let host = url
  try {
    host = new URL(url).host
  } catch {
    // keep the text as given
  }
  return `Could not reach ${host}. The network or the server may be down; try again in a moment.`
}

/** Runs `fetch`, turning a network failure into a `ChainError` with a readable message; aborts pass through. */
export async function fetchOrUnreachable(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ChainError(unreachableMessage(url), { status: UNREACHABLE_STATUS, cause: error })
  }
}

// Gateways answer these while the chain behind them is down or restarting.
const GATEWAY_STATUSES = new Set([502, 503, 504])

/**
 * True when `error` (or an error it wraps) means a server could not be reached, as opposed to a
 * refusal: a session is kept through such a failure and tried again, never forgotten.
 */
export function isUnreachable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false
  if (error instanceof ChainError && error.status !== undefined) {
    if (error.status === UNREACHABLE_STATUS || GATEWAY_STATUSES.has(error.status)) return true
  }
  // fetch rejects with a TypeError when nothing answers (Wharf Kit's own calls come through here).
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return true
  return isUnreachable((error as { cause?: unknown }).cause, depth + 1)
}
