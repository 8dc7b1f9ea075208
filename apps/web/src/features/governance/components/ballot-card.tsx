import { Card } from '@/components/ui/card.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { CardMedia } from '@/components/ui/card-media.tsx'
import { Chip } from '@/components/ui/chip.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { memo, useId } from 'react'
import { Link as RouterLink } from 'react-router'
import { contentUrl, parseBallotContent } from '@portal/chain/governance/ballot-content'
import { ballotCategoryLabel, ballotSymbolCode, ballotTitle } from '@portal/chain/governance/ballot-list'
import { getNetwork } from '@/config/network.ts'
import type { Ballot } from '../api/ballots.ts'
import { useUserVote } from '../api/voters.ts'
import { BallotStatusChip } from './ballot-status-chip.tsx'
import { ChainTime } from './chain-time.tsx'
import { ChainText } from '@/components/chain-text.tsx'
import styles from './ballot-card.module.css'

/** One ballot in the list: image, title, category, status, treasury, end time, voters, and "You voted". */
export const BallotCard = memo(function BallotCard({
  ballot,
  account,
  now,
}: {
  ballot: Ballot
  account: string | null
  now: number
}) {
  const titleId = useId()
  const content = parseBallotContent(ballot.content)
  const image = contentUrl(content.imageUrl, getNetwork().ipfsGatewayUrl)
  const title = ballotTitle(ballot)
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" className={styles.card}>
      {image && (
        <CardMedia
          component="img"
          src={image}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          className={styles.image}
        />
      )}
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap className={styles.meta}>
          <BallotStatusChip ballot={ballot} now={now} />
          <span>{ballotCategoryLabel(ballot.category)}</span>
          <span aria-hidden="true">·</span>
          <span>{ballotSymbolCode(ballot)}</span>
          {account && <VotedChip ballotName={ballot.ballot_name} account={account} />}
        </Stack>
        <Typography component="h2" variant="h6" id={titleId} className={styles.title}>
          <Link component={RouterLink} to={`/trails/ballot/${ballot.ballot_name}`} underline="hover">
            <ChainText text={title} lines={3} expandable={false} className={styles.titleText} />
          </Link>
        </Typography>
        <Typography variant="body2" color="textSecondary" className={styles.when}>
          {/* A ballot in setup has no end yet: its end is chosen when voting opens. */}
          {ballot.status === 'setup' ? (
            'Not open for voting yet'
          ) : (
            <>
              Ends <ChainTime value={ballot.end_time} empty="—" />
            </>
          )}{' '}
          · {ballot.total_voters === 1 ? '1 voter' : `${ballot.total_voters} voters`}
        </Typography>
      </CardContent>
    </Card>
  )
})

/** "You voted" when the signed-in account has a vote on the ballot (votes, scope = the ballot). */
function VotedChip({ ballotName, account }: { ballotName: string; account: string }) {
  const vote = useUserVote(ballotName, account)
  if (!vote.data) return null
  return <Chip size="small" color="primary" label="You voted" />
}
