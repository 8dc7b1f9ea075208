/** The local-storage keys the portal owns, in one place so nothing else invents its own. */
export const STORAGE_KEYS = {
  autoLogin: 'autoLogin',
  account: 'account',
  returning: 'returning',
  notifications: 'notifications',
  /** Keys imported into the Local keys wallet (local network only). */
  importedKeys: 'importedKeys',
} as const

// Storage can be disabled or full (private mode, quotas): the portal keeps working without it.

/** Reads a key, or null when absent or storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Writes a key; returns false when storage refused it. */
export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** Removes a key, ignoring unavailable storage. */
export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // nothing stored, nothing to remove
  }
}

/**
 * The session-storage key of the services' wallet-challenge tokens (lib/services/
 * service-sessions-store.ts), here so signing out can forget them without loading the services.
 */
export const SERVICE_SESSIONS_KEY = 'portal.serviceSessions'

/** Forgets the services' tokens kept in this tab, ignoring unavailable storage. */
export function forgetServiceSessions(): void {
  try {
    window.sessionStorage.removeItem(SERVICE_SESSIONS_KEY)
  } catch {
    // nothing stored, nothing to remove
  }
}
