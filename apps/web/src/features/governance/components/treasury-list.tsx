import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { assetCode } from '@portal/chain/contracts/table-keys'
import { sortTreasuries, treasurySymbolCode } from '@portal/chain/governance/treasuries'
import { useTreasuries } from '../api/treasuries.ts'
import { useVoterRows, type VoterRow } from '../api/voters.ts'
import { TreasuryCard } from './treasury-card.tsx'
import { useShowMore } from './show-more.tsx'
import { LazySlot, lazyPart, preloadOn } from '@/lib/lazy-part.tsx'

// The DAO form (uploads, settings) loads when someone starts creating a DAO.
const CreateTreasuryDialog = lazyPart(
  async () => (await import('./create-treasury-dialog.tsx')).CreateTreasuryDialog,
)
import { QueryGate } from '@/components/query-gate.tsx'
import styles from './treasury-list.module.css'
import grid from './card-grid.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

/** Cards shown at first, and added by each "Show more" (every treasury is read, 100 a request). */
const TREASURIES_SHOWN_AT_ONCE = 24

/** `/trails/treasuries`: every DAO (VOTE last, the rest by voters), the user's records, create and manage. */
export function TreasuryList({ account }: { account: string | null }) {
  const treasuries = useTreasuries()
  // `?treasury=GUILD` (from a ballot of a DAO the user is not in) points at that DAO.
  const [query] = useSearchParams()
  const pointed = query.get('treasury') ?? ''
  const voterRows = useVoterRows(account)
  const [creating, setCreating] = useState(false)
  const sorted = useMemo(() => sortTreasuries(treasuries.data ?? []), [treasuries.data])
  const records = useMemo(() => {
    const byCode = new Map<string, VoterRow>()
    for (const row of voterRows.data ?? []) byCode.set(assetCode(row.liquid), row)
    return byCode
  }, [voterRows.data])
  // The pointed-at DAO goes first so it is on screen whatever its size.
  const ordered = useMemo(
    () => [
      ...sorted.filter((row) => treasurySymbolCode(row) === pointed),
      ...sorted.filter((row) => treasurySymbolCode(row) !== pointed),
    ],
    [sorted, pointed],
  )
  const page = useShowMore(ordered, TREASURIES_SHOWN_AT_ONCE, pointed, true)
  return (
    <section aria-label="DAOs">
      {account !== null && (
        <Button
          variant="contained"
          className={styles.create}
          onClick={() => setCreating(true)}
          {...preloadOn(CreateTreasuryDialog)}
        >
          Create DAO
        </Button>
      )}
      {creating && account !== null && (
        <LazySlot open what="The DAO form" onFailed={() => setCreating(false)}>
          <CreateTreasuryDialog account={account} onClose={() => setCreating(false)} />
        </LazySlot>
      )}
      <QueryGate queries={[treasuries]} what="DAOs">
        {() =>
          sorted.length === 0 ? (
            <EmptyState role="status">No DAOs yet.</EmptyState>
          ) : (
            <Stack spacing={2}>
              <Typography variant="body2" color="textSecondary" role="status">
                {sorted.length === 1 ? '1 DAO' : `${sorted.length} DAOs`}
              </Typography>
              <div className={`${grid.grid} ${grid.twoFromMd}`}>
                {page.shown.map((treasury) => {
                  const code = treasurySymbolCode(treasury)
                  return (
                    <TreasuryCard
                      key={code}
                      treasury={treasury}
                      account={account}
                      voter={records.get(code) ?? null}
                      highlighted={code === pointed}
                    />
                  )
                })}
              </div>
              {page.more}
            </Stack>
          )
        }
      </QueryGate>
    </section>
  )
}
