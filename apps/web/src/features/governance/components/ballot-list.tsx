import { Button } from '@/components/ui/button.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useDeferredValue, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  ballotListFiltersFromQuery,
  ballotListQuery,
  filterBallots,
  type BallotListFilters,
} from '@portal/chain/governance/ballot-list'
import { treasurySymbolCode } from '@portal/chain/governance/treasuries'
import { useBallots } from '../api/ballots.ts'
import { useTreasuries } from '../api/treasuries.ts'
import { QueryGate } from '@/components/query-gate.tsx'
import { BallotCard } from './ballot-card.tsx'
import { BallotFilters } from './ballot-filters.tsx'
import { useLandingRedirect } from './landing-redirect.ts'
import { useShowMore } from './show-more.tsx'
import { useDeadlineNow } from '@/components/use-now.ts'
import styles from './ballot-list.module.css'
import grid from './card-grid.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

/** Cards shown at first, and added by each "Show more". */
export const BALLOTS_SHOWN_AT_ONCE = 12

/**
 * The ballots list of `/` and `/trails/ballots`: tabs, filters and sort kept in the URL, every ballot
 * on chain read (paged by end time), cards shown 12 at a time.
 */
export function BallotList({ account, landing }: { account: string | null; landing: boolean }) {
  const [query, setQuery] = useSearchParams()
  const filters = useMemo(() => ballotListFiltersFromQuery(query), [query])
  const notStarted = filters.status === 'not_started' || filters.status === 'setup'
  const ballots = useBallots(notStarted)
  const treasuries = useTreasuries()
  // Statuses (voting → expired) follow the chain's clock: the list is judged again when a ballot's
  // begin or end time passes.
  const now = useDeadlineNow(ballots.data)
  const redirecting = useLandingRedirect(landing, ballots.data)

  const deferred = useDeferredValue(filters)
  const shown = useMemo(
    () => (ballots.data ? filterBallots(ballots.data, deferred, now) : []),
    [ballots.data, deferred, now],
  )
  const page = useShowMore(shown, BALLOTS_SHOWN_AT_ONCE, query.toString())

  const change = (next: BallotListFilters) => setQuery(ballotListQuery(next), { replace: true })
  const symbols = (treasuries.data ?? []).map((row) => treasurySymbolCode(row)).filter(Boolean)

  return (
    <section aria-label="Ballots">
      <BallotFilters filters={filters} treasuries={symbols} onChange={change} />
      <QueryGate queries={[ballots]} waiting={redirecting} what="ballots">
        {() =>
          shown.length === 0 ? (
            <EmptyState
              role="status"
              action={
                <Button variant="outlined" onClick={() => setQuery({}, { replace: true })}>
                  Clear filters
                </Button>
              }
            >
              No ballots match these filters.
            </EmptyState>
          ) : (
            <>
              <Typography variant="body2" color="textSecondary" role="status" className={styles.count}>
                {shown.length === 1 ? '1 ballot' : `${shown.length} ballots`}
              </Typography>
              <div className={`${grid.grid} ${grid.twoFromSm}`}>
                {page.shown.map((ballot) => (
                  <BallotCard key={ballot.ballot_name} ballot={ballot} account={account} now={now} />
                ))}
              </div>
              {page.more}
            </>
          )
        }
      </QueryGate>
    </section>
  )
}
