import { Alert } from '@/components/ui/alert.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { dismissNotice, useNotices } from '@/lib/notifications/notices.ts'
import styles from './notice-list.module.css'

/** The notices (toasts) on screen; each leaves after its time-out (5 s unless set). */
export function NoticeList() {
  const notices = useNotices()
  return (
    <Stack spacing={1} className={styles.list}>
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          role={notice.tone === 'negative' ? 'alert' : 'status'}
          variant="filled"
          severity={notice.tone === 'positive' ? 'success' : notice.tone === 'negative' ? 'error' : 'info'}
          onClose={() => dismissNotice(notice.id)}
          data-notice={notice.tone}
          // Chain messages can be long or one unbroken word (a key, a hash): wrap them and cap the height.
          className={styles.notice}
          slotProps={{ message: { className: styles.message } }}
        >
          {notice.message}
        </Alert>
      ))}
    </Stack>
  )
}
