import { Alert } from '@/components/ui/alert.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useEffect, useState } from 'react'
import { BALLOT_RETRY_WINDOW_MS } from '@portal/chain/constants'
import { BALLOT_NOT_FOUND_MESSAGE } from '@portal/chain/messages'
import { isAccountName } from '@portal/chain/names'
import { useBallot } from '../api/ballots.ts'
import { BallotDetail } from './ballot-detail.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { useDrawn } from '@/components/use-drawn.ts'

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

  // The ballot is drawn in a background render once read (useDrawn), never in the blocking render that
  // delivers the answer.
  const drawn = useDrawn(Boolean(ballot.data))
  if (!valid || (ballot.data === null && gaveUp)) return <NotFound level={headingLevel} />
  if (ballot.isError || !ballot.data || !drawn)
    return (
      <QueryGate
        queries={[{ ...ballot, isPending: !ballot.data }]}
        waiting={!drawn}
        what="ballot"
        loadingText="Loading the ballot…"
        keepHeight
      >
        {() => null}
      </QueryGate>
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
