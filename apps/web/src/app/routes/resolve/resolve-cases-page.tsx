import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useDeferredValue } from 'react'
import { QueryGate } from '@/components/query-gate.tsx'
import { usePaginationPreload } from '@/components/lazy-table-pagination.tsx'
import { useArbitrators, useCaseFiles } from '@/features/resolve/api/resolve-tables.ts'
import { ArbitratorsCard } from '@/features/resolve/components/arbitrators-card.tsx'
import { CasesTable } from '@/features/resolve/components/cases-table.tsx'
import { CreateCaseCard } from '@/features/resolve/components/create-case-card.tsx'
import { useDeadlineNow } from '@/components/use-now.ts'
import { useAccountName } from '@/lib/session/session-store.ts'
import { ResolvePage } from './resolve-page.tsx'
import styles from './resolve-cases-page.module.css'

/** `/resolve/cases`: create a case, meet the arbitrators, and every case file on chain. */
export function ResolveCasesPage() {
  const account = useAccountName()
  // A query's answer reaches React through an external store, whose change renders in one blocking
  // pass; with deferred copies that pass keeps the current screen and the rows are drawn after it in a
  // time-sliced render (issue 41: the table's first draw was a 150-250 ms task at 4x).
  const cases = useDeferredValue(useCaseFiles(true))
  const arbitrators = useDeferredValue(useArbitrators())
  const now = useDeadlineNow(arbitrators.data)
  // The pager is fetched while the rows are read, so it is there when they arrive.
  usePaginationPreload()
  return (
    <ResolvePage title="Cases">
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} className={styles.cards}>
          <CreateCaseCard account={account} />
          {arbitrators.data && <ArbitratorsCard arbitrators={arbitrators.data} now={now} />}
        </Stack>
        {/* The case files follow once the arbitrators' card is drawn (or its read has failed): drawn
            before it, they were pushed down as it arrived above them, a layout shift (issue 42). */}
        {!arbitrators.isPending && (
          <>
            <Typography component="h2" variant="h5">
              Case files
            </Typography>
            <QueryGate queries={[cases]} what="case files">
              {() => <CasesTable cases={cases.data ?? []} />}
            </QueryGate>
          </>
        )}
      </Stack>
    </ResolvePage>
  )
}
