import { Suspense, lazy } from 'react'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { useNotices, type Notice } from '@/lib/notifications/notices.ts'

const NoticeList = lazy(async () => ({ default: (await import('./notice-list.tsx')).NoticeList }))

/** Notices at the bottom of the screen; their code loads with the first notice. */
export function Notices() {
  const notices = useNotices()
  if (notices.length === 0) return null
  return (
    <LazyBoundary fallback={<PlainNotices notices={notices} />}>
      <Suspense fallback={null}>
        <NoticeList />
      </Suspense>
    </LazyBoundary>
  )
}

// When the styled list cannot be fetched (the connection dropped), the messages still show: they are
// often exactly the ones that explain the failure.
function PlainNotices({ notices }: { notices: readonly Notice[] }) {
  return (
    <div
      style={{
        position: 'fixed',
        bottom: 16,
        left: 16,
        right: 16,
        zIndex: 1400,
        display: 'grid',
        gap: 8,
        font: '14px system-ui, sans-serif',
      }}
    >
      {notices.map((notice) => (
        <p
          key={notice.id}
          role={notice.tone === 'negative' ? 'alert' : 'status'}
          data-notice={notice.tone}
          style={{
            margin: 0,
            padding: '12px 16px',
            borderRadius: 8,
            color: '#fff',
            background:
              notice.tone === 'positive' ? '#1b5e20' : notice.tone === 'negative' ? '#b71c1c' : '#01579b',
          }}
        >
          {notice.message}
        </p>
      ))}
    </div>
  )
}
