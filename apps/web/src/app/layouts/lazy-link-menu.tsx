import { Suspense, lazy, useState } from 'react'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { notify } from '@/lib/notifications/notices.ts'
import type { LinkMenuItem } from './link-menu.tsx'

const LinkMenu = lazy(async () => ({ default: (await import('./link-menu.tsx')).LinkMenu }))

/** Renders the menu only once it has been opened, so its code loads on first use. */
export function LazyLinkMenu(props: {
  id: string
  anchor: HTMLElement | null
  onClose: () => void
  items: readonly LinkMenuItem[]
}) {
  const [used, setUsed] = useState(false)
  if (props.anchor !== null && !used) setUsed(true)
  if (!used) return null
  return (
    <LazyBoundary
      fallback={null}
      onError={() =>
        notify('negative', 'The menu could not be loaded. Check your connection and reload the page.')
      }
    >
      <Suspense fallback={null}>
        <LinkMenu {...props} />
      </Suspense>
    </LazyBoundary>
  )
}
