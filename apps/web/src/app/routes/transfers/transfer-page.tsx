import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { TransferForm } from '@/features/transfers/components/transfer-form.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './transfer-page.module.css'

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
