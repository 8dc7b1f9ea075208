import { useSyncExternalStore } from 'react'
import { NO_NOTIFICATIONS, notifications, type NotificationsSnapshot } from './notification-store.ts'

// What the build's prerender drew (app/prerender.tsx) and a prerendered page is hydrated with: no
// notifications; stored ones follow in a render after (none when there are none: the same object).
const noNotifications = () => NO_NOTIFICATIONS

/** The notifications, newest first, and the unread counts per status. */
export function useNotifications(): NotificationsSnapshot {
  return useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, noNotifications)
}
