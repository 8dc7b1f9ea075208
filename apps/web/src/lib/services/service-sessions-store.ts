// Where the wallet-challenge sessions' bearer tokens live: this tab's sessionStorage.
//
// Why sessionStorage: a reload, or a link followed in the same tab, keeps the service login as it
// keeps the wallet session, so the user is not asked to sign the challenge again for nothing (memory
// would lose it on every reload). It stays in this tab and ends with it, so a bearer token never
// outlives the browsing session as localStorage would let it. Signing out clears it (the session
// store forgets the key whenever the session ends, lib/local-storage.ts), and a token is only ever used for the
// account it was issued to. Where storage is disabled nothing is kept: each call signs again.

import { SERVICE_SESSIONS_KEY as STORAGE_KEY } from '@/lib/local-storage.ts'

/** A service's bearer session for one account; `expiresAt` in milliseconds since the epoch. */
export type StoredSession = { account: string; token: string; expiresAt: number }

type Stored = Partial<Record<string, StoredSession>>

const storage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined // storage disabled
  }
}

const listeners = new Set<() => void>()

export function readServiceSessions(): Stored {
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}') as unknown
    return parsed !== null && typeof parsed === 'object' ? (parsed as Stored) : {}
  } catch {
    return {}
  }
}

function write(next: Stored): void {
  const store = storage()
  try {
    if (Object.keys(next).length === 0) store?.removeItem(STORAGE_KEY)
    else store?.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // A full storage keeps nothing: the next call signs again.
  }
  for (const listener of listeners) listener()
}

/** Keeps (or, with undefined, drops) the session of one login realm. */
export function writeServiceSession(realm: string, session: StoredSession | undefined): void {
  const { [realm]: _dropped, ...others } = readServiceSessions()
  write(session === undefined ? others : { ...others, [realm]: session })
}

/** Calls `listener` whenever a session is kept or dropped. */
export function subscribeServiceSessions(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
