import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './placeholder-page.module.css'

/** A route whose feature is built later: it says what the page will hold. */
export function PlaceholderPage({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children?: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary">{description}</Typography>
      {children}
    </Container>
  )
}
