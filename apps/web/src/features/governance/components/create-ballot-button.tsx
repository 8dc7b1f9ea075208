import Button from '@mui/material/Button'
import { lazy, Suspense, useState } from 'react'

// The form (markdown, uploads) loads only when someone opens it, not with the ballots list.
const CreateBallotDialog = lazy(() =>
  import('./create-ballot-dialog.tsx').then((module) => ({ default: module.CreateBallotDialog })),
)

/** "Create ballot" for a signed-in account, opening the create-ballot form. */
export function CreateBallotButton({ account }: { account: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        Create ballot
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CreateBallotDialog account={account} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
