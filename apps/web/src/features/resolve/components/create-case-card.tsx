import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { LazySlot, lazyPart, preloadOn } from '@/lib/lazy-part.tsx'
import styles from './create-case-card.module.css'

// The case form (claims, uploads, validation) loads when someone starts a case, not with the list.
const CreateCaseDialog = lazyPart(async () => (await import('./claim-dialogs.tsx')).CreateCaseDialog)

/** "Create a new case": the button shows only when logged in; guests get a login link. */
export function CreateCaseCard({ account }: { account: string | null }) {
  const [open, setOpen] = useState(false)
  return (
    <Card component="section" aria-label="Create a new case">
      <CardContent>
        <Typography component="h2" variant="h6">
          Create a new case
        </Typography>
        <Typography color="textSecondary" className={styles.intro}>
          File a claim against another account. Your case stays in setup until you mark it ready and pay the
          fee.
        </Typography>
        {account ? (
          <Button variant="contained" onClick={() => setOpen(true)} {...preloadOn(CreateCaseDialog)}>
            Create case
          </Button>
        ) : (
          <Button component={RouterLink} to="/login?returnUrl=%2Fresolve%2Fcases">
            Log in to file a case
          </Button>
        )}
        {account && open && (
          <LazySlot open what="The case form" onFailed={() => setOpen(false)}>
            <CreateCaseDialog open onClose={() => setOpen(false)} account={account} />
          </LazySlot>
        )}
      </CardContent>
    </Card>
  )
}
