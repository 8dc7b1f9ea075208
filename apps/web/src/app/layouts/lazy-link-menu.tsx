import { Suspense, lazy, useState } from 'react'
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
    <Suspense fallback={null}>
      <LinkMenu {...props} />
    </Suspense>
  )
}
