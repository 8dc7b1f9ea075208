// Where the wallet-challenge sessions' bearer tokens live: this tab's sessionStorage.
//
// Why sessionStorage: a reload, or a link followed in the same tab, keeps the service login as it
// keeps the wallet session, so the user is not asked to sign the challenge again for nothing (memory
// would lose it on every reload). It stays in this tab and ends with it, so a bearer token never
// outlives the browsing session as localStorage would let it. Signing out clears it
// (session-store's logout), and a token is only ever used for the account it was issued to.
//
// This module imports nothing, so the session store can clear it without loading the services.

const STORAGE_KEY = 'portal.serviceSessions'

/** A service's bearer session for one account; `expiresAt` in milliseconds since the epoch. */
export type StoredSession = { account: string; token: string; expiresAt: number }

type Stored = Partial<Record<string, StoredSession>>

const storage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined // storage disabled: the sessions then last as long as the page
  }
}

let inMemory: Stored = {}
const listeners = new Set<() => void>()

export function readServiceSessions(): Stored {
  const store = storage()
  if (!store) return inMemory
  try {
    const parsed = JSON.parse(store.getItem(STORAGE_KEY) ?? '{}') as unknown
    return parsed !== null && typeof parsed === 'object' ? (parsed as Stored) : {}
  } catch {
    return {}
  }
}

function write(next: Stored): void {
  inMemory = next
  const store = storage()
  try {
    if (Object.keys(next).length === 0) store?.removeItem(STORAGE_KEY)
    else store?.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // A full or disabled storage keeps the session in memory only.
  }
  for (const listener of listeners) listener()
}

/** Keeps (or, with undefined, drops) the session of one login realm. */
export function writeServiceSession(realm: string, session: StoredSession | undefined): void {
  const { [realm]: _dropped, ...others } = readServiceSessions()
  write(session === undefined ? others : { ...others, [realm]: session })
}

/** Forgets every service session: on sign-out, and when the signed-in account changes. */
export function clearServiceSessions(): void {
  write({})
}

/** Calls `listener` whenever a session is kept or dropped. */
export function subscribeServiceSessions(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
