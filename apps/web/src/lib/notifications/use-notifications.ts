import { useSyncExternalStore } from 'react'
import { notifications, type NotificationsSnapshot } from './notification-store.ts'

/** The notifications, newest first, and the unread counts per status. */
export function useNotifications(): NotificationsSnapshot {
  return useSyncExternalStore(notifications.subscribe, notifications.getSnapshot)
}
