import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/use-document-title.ts'

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
    <Container sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      {/* A case id from the address can be any length: it wraps instead of widening the page. */}
      <Typography component="h1" variant="h4" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  )
}
