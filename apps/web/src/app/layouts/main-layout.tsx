import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react'
import { Outlet } from 'react-router'
import type { ResolveRoles } from '@/features/resolve/components/resolve-roles-probe.tsx'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { notify } from '@/lib/notifications/notices.ts'
import { notifications } from '@/lib/notifications/notification-store.ts'
import { useAccountName } from '@/lib/session/session-store.ts'
import { Header } from './header.tsx'
import { LEFT_MENU_CLOSE_ABOVE } from './layout-sizes.ts'
import styles from './main-layout.module.css'
import { SkipLink } from './skip-link.tsx'
import { useFirstPageSettled } from '@/lib/first-page.ts'
import { useIdleAfter } from '@/components/use-idle-after.ts'

// The drawers load on first use: a guest who only reads never downloads them.
const LeftDrawer = lazy(async () => ({ default: (await import('./left-drawer.tsx')).LeftDrawer }))
const NotificationDrawer = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-drawer.tsx')).NotificationDrawer,
}))
// Resolve's roles need the table reader and the arbitration schemas: loaded only for a signed-in account,
// once the first page is on screen (the menu's role items are not what a visitor came for).
const ResolveRolesProbe = lazy(async () => ({
  default: (await import('@/features/resolve/components/resolve-roles-probe.tsx')).ResolveRolesProbe,
}))

/** The main frame: header, left menu drawer, right notification drawer and the page. */
export function MainLayout() {
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuUsed, setMenuUsed] = useState(false)
  const [notificationsOpen, setNotificationsOpen] = useState(false)
  const [notificationsUsed, setNotificationsUsed] = useState(false)
  const account = useAccountName()
  // The role probe's reads and code follow the first page's paint and an idle moment after it.
  const probeTime = useIdleAfter(useFirstPageSettled())
  const [resolveRoles, setResolveRoles] = useState<ResolveRoles | null>(null)
  // Roles reported for an earlier account (before a logout or a switch) count for nothing.
  const current = resolveRoles !== null && resolveRoles.account === account ? resolveRoles : null
  const roles = {
    signedIn: account !== null,
    isArbitrator: current?.isArbitrator ?? false,
    isAdmin: current?.isAdmin ?? false,
  }
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  const closeNotifications = useCallback(() => setNotificationsOpen(false), [])

  useCloseMenuWhenWide(menuOpen, closeMenu)
  useMarkReadOnToggle(notificationsOpen)

  return (
    <div data-layout="main" className={styles.page}>
      <SkipLink />
      <Header
        roles={roles}
        menuOpen={menuOpen}
        onMenu={() => {
          setMenuUsed(true)
          setMenuOpen((open) => !open)
        }}
        notificationsOpen={notificationsOpen}
        onNotifications={() => {
          setNotificationsUsed(true)
          setNotificationsOpen((open) => !open)
        }}
      />
      {account !== null && probeTime && (
        <LazyBoundary fallback={null} onError={() => partFailed('The Resolve roles')}>
          <Suspense fallback={null}>
            <ResolveRolesProbe account={account} onRoles={setResolveRoles} />
          </Suspense>
        </LazyBoundary>
      )}
      <LazyBoundary fallback={null} onError={() => partFailed('The menu')}>
        <Suspense fallback={null}>
          {menuUsed && <LeftDrawer open={menuOpen} onClose={closeMenu} roles={roles} />}
        </Suspense>
      </LazyBoundary>
      <LazyBoundary fallback={null} onError={() => partFailed('The notifications')}>
        <Suspense fallback={null}>
          {notificationsUsed && <NotificationDrawer open={notificationsOpen} onClose={closeNotifications} />}
        </Suspense>
      </LazyBoundary>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  )
}

function partFailed(what: string) {
  notify('negative', `${what} could not be loaded. Check your connection and reload the page.`)
}

/** The left menu closes by itself when the window grows wider than 760 px. */
function useCloseMenuWhenWide(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return
    const closeWhenWide = () => {
      if (window.innerWidth > LEFT_MENU_CLOSE_ABOVE) close()
    }
    window.addEventListener('resize', closeWhenWide)
    return () => window.removeEventListener('resize', closeWhenWide)
  }, [open, close])
}

/**
 * Unread notifications become read when the drawer opens and again when it closes, by any means
 * (bell, close button, overlay, Escape): every way of closing goes through `open`.
 */
function useMarkReadOnToggle(open: boolean) {
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current !== open) notifications.markAllRead()
    wasOpen.current = open
  }, [open])
}
