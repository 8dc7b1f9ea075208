import { Alert } from '@/components/ui/alert.tsx'
import { availableSeats, currentElection, isResolveAdmin } from '@portal/chain/resolve/index'
import { useArbitrators, useElections, useResolveConfig } from '@/features/resolve/api/resolve-tables.ts'
import { AdminStepper } from '@/features/resolve/components/admin-stepper.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { useDeadlineNow } from '@/components/use-now.ts'
import { useAccountName } from '@/lib/session/session-store.ts'
import { ResolvePage } from './resolve-page.tsx'
import styles from './resolve-admin-page.module.css'

/** `/resolve/admin`: the election steps; only the Resolve admin gets the controls (the contract enforces it). */
export function ResolveAdminPage() {
  const account = useAccountName()
  const config = useResolveConfig()
  const elections = useElections()
  const arbitrators = useArbitrators()
  const now = useDeadlineNow(elections.data, arbitrators.data)
  const admin = isResolveAdmin(account ?? undefined, config.data ?? undefined)
  return (
    <ResolvePage
      title="Resolve admin"
      intro="Run arbitrator elections. Rulings are approved on each case's page."
    >
      <QueryGate queries={[config, elections, arbitrators]} what="election">
        {() => (
          <>
            {!admin && (
              <Alert severity="info" className={styles.notAdmin}>
                Only the Resolve admin ({config.data?.admin || 'not set'}) can run elections.
              </Alert>
            )}
            <AdminStepper
              election={currentElection(elections.data ?? [], config.data?.current_election_id)}
              seats={availableSeats(config.data?.max_elected_arbs ?? 0, arbitrators.data ?? [], now)}
              isAdmin={admin}
              account={account}
              now={now}
            />
          </>
        )}
      </QueryGate>
    </ResolvePage>
  )
}
