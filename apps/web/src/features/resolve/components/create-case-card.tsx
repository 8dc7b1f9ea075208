import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { CreateCaseDialog } from './claim-dialogs.tsx'

/** "Create a new case": the button shows only when logged in; guests get a login link. */
export function CreateCaseCard({ account }: { account: string | null }) {
  const [open, setOpen] = useState(false)
  return (
    <Card component="section" aria-label="Create a new case">
      <CardContent>
        <Typography component="h2" variant="h6">
          Create a new case
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          File a claim against another account. Your case stays in setup until you mark it ready and pay the
          fee.
        </Typography>
        {account ? (
          <Button variant="contained" onClick={() => setOpen(true)}>
            Create case
          </Button>
        ) : (
          <Button component={RouterLink} to="/login?returnUrl=%2Fresolve%2Fcases">
            Log in to file a case
          </Button>
        )}
        {account && open && <CreateCaseDialog open onClose={() => setOpen(false)} account={account} />}
      </CardContent>
    </Card>
  )
}
