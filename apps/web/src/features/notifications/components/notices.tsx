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
// often exactly the ones that explain the failure. The theme's tokens are in the shell's stylesheet, so
// these inline styles can use them.
function PlainNotices({ notices }: { notices: readonly Notice[] }) {
  return (
    <div
      style={{
        position: 'fixed',
        bottom: 'var(--space-4)',
        left: 'var(--space-4)',
        right: 'var(--space-4)',
        zIndex: 'var(--z-snackbar)',
        display: 'grid',
        gap: 'var(--space-2)',
        font: 'var(--font-body2)',
      }}
    >
      {notices.map((notice) => (
        <p
          key={notice.id}
          role={notice.tone === 'negative' ? 'alert' : 'status'}
          data-notice={notice.tone}
          style={{
            margin: 0,
            padding: 'var(--space-3) var(--space-4)',
            borderRadius: 'var(--radius)',
            color: 'var(--color-on-solid)',
            background:
              notice.tone === 'positive'
                ? 'var(--color-success-dark)'
                : notice.tone === 'negative'
                  ? 'var(--color-error-dark)'
                  : 'var(--color-info-dark)',
          }}
        >
          {notice.message}
        </p>
      ))}
    </div>
  )
}
