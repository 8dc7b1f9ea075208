import { CloseIcon } from '@/components/ui/icons.tsx'
import { CheckCircleIcon, ErrorIcon } from '@/components/ui/page-icons.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Drawer } from '@/components/ui/drawer.tsx'
import { IconButton } from '@/components/ui/icon-button.tsx'
import { List } from '@/components/ui/list.tsx'
import { ListItem } from '@/components/ui/list-item.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { transactionUrl } from '@portal/chain/networks'
import { getNetwork } from '@/config/network.ts'
import { isTransactionId } from '@/lib/history/transaction-id.ts'
import { notifications, type Notification } from '@/lib/notifications/notification-store.ts'
import { useNotifications } from '@/lib/notifications/use-notifications.ts'
import styles from './notification-drawer.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

/**
 * The right drawer listing notifications, newest first, with Clear all. The layout marks them read
 * when the drawer opens or closes.
 */
export function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { items } = useNotifications()

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: 'notification-drawer',
          'aria-labelledby': 'notifications-title',
          className: styles.paper,
        },
      }}
    >
      <section aria-labelledby="notifications-title" className={styles.panel}>
        <div className={styles.header}>
          <Typography id="notifications-title" component="h2" variant="h6" className={styles.title}>
            Notifications
          </Typography>
          <Button onClick={() => notifications.clear()} disabled={items.length === 0}>
            Clear all
          </Button>
          <IconButton aria-label="Close notifications" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        {items.length === 0 ? (
          <EmptyState compact className={styles.empty}>
            No notifications yet. Transactions you sign appear here.
          </EmptyState>
        ) : (
          <List aria-label="Notifications" className={styles.list}>
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onNavigate={onClose} />
            ))}
          </List>
        )}
      </section>
    </Drawer>
  )
}

function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: Notification
  onNavigate: () => void
}) {
  const success = notification.status === 'success'
  // Stored entries come from local storage, which anything on this origin can write: only a real
  // transaction id becomes a link, and a broken date is left out rather than shown as "Invalid Date".
  const transactionId = notification.transaction.transactionId
  const created = new Date(notification.createdAt)
  return (
    <ListItem data-status={notification.status} className={styles.item}>
      {success ? (
        <CheckCircleIcon titleAccess="Succeeded" className={styles.succeeded} />
      ) : (
        <ErrorIcon titleAccess="Failed" className={styles.failed} />
      )}
      <div className={styles.body}>
        <Typography variant="overline" component="p" className={styles.itemTitle}>
          {notification.title}
        </Typography>
        <LongText text={success ? notification.content : (notification.error ?? '')} />
        {!Number.isNaN(created.getTime()) && (
          <Typography variant="caption" color="textSecondary" component="p">
            {created.toLocaleString('en')}
          </Typography>
        )}
        {transactionId !== null && isTransactionId(transactionId) && (
          <ExplorerLink transactionId={transactionId} onNavigate={onNavigate} />
        )}
      </div>
    </ListItem>
  )
}

const LONG_TEXT = 240

// A chain error or a memo can be very long: the drawer shows the start and lets the user read on.
function LongText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false)
  const long = text.length > LONG_TEXT
  return (
    <>
      <Typography variant="body2" className={styles.longText}>
        {long && !expanded ? `${text.slice(0, LONG_TEXT).trimEnd()}…` : text}
      </Typography>
      {long && (
        <Button
          size="small"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          className={styles.textButton}
        >
          {expanded ? 'Show less' : 'Show all'}
        </Button>
      )}
    </>
  )
}

// On the local network the explorer is the portal's own page, so it opens without leaving the app.
function ExplorerLink({ transactionId, onNavigate }: { transactionId: string; onNavigate: () => void }) {
  const network = getNetwork()
  const label = `View transaction ${transactionId.slice(0, 8)}…`
  if (network.explorerIsPortal) {
    return (
      <Button
        size="small"
        component={RouterLink}
        to={`/transaction/${transactionId}`}
        onClick={onNavigate}
        className={styles.textButton}
      >
        {label}
      </Button>
    )
  }
  return (
    <Button
      size="small"
      component="a"
      href={transactionUrl(network, transactionId)}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.textButton}
    >
      {label}
    </Button>
  )
}
