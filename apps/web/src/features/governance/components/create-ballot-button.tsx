import { Button } from '@/components/ui/button.tsx'
import { useState } from 'react'
import { LazySlot, lazyPart, preloadOn } from '@/lib/lazy-part.tsx'
import styles from './create-ballot-button.module.css'

// The form (markdown, uploads) loads only when someone opens it, not with the ballots list.
const CreateBallotDialog = lazyPart(
  async () => (await import('./create-ballot-dialog.tsx')).CreateBallotDialog,
)

/** "Create ballot" for a signed-in account, opening the create-ballot form. */
export function CreateBallotButton({ account }: { account: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="contained"
        onClick={() => setOpen(true)}
        className={styles.create}
        {...preloadOn(CreateBallotDialog)}
      >
        Create ballot
      </Button>
      {open && (
        <LazySlot open what="The ballot form" onFailed={() => setOpen(false)}>
          <CreateBallotDialog account={account} onClose={() => setOpen(false)} />
        </LazySlot>
      )}
    </>
  )
}
