import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { pagePart } from '@/components/page-part.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './transfer-page.module.css'

// The form (react-hook-form, the schemas) arrives after the heading and introduction are drawn.
const TransferForm = pagePart(
  'transfer form',
  async () => (await import('@/features/transfers/components/transfer-form.tsx')).TransferForm,
)

/** `/transfers/add`: send any token the signed-in account holds (the route guard ensures there is one). */
export function TransferPage() {
  useDocumentTitle('Transfer tokens')
  const account = useAccountName()
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Transfer tokens
      </Typography>
      <Typography color="textSecondary" className={styles.intro}>
        Send TLOS or any other token you hold to an existing account, with a memo.
      </Typography>
      {account && <TransferForm from={account} />}
    </Container>
  )
}
