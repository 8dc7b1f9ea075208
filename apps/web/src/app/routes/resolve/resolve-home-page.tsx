import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { Link as RouterLink } from 'react-router'
import { currentElection } from '@portal/chain/resolve/index'
import { useElections, useResolveConfig } from '@/features/resolve/api/resolve-tables.ts'
import { useResolveRoles } from '@/features/resolve/api/resolve-roles.ts'
import { ElectionStatusCard } from '@/features/resolve/components/election-card.tsx'
import { useDeadlineNow } from '@/components/use-now.ts'
import { useAccountName } from '@/lib/session/session-store.ts'
import { ResolvePage } from './resolve-page.tsx'

/** `/resolve`: what Resolve is, the entries for admin and arbitrators, and the election status card. */
export function ResolveHomePage() {
  const account = useAccountName()
  const roles = useResolveRoles(account)
  const config = useResolveConfig()
  const elections = useElections()
  const now = useDeadlineNow(elections.data)
  const loaded = config.isSuccess && elections.isSuccess
  return (
    <ResolvePage title="Resolve">
      <Stack spacing={3}>
        <Typography>
          Resolve is the Telos dispute-resolution service. Claimants file cases against respondants; elected
          arbitrators make offers, investigate the claims and set a ruling, which the Resolve admin approves.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/resolve/cases" variant="contained">
            View cases
          </Button>
          {roles.isAdmin && (
            <Button component={RouterLink} to="/resolve/admin" variant="outlined">
              Admin dashboard
            </Button>
          )}
          {roles.isArbitrator && (
            <Button component={RouterLink} to="/resolve/arbitrator" variant="outlined">
              Arbitrator dashboard
            </Button>
          )}
        </Stack>
        {loaded && (
          <ElectionStatusCard
            election={currentElection(elections.data, config.data?.current_election_id)}
            now={now}
          />
        )}
      </Stack>
    </ResolvePage>
  )
}
