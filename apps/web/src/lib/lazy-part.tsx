import { Suspense, lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { withChunkTimeout } from './chunk-timeout.ts'
import { LazyBoundary } from './lazy-boundary.tsx'
import { notify } from './notifications/notices.ts'

/** A lazily loaded component that can also be fetched ahead, e.g. when the pointer reaches its button. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => void }

/**
 * Interaction-only UI (a dialog, a form behind a button) as its own chunk, so a page does not download
 * it until someone uses it. `preload` starts the download early; a failed preload is left for the real
 * load to report.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const Component = lazy(async () => ({ default: await withChunkTimeout(load()) }))
  const preload = () => {
    load().catch(() => undefined)
  }
  return Object.assign(Component, { preload }) as unknown as LazyPart<P>
}

/** The props a button gets so that hovering or focusing it fetches the part it opens. */
export function preloadOn(part: { preload: () => void }): {
  onPointerEnter: () => void
  onFocus: () => void
} {
  return { onPointerEnter: part.preload, onFocus: part.preload }
}

function LoadFailed({ what, onFailed }: { what: string; onFailed?: (() => void) | undefined }) {
  // Told once per failed opening, even if the page re-renders meanwhile.
  const reported = useRef(false)
  useEffect(() => {
    if (reported.current) return
    reported.current = true
    notify('negative', `${what} could not be loaded. Check your connection and reload the page.`)
    onFailed?.()
  }, [what, onFailed])
  return null
}

/**
 * Renders a lazily loaded part from the first time it is `open` on, so its code loads on first use and
 * afterwards it stays mounted (closing transitions and kept state behave as with an eager import).
 * When its chunk cannot be fetched, a notice names `what` failed and `onFailed` runs (e.g. to close
 * the dialog so its button works again); the page itself keeps working.
 */
export function LazySlot({
  open,
  what,
  onFailed,
  children,
}: {
  open: boolean
  /** Shown in the failure notice, e.g. "The transfer dialog". */
  what: string
  onFailed?: () => void
  children: ReactNode
}) {
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)
  if (!used) return null
  return (
    <LazyBoundary fallback={open ? <LoadFailed what={what} onFailed={onFailed} /> : null}>
      <Suspense fallback={null}>{children}</Suspense>
    </LazyBoundary>
  )
}
