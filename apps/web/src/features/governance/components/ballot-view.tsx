import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { BALLOT_RETRY_WINDOW_MS } from '@portal/chain/constants'
import { BALLOT_NOT_FOUND_MESSAGE } from '@portal/chain/messages'
import { isAccountName } from '@portal/chain/names'
import { useBallot } from '../api/ballots.ts'
import { BallotDetail } from './ballot-detail.tsx'

/**
 * A ballot by name. A ballot the chain does not have is asked again for the spec's 3 s (it may have
 * just been created) before the page says "Ballot not found".
 */
export function BallotView({
  ballotName,
  account,
  headingLevel = 1,
}: {
  ballotName: string
  account: string | null
  headingLevel?: 1 | 2
}) {
  const valid = isAccountName(ballotName)
  const [since] = useState(() => Date.now())
  const [gaveUp, setGaveUp] = useState(false)
  const ballot = useBallot(valid ? ballotName : '', since)
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), BALLOT_RETRY_WINDOW_MS)
    return () => clearTimeout(timer)
  }, [])

  if (!valid || (ballot.data === null && gaveUp)) return <NotFound level={headingLevel} />
  if (ballot.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void ballot.refetch()}>
            Retry
          </Button>
        }
      >
        The ballot could not be read from the chain.
      </Alert>
    )
  if (!ballot.data)
    return (
      // A screen's height is kept for the ballot, so what follows it does not jump when it arrives.
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'flex-start', minHeight: '100vh' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading the ballot…</Typography>
      </Stack>
    )
  return <BallotDetail ballot={ballot.data} account={account} headingLevel={headingLevel} />
}

function NotFound({ level }: { level: 1 | 2 }) {
  return (
    <Alert severity="warning" role="alert">
      <Typography component={level === 1 ? 'h1' : 'h2'} variant="h6">
        {BALLOT_NOT_FOUND_MESSAGE}
      </Typography>
      No ballot of that name is on the chain. It may have been deleted, or the link is mistyped.
    </Alert>
  )
}
