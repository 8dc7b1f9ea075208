import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useProposals } from '../api/works.ts'
import { ProposalFields } from './proposal-info.tsx'
import { useShowMore } from './show-more.tsx'

/** Proposals listed at first, and added by each "Show more". */
export const PROPOSALS_SHOWN_AT_ONCE = 10

/** Every works.decide proposal with its fields and milestones, each linked to its ballot. */
export function WorksProposals() {
  const proposals = useProposals()
  const page = useShowMore(proposals.data ?? [], PROPOSALS_SHOWN_AT_ONCE)
  if (proposals.isPending)
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading works proposals…</Typography>
      </Stack>
    )
  if (proposals.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void proposals.refetch()}>
            Retry
          </Button>
        }
      >
        The works proposals could not be read from the chain.
      </Alert>
    )
  if (proposals.data.length === 0) return <Typography>There are no works proposals yet.</Typography>
  return (
    <Stack spacing={2} component="section" aria-label="Works proposals">
      {page.shown.map((proposal) => (
        <ProposalFields key={proposal.proposal_name} proposal={proposal} inList />
      ))}
      {page.more}
    </Stack>
  )
}
