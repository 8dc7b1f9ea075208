import NotificationsIcon from '@mui/icons-material/Notifications'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import { useNotifications } from '@/lib/notifications/use-notifications.ts'
import styles from './notification-bell.module.css'

/** The header bell: a green badge counts unread successes, a red one unread errors (the label says both). */
export function NotificationBell({ open, onClick }: { open: boolean; onClick: () => void }) {
  const { unread } = useNotifications()
  const label = `Notifications: ${unread.success} unread successful, ${unread.error} unread failed`
  return (
    <IconButton color="inherit" aria-controls="notification-drawer" aria-expanded={open} onClick={onClick}>
      {/* The name comes from this text, not aria-label: the badge digits are visible text a label would contradict. */}
      <span className={styles.visuallyHidden}>{label}</span>
      <Badge
        badgeContent={unread.success}
        data-testid="success-badge"
        slotProps={{ badge: { 'aria-hidden': true } }}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        classes={{ badge: styles.successBadge }}
      >
        <Badge
          badgeContent={unread.error}
          data-testid="error-badge"
          slotProps={{ badge: { 'aria-hidden': true } }}
          classes={{ badge: styles.errorBadge }}
        >
          <NotificationsIcon />
        </Badge>
      </Badge>
    </IconButton>
  )
}
