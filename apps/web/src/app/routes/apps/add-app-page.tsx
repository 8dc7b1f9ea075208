import { Button } from '@/components/ui/button.tsx'
import { Container } from '@/components/ui/container.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import type { IssuedApp } from '@portal/chain/oauth-apps'
import { IssuedCredentials } from '@/features/apps/components/issued-credentials.tsx'
import { pagePart } from '@/components/page-part.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './add-app-page.module.css'

// The form (react-hook-form, the schemas) arrives after the heading and introduction are drawn.
const RegisterAppForm = pagePart(
  'registration form',
  async () => (await import('@/features/apps/components/register-app-form.tsx')).RegisterAppForm,
)

/** `/apps/add`: register an app; on success its app id and one-time secret, with copy buttons. */
export function AddAppPage() {
  useDocumentTitle('Register an app')
  const account = useAccountName()
  const [issued, setIssued] = useState<IssuedApp | null>(null)
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Register an app
      </Typography>
      {issued ? (
        <Stack spacing={3} className={styles.issued}>
          <Typography role="status">{issued.app.name} is registered and OAuth is enabled.</Typography>
          <IssuedCredentials issued={issued} />
          <Button component={RouterLink} to="/apps" variant="contained" className={styles.done}>
            Go to my apps
          </Button>
        </Stack>
      ) : (
        <>
          <Typography color="textSecondary" className={styles.intro}>
            Let people sign in to your app with their Telos account. Your account, {account}, will own it.
          </Typography>
          <RegisterAppForm onIssued={setIssued} />
        </>
      )}
    </Container>
  )
}
