import { CLAIMS_PAGE_SIZE } from '@portal/chain/constants'
import { Button } from '@/components/ui/button.tsx'
import { Chip } from '@/components/ui/chip.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TableCell } from '@/components/ui/table-cell.tsx'
import { TableRow } from '@/components/ui/table-row.tsx'
import type { ClaimRow } from '@portal/chain/contracts/arbitration/index'
import {
  claimActions,
  claimCategoryLabel,
  claimStatusLabel,
  type ClaimAction,
  type ResolveContext,
} from '@portal/chain/resolve/index'
import { DeadlineText } from '@/components/deadline.tsx'
import { DocLink } from '@/components/doc-link.tsx'
import { RowsTable } from '@/components/scroll-table.tsx'
import { LazyTablePagination } from '@/components/lazy-table-pagination.tsx'
import { useClientPages } from '@/components/use-client-pages.ts'
import styles from './claims-table.module.css'

const ACTION_LABELS: Record<ClaimAction, string> = {
  respond: 'Respond',
  'update-claim': 'Update claim',
  'review-claim': 'Request more info',
  'settle-claim': 'Settle claim',
}

const COLUMNS = [
  'Claim',
  'Category',
  'Claimant deadline',
  'Response',
  'Respondant deadline',
  'Decision',
  'Status',
  'Actions',
]

function InfoBadge({ title, hash }: { title: string; hash: string }) {
  return (
    <Stack direction="row" spacing={0.5} component="span" className={styles.infoBadge}>
      <Chip size="small" color="error" label="!" component="span" aria-label={title} title={title} />
      <DocLink hash={hash} label="Required info" name={title} />
    </Stack>
  )
}

/** The case's claims, 50 per page, with their documents, deadlines and the actions the user may take. */
export function ClaimsTable({
  claims,
  context,
  onAction,
}: {
  claims: readonly ClaimRow[]
  context: ResolveContext
  onAction: (action: ClaimAction, claim: ClaimRow) => void
}) {
  const pages = useClientPages(claims, CLAIMS_PAGE_SIZE)
  const rows = pages.rows
  return (
    <>
      <RowsTable label="Claims" columns={COLUMNS} rowCount={rows.length} emptyText="No claims.">
        {rows.map((claim) => (
          <TableRow key={claim.claim_id} data-testid={`claim-row-${claim.claim_id}`}>
            <TableCell>
              #{claim.claim_id} <DocLink hash={claim.claim_summary} name={`claim ${claim.claim_id}`} />
              {claim.claim_info_needed && (
                <InfoBadge
                  title={`More claim info needed on claim ${claim.claim_id}`}
                  hash={claim.claim_info_required}
                />
              )}
            </TableCell>
            <TableCell>{claimCategoryLabel(claim.claim_category)}</TableCell>
            <TableCell>
              {claim.claim_info_needed ? <DeadlineText value={claim.claimant_limit_time} /> : 'n/a'}
            </TableCell>
            <TableCell>
              <DocLink hash={claim.response_link} name={`response to claim ${claim.claim_id}`} />
              {claim.response_info_needed && (
                <InfoBadge
                  title={`More response info needed on claim ${claim.claim_id}`}
                  hash={claim.response_info_required}
                />
              )}
            </TableCell>
            <TableCell>
              {claim.response_info_needed ? <DeadlineText value={claim.respondant_limit_time} /> : 'n/a'}
            </TableCell>
            <TableCell>
              <DocLink hash={claim.decision_link} name={`decision on claim ${claim.claim_id}`} />
            </TableCell>
            <TableCell data-testid="claim-status">{claimStatusLabel(claim.status)}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                {claimActions(context, claim).map((action) => (
                  <Button
                    key={action}
                    size="small"
                    variant="outlined"
                    onClick={() => onAction(action, claim)}
                  >
                    {ACTION_LABELS[action]}
                  </Button>
                ))}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </RowsTable>
      {pages.paged && <LazyTablePagination {...pages.pagination} />}
    </>
  )
}
