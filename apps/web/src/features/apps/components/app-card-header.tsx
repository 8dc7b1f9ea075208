import type { ReactNode } from 'react'
import { Stack } from '@/components/ui/stack.tsx'
import { ChainText } from '@/components/chain-text.tsx'
import { AppImage } from './app-image.tsx'
import styles from './app-card-header.module.css'

/** The head of an app's card: its image and name, `subtitle` under the name, `badge` at the end. */
export function AppCardHeader({
  app,
  subtitle,
  badge,
}: {
  app: { name: string; imageUrl: string }
  subtitle: ReactNode
  badge?: ReactNode
}) {
  return (
    <Stack direction="row" spacing={2} className={styles.header}>
      <AppImage name={app.name} imageUrl={app.imageUrl} />
      <Stack className={styles.titles}>
        <ChainText text={app.name} what="name" component="h3" variant="h6" />
        {subtitle}
      </Stack>
      {badge}
    </Stack>
  )
}
