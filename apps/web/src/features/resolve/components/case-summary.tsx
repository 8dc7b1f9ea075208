import { Card } from '@/components/ui/card.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { Chip } from '@/components/ui/chip.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { CaseFileRow } from '@portal/chain/contracts/arbitration/index'
import { CASE_STATUS, caseStatusLabel } from '@portal/chain/resolve/index'
import { DeadlineText } from '@/components/deadline.tsx'
import styles from './case-summary.module.css'

/** Who the case is between, its arbitrators, its status and (while awaiting offers) the offers deadline. */
export function CaseSummary({ caseFile }: { caseFile: CaseFileRow }) {
  const arbitrators = caseFile.arbitrators
  return (
    <Card component="section" aria-label="Case summary">
      <CardContent>
        <Stack spacing={1}>
          <Typography>
            <strong data-testid="case-claimant">{caseFile.claimant}</strong> is the claimant, with{' '}
            <strong data-testid="case-respondant">{caseFile.respondant || 'no respondant'}</strong> being the
            respondant.
          </Typography>
          <Typography data-testid="case-arbitrators">
            {arbitrators.length === 0
              ? 'There are no arbitrators assigned to the case.'
              : `There ${arbitrators.length === 1 ? 'is 1 arbitrator' : `are ${arbitrators.length} arbitrators`}, ${arbitrators[0]}.`}
          </Typography>
          <Stack direction="row" spacing={1} className={styles.status}>
            <Typography>Status:</Typography>
            <Chip label={caseStatusLabel(caseFile.case_status)} color="primary" data-testid="case-status" />
          </Stack>
          {caseFile.case_status === CASE_STATUS.awaitingArbs && (
            <Typography data-testid="offers-deadline">
              Offers accepted until <DeadlineText value={caseFile.sending_offers_until_ts} />
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
