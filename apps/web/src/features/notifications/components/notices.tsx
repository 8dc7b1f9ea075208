import { Suspense, lazy } from 'react'
import { useNotices } from '@/lib/notifications/notices.ts'

const NoticeList = lazy(async () => ({ default: (await import('./notice-list.tsx')).NoticeList }))

/** Notices at the bottom of the screen; their code loads with the first notice. */
export function Notices() {
  const notices = useNotices()
  if (notices.length === 0) return null
  return (
    <Suspense fallback={null}>
      <NoticeList />
    </Suspense>
  )
}
