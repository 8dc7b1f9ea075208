import NotificationsIcon from '@mui/icons-material/Notifications'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import { useNotifications } from '@/lib/notifications/use-notifications.ts'

/** The header bell: a green badge counts unread successes, a red one unread errors. */
export function NotificationBell({ open, onClick }: { open: boolean; onClick: () => void }) {
  const { unread } = useNotifications()
  const label = `Notifications: ${unread.success} unread successful, ${unread.error} unread failed`
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      aria-controls="notification-drawer"
      aria-expanded={open}
      onClick={onClick}
    >
      <Badge
        badgeContent={unread.success}
        data-testid="success-badge"
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        sx={{ '& .MuiBadge-badge': { bgcolor: '#1b5e20', color: '#fff' } }}
      >
        <Badge
          badgeContent={unread.error}
          data-testid="error-badge"
          sx={{ '& .MuiBadge-badge': { bgcolor: '#b71c1c', color: '#fff' } }}
        >
          <NotificationsIcon />
        </Badge>
      </Badge>
    </IconButton>
  )
}
