import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import useScrollTrigger from '@mui/material/useScrollTrigger'
import { NavLink, Link as RouterLink, useLocation } from 'react-router'
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx'
import { useSession } from '@/lib/session/session-store.ts'
import {
  HEADER_HEIGHT,
  HEADER_HEIGHT_SCROLLED,
  LEFT_MENU_CLOSE_ABOVE,
  SHRINK_AFTER_PX,
} from './layout-sizes.ts'
import { Logo } from './logo.tsx'
import { headerTabs, type MenuRoles } from './navigation.ts'
import { ProfileMenu } from './profile-menu.tsx'
import { ResolveMenu } from './resolve-menu.tsx'

const wide = `@media (min-width:${LEFT_MENU_CLOSE_ABOVE + 1}px)`
// Where the tabs have just appeared, the header is tight: tabs and session buttons sit closer together.
const tight = `@media (min-width:${LEFT_MENU_CLOSE_ABOVE + 1}px) and (max-width:1023px)`
const tightButton = { [tight]: { px: 0.75, fontSize: '0.8125rem' } }

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
    <AppBar position="sticky" elevation={scrolled ? 4 : 0}>
      <Toolbar
        data-scrolled={scrolled}
        sx={{
          minHeight: `${scrolled ? HEADER_HEIGHT_SCROLLED : HEADER_HEIGHT}px !important`,
          transition: 'min-height 150ms',
          gap: { xs: 0.5, sm: 1 },
          px: { xs: 1, sm: 2 },
        }}
      >
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
        <Box
          component="nav"
          aria-label="Sections"
          sx={{ display: 'none', [wide]: { display: 'flex' }, ml: 2, gap: 0.5, [tight]: { ml: 0.5, gap: 0 } }}
        >
          {headerTabs.map((tab) => (
            <Button
              key={tab.to}
              component={NavLink}
              to={tab.to}
              // `/` is the ballots list, so its tab is the current one there too.
              className={pathname === '/' && tab.to === '/trails/ballots' ? 'active' : undefined}
              color="inherit"
              sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.16)' }, minWidth: 0, ...tightButton }}
            >
              {tab.label}
            </Button>
          ))}
          <ResolveMenu roles={roles} />
        </Box>
        <Box sx={{ flex: 1 }} />
        <NotificationBell open={notificationsOpen} onClick={onNotifications} />
        {session.status === 'signed-in' && <ProfileMenu account={session.account} />}
        {session.status === 'signed-out' && (
          <>
            <Button
              component={RouterLink}
              to="/accounts/add"
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap', minWidth: 0, flexShrink: 0, ...tightButton }}
            >
              Create account
            </Button>
            <Button
              component={RouterLink}
              to="/login"
              variant="contained"
              color="secondary"
              size="small"
              sx={{ whiteSpace: 'nowrap', minWidth: 0, flexShrink: 0, ...tightButton }}
            >
              Login
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  )
}
