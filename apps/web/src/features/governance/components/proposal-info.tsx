import { Link } from '@/components/ui/link.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { Link as RouterLink } from 'react-router'
import { contentUrl } from '@portal/chain/governance/ballot-content'
import { getNetwork } from '@/config/network.ts'
import { useMilestones, useProposal, type Milestone, type Proposal } from '../api/works.ts'
import { Facts } from './facts.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { ChainText } from '@/components/chain-text.tsx'
import styles from './proposal-info.module.css'

/** The works.decide proposal a proposal ballot votes on (its proposal_info), beside the ballot. */
export function ProposalInfo({ ballotName }: { ballotName: string }) {
  const proposal = useProposal(ballotName, true)
  return (
    <QueryGate queries={[proposal]} what="works proposal">
      {() =>
        proposal.data ? (
          <ProposalFields proposal={proposal.data} />
        ) : (
          <Typography color="textSecondary">No works proposal is linked to this ballot.</Typography>
        )
      }
    </QueryGate>
  )
}

/** A proposal's fields and milestones. */
export function ProposalFields({ proposal, inList = false }: { proposal: Proposal; inList?: boolean }) {
  const milestones = useMilestones(proposal.proposal_name)
  const ballot = proposal.current_ballot || proposal.proposal_name
  const document = contentUrl(proposal.content, getNetwork().ipfsGatewayUrl)
  return (
    <Paper
      variant="outlined"
      component={inList ? 'article' : 'section'}
      aria-label={inList ? `Proposal ${proposal.proposal_name}` : 'Works proposal'}
      className={styles.proposal}
    >
      {inList ? (
        <Typography component="h2" variant="h6">
          <Link component={RouterLink} to={`/trails/ballot/${ballot}`}>
            <ChainText
              text={proposal.title || proposal.proposal_name}
              expandable={false}
              className={styles.inheritFont}
            />
          </Link>
        </Typography>
      ) : (
        <ChainText text={`Works proposal: ${proposal.title}`} what="title" component="h2" variant="h6" />
      )}
      <ChainText
        text={proposal.description}
        what="description"
        lines={4}
        preserveLines
        variant="body2"
        className={styles.description}
      />
      {document && (
        <Link href={document} target="_blank" rel="noopener noreferrer" variant="body2">
          Open the proposal document
        </Link>
      )}
      <Facts
        label="Proposal details"
        items={[
          ['Proposal', proposal.proposal_name],
          ['Ballot', ballot],
          ['Proposer', proposal.proposer],
          ['Status', proposal.status],
          ['Category', proposal.category],
          ['Requested', proposal.total_requested],
          ['Remaining', proposal.remaining],
          ['Milestones', `${proposal.current_milestone} of ${proposal.milestones}`],
        ]}
      />
      {milestones.data && milestones.data.length > 0 && <MilestoneList milestones={milestones.data} />}
    </Paper>
  )
}

function MilestoneList({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <>
      <Typography component="h3" variant="subtitle1" className={styles.milestones}>
        Milestones
      </Typography>
      <ol>
        {milestones.map((milestone) => (
          <li key={milestone.milestone_id}>
            {milestone.requested} — {milestone.status}
            {milestone.ballot_name ? ` (ballot ${milestone.ballot_name})` : ''}
          </li>
        ))}
      </ol>
    </>
  )
}
