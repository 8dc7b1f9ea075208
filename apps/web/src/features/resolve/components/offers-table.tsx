import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { OfferRow } from '@portal/chain/contracts/arbitration/index'
import {
  canRespondToOffer,
  offerStatusLabel,
  offerTotal,
  type ResolveContext,
} from '@portal/chain/resolve/index'
import { ScrollTable } from './scroll-table.tsx'

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
    <ScrollTable label="Offers">
      <Table size="small" aria-label="Offers">
        <TableHead>
          <TableRow>
            <TableCell>Offer</TableCell>
            <TableCell>Arbitrator</TableCell>
            <TableCell>Hourly rate</TableCell>
            <TableCell>Hours</TableCell>
            <TableCell>Total</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {offers.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>No offers yet.</TableCell>
            </TableRow>
          )}
          {offers.map((offer) => (
            <TableRow key={offer.offer_id} data-testid={`offer-${offer.offer_id}`}>
              <TableCell>#{offer.offer_id}</TableCell>
              <TableCell>{offer.arbitrator}</TableCell>
              <TableCell>{offer.hourly_rate}</TableCell>
              <TableCell>{offer.estimated_hours}</TableCell>
              <TableCell>${offerTotal(offer.hourly_rate, offer.estimated_hours) ?? '—'}</TableCell>
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
        </TableBody>
      </Table>
    </ScrollTable>
  )
}
