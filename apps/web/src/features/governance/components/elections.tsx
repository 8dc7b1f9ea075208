import { useMemo } from 'react'
import { Link as RouterLink } from 'react-router'
import { ballotCategoryLabel, ballotSymbolCode, ballotTitle } from '@portal/chain/governance/ballot-list'
import { isBallotOpen, sortBallots } from '@portal/chain/governance/ballots'
import { useBallots } from '../api/ballots.ts'
import { BallotStatusChip } from './ballot-status-chip.tsx'
import { BallotView } from './ballot-view.tsx'
import { useDeadlineNow } from '@/components/use-now.ts'
import { useShowMore } from './show-more.tsx'
import { ChainText } from '@/components/chain-text.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { useDrawn } from '@/components/use-drawn.ts'
import styles from './elections.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

/** Ballot categories the elections page shows. */
export const ELECTION_CATEGORIES: readonly string[] = ['election', 'leaderboard', 'referendum']

/** Elections listed at first, and added by each "Show more". */
export const ELECTIONS_SHOWN_AT_ONCE = 20

/**
 * Elections, leaderboards and referendums: the list (open ones first), and the chosen one (or the
 * first open one) with its candidates, live totals (10 s refresh) and the vote form.
 */
export function Elections({ selected, account }: { selected: string | undefined; account: string | null }) {
  const ballots = useBallots()
  const now = useDeadlineNow(ballots.data)
  const elections = useMemo(
    () =>
      sortBallots(
        (ballots.data ?? []).filter((ballot) => ELECTION_CATEGORIES.includes(ballot.category)),
        now,
      ),
    [ballots.data, now],
  )
  const page = useShowMore(elections, ELECTIONS_SHOWN_AT_ONCE)
  // The list and the chosen election are drawn in a background render once the read answers (useDrawn),
  // never in the blocking render that delivers the answer. With the ballots already here (the landing
  // redirect read them) the page's heading and intro are painted first, not held for the whole list.
  const drawn = useDrawn(ballots.isSuccess, { paintFirst: true })
  if (!drawn || ballots.isError)
    return (
      <QueryGate queries={[ballots]} what="elections" waiting={!drawn}>
        {() => null}
      </QueryGate>
    )
  if (elections.length === 0) return <EmptyState>There are no elections on the chain yet.</EmptyState>
  const shown =
    selected ?? (elections.find((ballot) => isBallotOpen(ballot, now)) ?? elections[0])?.ballot_name ?? ''
  return (
    <div className={styles.layout}>
      {/* On a phone the chosen election comes first and the list of the others after it. */}
      <nav aria-label="Elections" className={styles.nav}>
        <ul className={styles.list}>
          {page.shown.map((ballot) => (
            <li key={ballot.ballot_name}>
              <RouterLink
                to={`/trails/elections/${ballot.ballot_name}`}
                aria-current={ballot.ballot_name === shown ? 'page' : undefined}
                className={styles.link}
              >
                <ChainText text={ballotTitle(ballot)} variant="body2" expandable={false} />
                <span className={styles.meta}>
                  <BallotStatusChip ballot={ballot} now={now} />
                  {ballotCategoryLabel(ballot.category)} · {ballotSymbolCode(ballot)}
                </span>
              </RouterLink>
            </li>
          ))}
        </ul>
        {page.more}
      </nav>
      <div>{shown && <BallotView key={shown} ballotName={shown} account={account} headingLevel={2} />}</div>
    </div>
  )
}
