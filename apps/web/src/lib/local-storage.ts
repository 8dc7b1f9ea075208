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
