import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/use-document-title.ts'

/** The frame of the profile and account pages: a heading and the page. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      {/* A name from the address can be any length: it wraps instead of widening the page. */}
      <Typography component="h1" variant="h4" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Container>
  )
}
