import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { TokensView } from '@/features/tokens/components/tokens-view.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './tokens-page.module.css'

/** `/tokens`: the token manager's tokens, creation, and the owner's and holders' actions (signed in). */
export function TokensPage() {
  useDocumentTitle('Tokens')
  const account = useAccountName()
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Tokens
      </Typography>
      <Typography color="textSecondary" className={styles.intro}>
        Create tokens with the token manager, and issue, retire and transfer the tokens you manage.
      </Typography>
      {account && <TokensView account={account} />}
    </Container>
  )
}
