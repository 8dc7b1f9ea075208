import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { Link as RouterLink } from 'react-router'
import type { ElectionRow } from '@portal/chain/contracts/arbitration/index'
import { electionCard } from '@portal/chain/resolve/index'
import styles from './election-card.module.css'

const TEXTS = {
  created: 'Nominations are open: put yourself forward as an arbitrator or follow the candidates.',
  live: 'Voting is open: follow the candidates and their votes.',
  finalizing: 'Voting has ended; the election is being finalized.',
  ended: 'The elected arbitrators are hearing cases.',
} as const

/** The Resolve home election status card: created and live (or finalizing) go to the elections, ended to the cases. */
export function ElectionStatusCard({ election, now }: { election: ElectionRow | undefined; now: number }) {
  const card = electionCard(election, now)
  return (
    <Card component="section" aria-label="Election status" data-testid={`election-card-${card.state}`}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {card.title}
        </Typography>
        <Typography color="textSecondary" className={styles.text}>
          {TEXTS[card.state]}
        </Typography>
        <Button component={RouterLink} to={card.href} variant="outlined">
          {card.href === '/resolve/cases' ? 'Go to the cases' : 'Go to the elections'}
        </Button>
      </CardContent>
    </Card>
  )
}
