import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TableCell } from '@/components/ui/table-cell.tsx'
import { TableRow } from '@/components/ui/table-row.tsx'
import type { OfferRow } from '@portal/chain/contracts/arbitration/index'
import {
  canRespondToOffer,
  offerStatusLabel,
  offerTotal,
  type ResolveContext,
} from '@portal/chain/resolve/index'
import { RowsTable } from '@/components/scroll-table.tsx'

const COLUMNS = ['Offer', 'Arbitrator', 'Hourly rate', 'Hours', 'Total', 'Status', 'Actions']

// The total in the rate's own unit ("100.00 USD" beside "12.5000 USD"), not a dollar sign beside USD.
const totalText = (offer: OfferRow) => {
  const total = offerTotal(offer.hourly_rate, offer.estimated_hours)
  return total === undefined ? '—' : `${total} USD`
}

/** The offers made on this case, with Respond for the claimant on pending ones. */
export function OffersTable({
  offers,
  context,
  onRespond,
}: {
  offers: readonly OfferRow[]
  context: ResolveContext
  onRespond: (offer: OfferRow) => void
}) {
  return (
    <RowsTable label="Offers" columns={COLUMNS} rowCount={offers.length} emptyText="No offers yet.">
      {offers.map((offer) => (
        <TableRow key={offer.offer_id} data-testid={`offer-${offer.offer_id}`}>
          <TableCell>#{offer.offer_id}</TableCell>
          <TableCell>{offer.arbitrator}</TableCell>
          <TableCell>{offer.hourly_rate}</TableCell>
          <TableCell>{offer.estimated_hours}</TableCell>
          <TableCell>{totalText(offer)}</TableCell>
          <TableCell>{offerStatusLabel(offer.status)}</TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              {canRespondToOffer(context, offer) && (
                <Button size="small" variant="outlined" onClick={() => onRespond(offer)}>
                  Respond
                </Button>
              )}
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </RowsTable>
  )
}
