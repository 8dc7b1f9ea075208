import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '@/lib/local-storage.ts'

/** A stored value larger than this is discarded on load rather than parsed (a broken or hostile write). */
export const MAX_STORED_CHARACTERS = 512 * 1024

/** Only the newest notifications are kept, so the stored list cannot grow without bound. */
export const MAX_NOTIFICATIONS = 100

/** One entry of the notification drawer, as stored under the `notifications` key. */
export type Notification = {
  id: number
  icon: string
  title: string
  content: string
  status: 'success' | 'error'
  error: string | null
  transaction: { transactionId: string | null }
  read: boolean
  createdAt: string
}

// Checked by hand rather than with zod: this store is in every visitor's first load.
function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  const transaction = entry.transaction as Record<string, unknown> | null | undefined
  return (
    typeof entry.id === 'number' &&
    typeof entry.icon === 'string' &&
    typeof entry.title === 'string' &&
    typeof entry.content === 'string' &&
    (entry.status === 'success' || entry.status === 'error') &&
    (entry.error === null || typeof entry.error === 'string') &&
    typeof transaction === 'object' &&
    transaction !== null &&
    (transaction.transactionId === null || typeof transaction.transactionId === 'string') &&
    typeof entry.read === 'boolean' &&
    typeof entry.createdAt === 'string'
  )
}

/** What a caller supplies; the store adds id, read, time and normalises the transaction. */
export type NewNotification = {
  title: string
  status: Notification['status']
  icon?: string
  content?: string
  /** The error's message; an Error object is reduced to its message so it survives JSON. */
  error?: unknown
  transactionId?: string | null
}

/** The drawer's view: newest first, with unread counts per status. */
export type NotificationsSnapshot = {
  items: readonly Notification[]
  unread: { success: number; error: number }
}

/** Reads the stored list, oldest first; anything corrupt or oversized is removed and yields []. */
export function loadStoredNotifications(): Notification[] {
  const raw = readStorage(STORAGE_KEYS.notifications)
  if (raw === null) return []
  if (raw.length > MAX_STORED_CHARACTERS) {
    removeStorage(STORAGE_KEYS.notifications)
    return []
  }
  try {
    const parsed: unknown = JSON.parse(raw)
    if (Array.isArray(parsed) && parsed.every(isNotification)) return parsed.slice(-MAX_NOTIFICATIONS)
  } catch {
    // not JSON: discarded below
  }
  removeStorage(STORAGE_KEYS.notifications)
  return []
}

function errorText(error: unknown): string | null {
  if (error === undefined || error === null) return null
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : JSON.stringify(error)
}

/**
 * The notification store behind the bell and the right drawer. Kept outside React so the transact path
 * can add entries from anywhere; components read it with `useSyncExternalStore`.
 */
export function createNotificationStore() {
  // Oldest first in memory, like the stored list; the snapshot reverses it for display.
  let list: Notification[] = loadStoredNotifications()
  let snapshot = toSnapshot(list)
  const listeners = new Set<() => void>()

  function commit(next: Notification[]) {
    list = next.slice(-MAX_NOTIFICATIONS)
    snapshot = toSnapshot(list)
    if (list.length === 0) removeStorage(STORAGE_KEYS.notifications)
    else writeStorage(STORAGE_KEYS.notifications, JSON.stringify(list))
    for (const listener of listeners) listener()
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    /** Adds an unread notification and returns it. */
    add(input: NewNotification): Notification {
      const notification: Notification = {
        id: nextId(list),
        icon: input.icon ?? 'transaction',
        title: input.title,
        content: input.content ?? '',
        status: input.status,
        error: input.status === 'error' ? (errorText(input.error) ?? 'Unknown error') : null,
        transaction: { transactionId: input.transactionId ?? null },
        read: false,
        createdAt: new Date().toISOString(),
      }
      commit([...list, notification])
      return notification
    },
    /** Marks every notification read (the drawer was opened or closed). */
    markAllRead() {
      if (list.every((notification) => notification.read)) return
      commit(list.map((notification) => ({ ...notification, read: true })))
    },
    /** Removes every notification ("Clear all"). */
    clear() {
      commit([])
    },
    /** Re-reads local storage, e.g. after another tab changed it. */
    reload() {
      list = loadStoredNotifications()
      snapshot = toSnapshot(list)
      for (const listener of listeners) listener()
    },
  }
}

/** The store type, for components and tests. */
export type NotificationStore = ReturnType<typeof createNotificationStore>

function nextId(list: readonly Notification[]): number {
  return list.reduce((max, notification) => Math.max(max, notification.id), 0) + 1
}

/**
 * The snapshot of an empty list, always the same object: a prerendered page is hydrated with it
 * (use-notifications.ts), and a store that is still empty then has nothing to re-render.
 */
export const NO_NOTIFICATIONS: NotificationsSnapshot = { items: [], unread: { success: 0, error: 0 } }

function toSnapshot(list: readonly Notification[]): NotificationsSnapshot {
  if (list.length === 0) return NO_NOTIFICATIONS
  const unread = { success: 0, error: 0 }
  for (const notification of list) if (!notification.read) unread[notification.status] += 1
  return { items: [...list].reverse(), unread }
}

/** The portal's one notification store. */
export const notifications = createNotificationStore()

// Another tab's changes (a transaction signed there, Clear all) show here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.notifications || event.key === null) notifications.reload()
  })
}
