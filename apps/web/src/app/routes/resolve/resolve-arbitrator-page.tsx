import { Alert } from '@/components/ui/alert.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { usePaginationPreload } from '@/components/lazy-table-pagination.tsx'
import { findArbitrator, isAssignedArbitrator } from '@portal/chain/resolve/index'
import { useArbitrators, useCaseFiles } from '@/features/resolve/api/resolve-tables.ts'
import { ArbitratorStatusToggle } from '@/features/resolve/components/arbitrator-status-toggle.tsx'
import { CasesTable } from '@/features/resolve/components/cases-table.tsx'
import { useDeadlineNow } from '@/components/use-now.ts'
import { useAccountName } from '@/lib/session/session-store.ts'
import { ResolvePage } from './resolve-page.tsx'

/** `/resolve/arbitrator`: the arbitrator's own status and the cases assigned to them. */
export function ResolveArbitratorPage() {
  const account = useAccountName()
  const arbitrators = useArbitrators()
  const cases = useCaseFiles(true)
  const now = useDeadlineNow(arbitrators.data)
  // The pager is fetched while the rows are read, so it is there when they arrive.
  usePaginationPreload()
  const own = findArbitrator(arbitrators.data ?? [], account ?? undefined)
  return (
    <ResolvePage title="Arbitrator">
      <QueryGate queries={[arbitrators]} what="arbitrators">
        {() =>
          !own ? (
            <Alert severity="info">{account} is not an arbitrator.</Alert>
          ) : (
            <Stack spacing={3}>
              <section aria-label="Your status">
                <Typography component="h2" variant="h6" gutterBottom>
                  Your status
                </Typography>
                <ArbitratorStatusToggle arbitrator={own} now={now} />
              </section>
              <section aria-label="Assigned cases">
                <Typography component="h2" variant="h6" gutterBottom>
                  Assigned cases
                </Typography>
                <QueryGate queries={[cases]} what="case files">
                  {() => (
                    <CasesTable
                      label="Assigned cases"
                      cases={(cases.data ?? []).filter((row) =>
                        isAssignedArbitrator(account ?? undefined, row),
                      )}
                    />
                  )}
                </QueryGate>
              </section>
            </Stack>
          )
        }
      </QueryGate>
    </ResolvePage>
  )
}
