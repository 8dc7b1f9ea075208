import { Chip } from '@/components/ui/chip.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { contentUrl, inEnteredOrder, parseBallotContent } from '@portal/chain/governance/ballot-content'
import { ballotCategoryLabel, ballotSymbolCode, ballotTitle } from '@portal/chain/governance/ballot-list'
import { ballotDisplayStatus } from '@portal/chain/governance/ballots'
import { votingPowerKind, votingPowerText } from '@portal/chain/governance/voting'
import { getNetwork } from '@/config/network.ts'
import type { Ballot } from '../api/ballots.ts'
import { BallotImages } from './ballot-images.tsx'
import { BallotOptions } from './ballot-options.tsx'
import { BallotStatusChip } from './ballot-status-chip.tsx'
import { ChainTime } from './chain-time.tsx'
import { Facts } from './facts.tsx'
import { ProposalInfo } from './proposal-info.tsx'
import { CalendarButton } from '@/components/calendar-button.tsx'
import { ChainText } from '@/components/chain-text.tsx'
import { MarkdownText } from '@/components/markdown-text.tsx'
import { useDeadlineNow } from '@/components/use-now.ts'
import { LazySlot, lazyPart } from '@/lib/lazy-part.tsx'
import styles from './ballot-detail.module.css'

// Only the ballot's publisher sees these actions, so a reader's load never carries their code (nor
// the fee and transaction code they pull in).
const PublisherActions = lazyPart(async () => (await import('./publisher-actions.tsx')).PublisherActions)

const LONG_TITLE = 200

/** A ballot in full: its texts, pictures and documents, its facts, the works proposal, and the options with voting. */
export function BallotDetail({
  ballot,
  account,
  headingLevel = 1,
}: {
  ballot: Ballot
  account: string | null
  headingLevel?: 1 | 2
}) {
  // The status and the vote buttons change when the ballot's begin or end time passes.
  const now = useDeadlineNow(ballot)
  const content = parseBallotContent(ballot.content)
  return (
    <Stack spacing={3} component="article" aria-label={`Ballot ${ballot.ballot_name}`}>
      <div>
        <Stack direction="row" spacing={1} useFlexGap className={styles.chips}>
          <BallotStatusChip ballot={ballot} now={now} />
          <Chip size="small" variant="outlined" label={ballotCategoryLabel(ballot.category)} />
          <Chip size="small" variant="outlined" label={ballotSymbolCode(ballot)} />
        </Stack>
        <BallotTitle title={ballotTitle(ballot)} level={headingLevel} />
      </div>
      <BallotImages urls={content.imageUrls} label="Ballot picture" size={240} />
      {ballot.description.trim() !== '' && (
        <MarkdownText text={ballot.description} label="Ballot description" headingStart={headingLevel + 1} />
      )}
      <BallotDocuments urls={content.contentUrls} />
      {['voting', 'not-started'].includes(ballotDisplayStatus(ballot, now)) && (
        <CalendarButton
          fileName={`${ballot.ballot_name}.ics`}
          label="Add the voting window to your calendar"
          event={{
            uid: `${ballot.ballot_name}@telos.decide`,
            title: `Vote: ${ballotTitle(ballot)}`,
            start: ballot.begin_time,
            end: ballot.end_time,
            url: typeof window === 'undefined' ? undefined : window.location.href,
          }}
        />
      )}
      {account !== null && account === ballot.publisher && (
        <LazySlot open what="The publisher's actions">
          <PublisherActions ballot={ballot} />
        </LazySlot>
      )}
      <BallotFacts ballot={ballot} now={now} />
      {ballot.category === 'proposal' && <ProposalInfo ballotName={ballot.ballot_name} />}
      <BallotOptions
        ballot={{ ...ballot, options: inEnteredOrder(ballot.options, content.optionOrder) }}
        optionData={content.optionData}
        account={account}
        now={now}
      />
    </Stack>
  )
}

/** The title, clamped to three lines when it is very long, with a button to show all of it. */
function BallotTitle({ title, level }: { title: string; level: 1 | 2 }) {
  return (
    <ChainText
      text={title}
      what="title"
      lines={3}
      maxChars={LONG_TITLE}
      component={level === 1 ? 'h1' : 'h2'}
      variant={level === 1 ? 'h4' : 'h5'}
    />
  )
}

/** The ballot's documents as links (only those with an address the gateway can open). */
function BallotDocuments({ urls }: { urls: readonly string[] }) {
  const gateway = getNetwork().ipfsGatewayUrl
  const documents = urls
    .map((url) => contentUrl(url, gateway))
    .filter((url): url is string => url !== undefined)
  if (documents.length === 0) return null
  return (
    <Stack component="ul" spacing={0.5} aria-label="Ballot documents" className={styles.documents}>
      {documents.map((href, index) => (
        <li key={href}>
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {documents.length === 1 ? 'Open the ballot document' : `Open ballot document ${index + 1}`}
          </Link>
        </li>
      ))}
    </Stack>
  )
}

/** The ballot's facts: names, status, treasury, voting power and method, options, times and totals. */
function BallotFacts({ ballot, now }: { ballot: Ballot; now: number }) {
  return (
    <Paper variant="outlined" className={styles.details}>
      <Facts
        label="Ballot details"
        items={[
          ['Ballot', ballot.ballot_name],
          ['Category', ballotCategoryLabel(ballot.category)],
          ['Status', <BallotStatusChip key="status" ballot={ballot} now={now} />],
          ['Treasury', ballot.treasury_symbol.replace(/^\d+,/, '')],
          [
            'Voting power',
            votingPowerText(
              votingPowerKind(ballotSymbolCode(ballot), ballot.settings),
              ballotSymbolCode(ballot),
            ),
          ],
          ['Voting method', ballot.voting_method],
          [
            'Options to choose',
            ballot.min_options === ballot.max_options
              ? String(ballot.min_options)
              : `${ballot.min_options} to ${ballot.max_options}`,
          ],
          ['Publisher', ballot.publisher],
          ['Opened', <ChainTime key="begin" value={ballot.begin_time} empty="Not opened yet" />],
          ['Ends', <ChainTime key="end" value={ballot.end_time} empty="Not set" />],
          ['Voters', String(ballot.total_voters)],
          ['Total weight', ballot.total_raw_weight],
        ]}
      />
    </Paper>
  )
}
