import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './resolve-page.module.css'

/** The frame of every Resolve page: a heading and an optional intro. */
export function ResolvePage({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <Container className={styles.page}>
      {/* A case id from the address can be any length: it wraps instead of widening the page. */}
      <Typography component="h1" variant="h4" gutterBottom className={styles.title}>
        {title}
      </Typography>
      {intro && (
        <Typography color="textSecondary" className={styles.intro}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  )
}
