import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { CreateBallotButton } from '@/features/governance/components/create-ballot-button.tsx'
import { BallotList } from '@/features/governance/components/ballot-list.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './ballots-page.module.css'

/** `/` and `/trails/ballots`: the ballots on Telos Decide, with the landing redirect on `/`. */
export function BallotsPage() {
  useDocumentTitle('Ballots')
  const account = useAccountName()
  const { pathname } = useLocation()
  // A visit to `/` goes on to the elections when one is live (the landing redirect): their page is
  // fetched while the ballots are read, so the redirect does not wait for its chunks.
  useEffect(() => {
    if (pathname === '/') import('./elections-page.tsx').catch(() => undefined)
  }, [pathname])
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Ballots
      </Typography>
      <Typography color="textSecondary" className={styles.intro}>
        Referendums, polls, elections and works proposals on Telos Decide. Anyone can read them; vote once you
        are logged in.
      </Typography>
      {account !== null && <CreateBallotButton account={account} />}
      <BallotList account={account} landing={pathname === '/'} />
    </Container>
  )
}
