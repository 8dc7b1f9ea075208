import NotificationsIcon from '@mui/icons-material/Notifications'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import { useNotifications } from '@/lib/notifications/use-notifications.ts'

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** The header bell: a green badge counts unread successes, a red one unread errors (the label says both). */
export function NotificationBell({ open, onClick }: { open: boolean; onClick: () => void }) {
  const { unread } = useNotifications()
  const label = `Notifications: ${unread.success} unread successful, ${unread.error} unread failed`
  return (
    <IconButton color="inherit" aria-controls="notification-drawer" aria-expanded={open} onClick={onClick}>
      {/* The name comes from this text, not aria-label: the badge digits are visible text a label would contradict. */}
      <span style={visuallyHidden}>{label}</span>
      <Badge
        badgeContent={unread.success}
        data-testid="success-badge"
        slotProps={{ badge: { 'aria-hidden': true } }}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        sx={{ '& .MuiBadge-badge': { bgcolor: '#1b5e20', color: '#fff' } }}
      >
        <Badge
          badgeContent={unread.error}
          data-testid="error-badge"
          slotProps={{ badge: { 'aria-hidden': true } }}
          sx={{ '& .MuiBadge-badge': { bgcolor: '#b71c1c', color: '#fff' } }}
        >
          <NotificationsIcon />
        </Badge>
      </Badge>
    </IconButton>
  )
}
