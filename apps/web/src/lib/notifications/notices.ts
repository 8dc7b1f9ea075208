import { useSyncExternalStore } from 'react'

import { TOAST_TIMEOUT_MS } from '@portal/chain/constants'

/** How long a notice (toast) stays on screen unless told otherwise. */
export const NOTICE_TIMEOUT_MS = TOAST_TIMEOUT_MS

/** A short-lived message at the bottom of the screen. */
export type Notice = {
  id: number
  tone: 'positive' | 'negative' | 'info'
  message: string
  timeoutMs: number
}

// The same object as the prerender's (below) until a notice comes, so hydrating changes nothing.
const NO_NOTICES: readonly Notice[] = []
let notices: readonly Notice[] = NO_NOTICES
let lastId = 0
const listeners = new Set<() => void>()

function emit(next: readonly Notice[]) {
  notices = next
  for (const listener of listeners) listener()
}

/** Shows a notice for `timeoutMs` (5 s by default) and returns its id. */
export function notify(tone: Notice['tone'], message: string, timeoutMs = NOTICE_TIMEOUT_MS): number {
  lastId += 1
  const notice = { id: lastId, tone, message, timeoutMs }
  emit([...notices, notice])
  window.setTimeout(() => dismissNotice(notice.id), timeoutMs)
  return notice.id
}

/** Removes a notice before its time-out. */
export function dismissNotice(id: number): void {
  if (notices.some((notice) => notice.id === id)) emit(notices.filter((notice) => notice.id !== id))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

// What the build's prerender (app/prerender.tsx) draws, and a prerendered page is hydrated with: no
// notices.
const noNoticesSnapshot = () => NO_NOTICES

/** The notices on screen, oldest first. */
export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribe, () => notices, noNoticesSnapshot)
}
