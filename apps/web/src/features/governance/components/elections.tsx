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
import { useIdleAfter } from '@/components/use-idle-after.ts'
import styles from './elections.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

/** Ballot categories the elections page shows. */
export const ELECTION_CATEGORIES: readonly string[] = ['election', 'leaderboard', 'referendum']

/** Where the list is the page's left column (elections.module.css), beside the chosen election. */
const LIST_BESIDE = '(min-width: 900px)'

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
  // On a phone the list comes after the chosen election, below the first screen: it is drawn once the
  // election has been painted. Drawn with it, the frame that first showed the election laid out the
  // whole 3,000 px page (60 ms at 4×, issue 41). Beside it on a wide screen, it is drawn at once.
  const listDrawn =
    useIdleAfter(drawn) || (typeof matchMedia === 'function' && matchMedia(LIST_BESIDE).matches)
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
        {listDrawn && (
          <>
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
          </>
        )}
      </nav>
      <div>{shown && <BallotView key={shown} ballotName={shown} account={account} headingLevel={2} />}</div>
    </div>
  )
}
