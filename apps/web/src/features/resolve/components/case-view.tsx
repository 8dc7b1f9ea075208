import { RELOAD_DELAY_MS } from '@portal/chain/constants'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { CircularProgress } from '@/components/ui/circular-progress.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import {
  caseActions,
  offersForCase,
  ownOffer,
  type CaseAction,
  type ResolveContext,
} from '@portal/chain/resolve/index'
import { arbitration } from '@portal/chain/contracts/arbitration/index'
import { chainKeys } from '@/lib/chain/chain-keys.ts'
import { tableRef } from '@/lib/chain/table-query.ts'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useArbitrators, useCaseFile, useClaims, useOffers, useResolveConfig } from '../api/resolve-tables.ts'
import type { CaseDialog } from './case-dialogs.tsx'
import { CaseSections } from './case-sections.tsx'
import { CaseSummary } from './case-summary.tsx'
import { NextStepPanel } from './next-step-panel.tsx'
import { useDeadlineNow } from '@/components/use-now.ts'
import { useDrawn } from '@/components/use-drawn.ts'
import { LazySlot, lazyPart, preloadOn } from '@/lib/lazy-part.tsx'
import styles from './case-view.module.css'

// The case dialogs (forms, validation, uploads) load when an action is first chosen, not with the case.
const CaseDialogs = lazyPart(async () => (await import('./case-dialogs.tsx')).CaseDialogs)
// The record export (JSON and print) loads only when asked for.
const CaseRecordDialog = lazyPart(
  async () => (await import('../case-record/case-record-dialog.tsx')).CaseRecordDialog,
)

/** Case-level buttons, in the order they show. */
export const CASE_ACTION_LABELS: Record<CaseAction, string> = {
  'ready-case': 'Ready case',
  'add-claim': 'Add claim',
  'delete-case': 'Delete case',
  'cancel-case': 'Cancel case',
  'submit-offer': 'Submit offer',
  'update-offer': 'Update offer',
  'dismiss-offer': 'Dismiss offer',
  'start-case': 'Start case',
  'set-ruling': 'Set ruling',
  recuse: 'Recuse',
  'approve-ruling': 'Approve',
  'reject-ruling': 'Reject',
  'close-case': 'Close case',
}

/** One case: summary, next step, stepper, actions, offers, claims and history; refreshed every 10 s. */
export function CaseView({ caseId }: { caseId: string }) {
  const account = useAccountName()
  const caseFile = useCaseFile(caseId)
  const claims = useClaims(caseId)
  const offers = useOffers(true)
  const config = useResolveConfig()
  const arbitrators = useArbitrators()
  // What the user may do changes only when a deadline in these rows passes; the seconds of a countdown
  // tick in the countdown alone.
  const now = useDeadlineNow(caseFile.data, claims.data, offers.data, config.data, arbitrators.data)
  const drawn = useDrawn(!caseFile.isPending)
  const [dialog, setDialog] = useState<CaseDialog | null>(null)
  const [exporting, setExporting] = useState(false)
  const delayedReload = useDelayedReload()

  // The case is first drawn in a background render (see useDrawn), with the reads that have answered
  // by then: drawn at once, the whole case was one long task on a phone.
  if (!drawn) {
    return <CircularProgress aria-label="Loading the case" />
  }
  // A failed refresh keeps the case it already read (and any dialog open on it); only a case never
  // read is replaced by the error.
  if (caseFile.data === undefined)
    return <Alert severity="error">The case could not be read. It will be retried shortly.</Alert>
  if (caseFile.data === null) return <Alert severity="info">There is no case {caseId} on chain.</Alert>

  const file = caseFile.data
  const caseOffers = offersForCase(offers.data ?? [], caseId)
  const context: ResolveContext = {
    account: account ?? undefined,
    config: config.data ?? undefined,
    arbitrators: arbitrators.data ?? [],
    caseFile: file,
    offers: caseOffers,
    claims: claims.data,
    now,
  }
  const actions = caseActions(context)
  const mine = account ? ownOffer(caseOffers, caseId, account) : undefined

  return (
    <Stack spacing={3}>
      <CaseSummary caseFile={file} />
      <NextStepPanel context={context} claims={claims.data ?? []} now={now} />
      {actions.length > 0 && (
        <CaseActionButtons actions={actions} onChoose={(kind) => setDialog({ kind })} dialogs={CaseDialogs} />
      )}
      <CaseSections
        caseId={caseId}
        caseFile={file}
        caseOffers={caseOffers}
        claims={claims}
        context={context}
        onDialog={setDialog}
        onExport={() => setExporting(true)}
        recordDialog={CaseRecordDialog}
      />
      <LazySlot open={exporting} what="The case record" onFailed={() => setExporting(false)}>
        {exporting && <CaseRecordDialog caseId={caseId} onClose={() => setExporting(false)} />}
      </LazySlot>
      {account && (
        <LazySlot open={dialog !== null} what="The case dialog" onFailed={() => setDialog(null)}>
          <CaseDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            account={account}
            caseId={caseId}
            ownOffer={mine}
            offersMade={Number(file.number_offers) > 0}
            onDelayedReload={delayedReload}
          />
        </LazySlot>
      )}
    </Stack>
  )
}

/** After a ready or delete, the case reloads (or the list opens) once the chain has settled. */
function useDelayedReload() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (kind: 'ready' | 'delete') => {
    timer.current = setTimeout(() => {
      if (kind === 'delete') void navigate('/resolve/cases')
      else
        void queryClient.invalidateQueries({
          queryKey: chainKeys.table(tableRef(arbitration.tables.casefiles)),
        })
    }, RELOAD_DELAY_MS)
  }
}

type CaseActionButtonsProps = {
  actions: readonly CaseAction[]
  onChoose: (action: CaseAction) => void
  /** The case dialogs, loaded when a button is pointed at. */
  dialogs: { preload: () => void }
}

/** The case-level buttons; the destructive ones in the error colour. */
function CaseActionButtons({ actions, onChoose, dialogs }: CaseActionButtonsProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      className={styles.actions}
      aria-label="Case actions"
      role="group"
    >
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'delete-case' || action === 'reject-ruling' ? 'outlined' : 'contained'}
          color={
            action === 'delete-case' || action === 'reject-ruling' || action === 'recuse'
              ? 'error'
              : 'primary'
          }
          onClick={() => onChoose(action)}
          {...preloadOn(dialogs)}
        >
          {CASE_ACTION_LABELS[action]}
        </Button>
      ))}
    </Stack>
  )
}
