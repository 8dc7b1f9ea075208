import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './profile-page-frame.module.css'

/** The frame of the profile and account pages: a heading and the page. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <Container maxWidth="md" className={styles.page}>
      {/* A name from the address can be any length: it wraps instead of widening the page. */}
      <Typography component="h1" variant="h4" gutterBottom className={styles.title}>
        {title}
      </Typography>
      {children}
    </Container>
  )
}
