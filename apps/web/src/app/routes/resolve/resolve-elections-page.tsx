import { Alert } from '@/components/ui/alert.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useState } from 'react'
import { currentElection } from '@portal/chain/resolve/index'
import { arbitrationAction } from '@/features/resolve/api/resolve-actions.ts'
import { useTransaction } from '@/lib/transact/use-contract-action.ts'
import {
  useArbitrators,
  useElections,
  useNominees,
  useResolveConfig,
} from '@/features/resolve/api/resolve-tables.ts'
import {
  ElectionStepPanel,
  type NominationChoice,
} from '@/features/resolve/components/election-step-panel.tsx'
import { ElectionsTable } from '@/features/resolve/components/elections-table.tsx'
import { NomineesCard } from '@/features/resolve/components/nominees-card.tsx'
import { useDeadlineNow } from '@/components/use-now.ts'
import { useAccountName } from '@/lib/session/session-store.ts'
import { LazySlot, lazyPart } from '@/lib/lazy-part.tsx'
import { ResolvePage } from './resolve-page.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { useDrawn } from '@/components/use-drawn.ts'
import { failureText } from '@/lib/transact/failure-text.ts'

// The confirmation loads when someone removes their nomination or candidacy.
const ConfirmDialog = lazyPart(async () => (await import('@/components/confirm-dialog.tsx')).ConfirmDialog)
// The nomination form (document upload) loads when someone nominates themselves.
const DocumentDialog = lazyPart(
  async () => (await import('@/features/resolve/components/document-dialog.tsx')).DocumentDialog,
)

const TITLES = {
  unregnominee: 'Remove nomination',
  candaddlead: 'Register as candidate',
  candrmvlead: 'Remove candidacy',
} as const

// The page's intro is drawn with its heading, before the reads answer (and in the prerendered HTML).
const INTRO =
  'Arbitrators are elected by the community. Nominate yourself with your credentials, register as a candidate, and VOTE holders decide.'

const REMOVE_TEXTS = {
  unregnominee:
    'Your nomination is withdrawn from the election. Nominating again is possible only while nominations are still open.',
  candrmvlead:
    'You leave the list of candidates of this election. Registering again is possible only while the election has not started.',
} as const

/** `/resolve/elections`: nominees, the nomination step panel and every election with its candidates. */
export function ResolveElectionsPage() {
  const account = useAccountName()
  const config = useResolveConfig()
  const elections = useElections()
  const nominees = useNominees()
  const arbitrators = useArbitrators()
  const now = useDeadlineNow(elections.data, nominees.data, arbitrators.data)
  const [nominating, setNominating] = useState(false)
  const [removing, setRemoving] = useState<'unregnominee' | 'candrmvlead' | null>(null)
  const nomination = useTransaction()
  // The page's cards and table are drawn in a background render once every read has answered (useDrawn),
  // never in the blocking render that delivers the last answer.
  const drawn = useDrawn(
    config.isSuccess && elections.isSuccess && nominees.isSuccess && arbitrators.isSuccess,
  )
  if (!drawn || !config.isSuccess || !elections.isSuccess || !nominees.isSuccess || !arbitrators.isSuccess) {
    return (
      <ResolvePage title="Elections" intro={INTRO}>
        <QueryGate queries={[config, elections, nominees, arbitrators]} what="elections" waiting={!drawn}>
          {() => null}
        </QueryGate>
      </ResolvePage>
    )
  }
  const election = currentElection(elections.data, config.data?.current_election_id)
  const choose = (choice: NominationChoice) => {
    if (!account) return
    if (choice === 'nominate') return setNominating(true)
    // Removing a nomination or candidacy is confirmed first: it may not be possible to come back.
    if (choice === 'unregnominee' || choice === 'candrmvlead') return setRemoving(choice)
    nomination.mutate({ title: TITLES[choice], calls: [arbitrationAction(choice, { nominee: account })] })
  }
  return (
    <ResolvePage title="Elections" intro={INTRO}>
      <Stack spacing={3}>
        <NomineesCard
          nominees={nominees.data}
          election={election}
          account={account}
          now={now}
          onRemove={() => choose('unregnominee')}
        />
        <ElectionStepPanel
          election={election}
          nominees={nominees.data}
          arbitrators={arbitrators.data}
          account={account}
          now={now}
          onChoose={choose}
          pending={nomination.isPending}
        />
        {nomination.isError && (
          <Alert severity="error" role="alert">
            {failureText(nomination.error)}
          </Alert>
        )}
        <Typography component="h2" variant="h5">
          Elections
        </Typography>
        <ElectionsTable
          elections={elections.data}
          nominees={nominees.data}
          currentId={config.data?.current_election_id}
        />
      </Stack>
      <LazySlot open={removing !== null} what="The confirmation" onFailed={() => setRemoving(null)}>
        {account && removing && (
          <ConfirmDialog
            open
            onClose={() => setRemoving(null)}
            title={`${TITLES[removing]}?`}
            text={REMOVE_TEXTS[removing]}
            confirmLabel={TITLES[removing]}
            transaction={{
              title: TITLES[removing],
              calls: [arbitrationAction(removing, { nominee: account })],
            }}
          />
        )}
      </LazySlot>
      {account && nominating && (
        <LazySlot open what="The nomination form" onFailed={() => setNominating(false)}>
          <DocumentDialog
            open
            onClose={() => setNominating(false)}
            title="Nominate self"
            intro="Upload your credentials: who you are and why you would be a good arbitrator."
            label="Credentials document"
            submitLabel="Nominate"
            account={account}
            transaction={(hash) => ({
              title: 'Nominate self',
              calls: [arbitrationAction('regarb', { nominee: account, credentials_link: hash })],
            })}
          />
        </LazySlot>
      )}
    </ResolvePage>
  )
}
