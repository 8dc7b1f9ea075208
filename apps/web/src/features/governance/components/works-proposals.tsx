import { Stack } from '@/components/ui/stack.tsx'
import { useProposals } from '../api/works.ts'
import { ProposalFields } from './proposal-info.tsx'
import { useShowMore } from './show-more.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { EmptyState } from '@/components/empty-state.tsx'

/** Proposals listed at first, and added by each "Show more". */
export const PROPOSALS_SHOWN_AT_ONCE = 10

/** Every works.decide proposal with its fields and milestones, each linked to its ballot. */
export function WorksProposals() {
  const proposals = useProposals()
  const page = useShowMore(proposals.data ?? [], PROPOSALS_SHOWN_AT_ONCE, '', true)
  return (
    <QueryGate queries={[proposals]} what="works proposals">
      {() =>
        page.shown.length === 0 ? (
          <EmptyState>There are no works proposals yet.</EmptyState>
        ) : (
          <Stack spacing={2} component="section" aria-label="Works proposals">
            {page.shown.map((proposal) => (
              <ProposalFields key={proposal.proposal_name} proposal={proposal} inList />
            ))}
            {page.more}
          </Stack>
        )
      }
    </QueryGate>
  )
}
