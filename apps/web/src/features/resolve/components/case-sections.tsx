import { Suspense, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { CircularProgress } from '@/components/ui/circular-progress.tsx'
import { Card } from '@/components/ui/card.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { CaseFileRow, OfferRow } from '@portal/chain/contracts/arbitration/index'
import type { ResolveContext } from '@portal/chain/resolve/index'
import { QueryGate } from '@/components/query-gate.tsx'
import { useIdleAfter } from '@/components/use-idle-after.ts'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { lazyPart, preloadOn } from '@/lib/lazy-part.tsx'
import type { useClaims } from '../api/resolve-tables.ts'
import type { CaseDialog } from './case-dialogs.tsx'
import { CaseStepper } from './case-stepper.tsx'
import { ClaimsTable } from './claims-table.tsx'
import { OffersTable } from './offers-table.tsx'
import styles from './case-view.module.css'

// The history sits last on the page and reads the history API after the case is on screen: its code
// (the history sentences and fields) loads with it, not in the page's first load, and only once the
// case has been shown and the browser is idle: requested as the sections were drawn, it was one more
// round trip before the page's largest text in Lighthouse's simulated load (issue 41).
const CaseHistory = lazyPart(async () => (await import('./case-history.tsx')).CaseHistory)

/** While the history's code loads: the same line its own read shows, so nothing moves when it arrives. */
const HISTORY_LOADING = { isPending: true, isError: false, refetch: () => undefined }
const historyLoading = (
  <QueryGate
    queries={[HISTORY_LOADING]}
    what="case history"
    indicator={<CircularProgress variant="determinate" value={0} aria-label="Loading case history" />}
  >
    {() => null}
  </QueryGate>
)

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

type CaseSectionsProps = {
  caseId: string
  caseFile: CaseFileRow
  caseOffers: readonly OfferRow[]
  claims: ReturnType<typeof useClaims>
  context: ResolveContext
  onDialog: (dialog: CaseDialog) => void
  onExport: () => void
  /** The record dialog, loaded when the export button is pointed at. */
  recordDialog: { preload: () => void }
}

/** A case's progress beside its offers, claims and history (with the record export). */
export function CaseSections({
  caseId,
  caseFile,
  caseOffers,
  claims,
  context,
  onDialog,
  onExport,
  recordDialog,
}: CaseSectionsProps) {
  const historyShown = useIdleAfter()
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Section title="Progress">
        <CaseStepper status={caseFile.case_status} />
      </Section>
      <Stack spacing={3} className={styles.main}>
        <Section title="Offers">
          <OffersTable
            offers={caseOffers}
            context={context}
            onRespond={(offer) => onDialog({ kind: 'respond-offer', offer })}
          />
        </Section>
        <Section title="Claims">
          <QueryGate queries={[claims]} what="claims">
            {() => (
              <ClaimsTable
                claims={claims.data ?? []}
                context={context}
                onAction={(kind, claim) => onDialog({ kind, claim })}
              />
            )}
          </QueryGate>
        </Section>
        <Section title="Case history">
          <LazyBoundary
            fallback={
              <Alert severity="warning">
                The case history could not be loaded. Reload the page to try again.
              </Alert>
            }
          >
            <Suspense fallback={historyLoading}>
              {historyShown ? <CaseHistory caseId={caseId} /> : historyLoading}
            </Suspense>
          </LazyBoundary>
          <Button className={styles.export} onClick={onExport} {...preloadOn(recordDialog)}>
            Export case record
          </Button>
        </Section>
      </Stack>
    </Stack>
  )
}
