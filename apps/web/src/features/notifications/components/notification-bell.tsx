import { NotificationsIcon } from '@/components/ui/frame-icons.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { IconButton } from '@/components/ui/icon-button.tsx'
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
        slotProps={{ badge: { 'aria-hidden': true, className: styles.successBadge } }}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Badge
          badgeContent={unread.error}
          data-testid="error-badge"
          slotProps={{ badge: { 'aria-hidden': true, className: styles.errorBadge } }}
        >
          <NotificationsIcon />
        </Badge>
      </Badge>
    </IconButton>
  )
}
