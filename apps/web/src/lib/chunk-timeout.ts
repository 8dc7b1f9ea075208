import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/chain/constants'

/** A page chunk that has not loaded after this long is reported, with a way to retry. */
export const CHUNK_TIMEOUT_MS = CHUNK_LOAD_TIMEOUT_MS

/** The message shown when a page chunk times out. */
export const CHUNK_TIMEOUT_MESSAGE = 'This page took too long to load'

/** Raised when a lazily loaded page does not arrive in time. */
export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError'
  constructor() {
    super(CHUNK_TIMEOUT_MESSAGE)
  }
}

/** Resolves like `load`, or rejects with a `ChunkTimeoutError` after `timeoutMs`. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs)
  })
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer))
}
