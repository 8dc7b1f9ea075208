import { MenuIcon } from '@/components/ui/frame-icons.tsx'
import { AppBar } from '@/components/ui/app-bar.tsx'
import { Button } from '@/components/ui/button.tsx'
import { IconButton } from '@/components/ui/icon-button.tsx'
import { Toolbar } from '@/components/ui/toolbar.tsx'
import { useScrollTrigger } from '@/components/ui/use-scroll-trigger.ts'
import { NavLink, Link as RouterLink, useLocation } from 'react-router'
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx'
import { useSession } from '@/lib/session/session-store.ts'
import styles from './header.module.css'
import { SHRINK_AFTER_PX } from './layout-sizes.ts'
import { Logo } from './logo.tsx'
import { headerTabs, type MenuRoles } from './navigation.ts'
import { ProfileMenu } from './profile-menu.tsx'
import { ResolveMenu } from './resolve-menu.tsx'

type HeaderProps = {
  roles: MenuRoles
  menuOpen: boolean
  onMenu: () => void
  notificationsOpen: boolean
  onNotifications: () => void
}

/** The main header: menu button, logo, tabs, Resolve menu, notification bell and the session buttons. */
export function Header({ roles, menuOpen, onMenu, notificationsOpen, onNotifications }: HeaderProps) {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SHRINK_AFTER_PX })
  const session = useSession()
  const { pathname } = useLocation()

  return (
    <AppBar position="sticky" color="default" elevation={scrolled ? 4 : 0} className={styles.appBar}>
      <Toolbar data-scrolled={scrolled} className={styles.toolbar}>
        <IconButton
          color="inherit"
          aria-label="Open menu"
          aria-controls="left-menu"
          aria-expanded={menuOpen}
          onClick={onMenu}
        >
          <MenuIcon />
        </IconButton>
        <Logo compact />
        <nav aria-label="Sections" className={styles.tabs}>
          {headerTabs.map((tab) => (
            <Button
              key={tab.to}
              component={NavLink}
              to={tab.to}
              // `/` is the ballots list, so its tab is the current one there too.
              className={
                pathname === '/' && tab.to === '/trails/ballots' ? `${styles.tab} active` : styles.tab
              }
              color="inherit"
            >
              {tab.label}
            </Button>
          ))}
          <ResolveMenu roles={roles} />
        </nav>
        <div className={styles.spacer} />
        <NotificationBell open={notificationsOpen} onClick={onNotifications} />
        {session.status === 'signed-in' && <ProfileMenu account={session.account} />}
        {session.status === 'signed-out' && (
          <>
            <Button
              component={RouterLink}
              to="/accounts/add"
              color="inherit"
              size="small"
              className={styles.sessionButton}
            >
              Create account
            </Button>
            <Button
              component={RouterLink}
              to="/login"
              variant="contained"
              size="small"
              className={styles.sessionButton}
            >
              Login
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  )
}
