import { DIALOG_CLOSE_DELAY_MS } from '@portal/chain/constants'
import { Button } from '@/components/ui/button.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { formatTlos } from '@portal/chain/assets'
import {
  feeInTlosUnits,
  offerCostTlosUnits,
  oraclePrice,
  oraclePriceUsd,
  topUpQuantity,
} from '@portal/chain/resolve/index'
import { arbitrationAction, topUpTransfer } from '../api/resolve-actions.ts'
import { useEscrow, useOracleDatapoints, useResolveConfig } from '../api/resolve-tables.ts'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import type { CaseDialogProps } from './case-dialog-props.ts'
import { useDialogSend } from '@/components/use-dialog-send.ts'
import type { ContractCall } from '@/lib/transact/contract-action.ts'

/** The TLOS cost estimate of a fee dialog, and the transfer that tops the escrow up when it is short. */
function useFeeEstimate(
  account: string,
  cost: (price: NonNullable<ReturnType<typeof oraclePrice>>) => bigint | undefined,
) {
  const datapoints = useOracleDatapoints()
  const escrow = useEscrow(account)
  const price = datapoints.data ? oraclePrice(datapoints.data) : undefined
  const costUnits = price ? cost(price) : undefined
  const balance = escrow.data?.balance ?? '0.0000 TLOS'
  const topUp = costUnits === undefined ? undefined : topUpQuantity(costUnits, balance)
  return { price, costUnits, balance, reads: [datapoints, escrow], topUp }
}

function FeeLines({ estimate, what }: { estimate: ReturnType<typeof useFeeEstimate>; what: string }) {
  return (
    <QueryGate
      queries={estimate.reads}
      what="TLOS price and your escrow balance"
      loadingText="Reading the TLOS price and your escrow balance…"
    >
      {() => <FeeFigures estimate={estimate} what={what} />}
    </QueryGate>
  )
}

function FeeFigures({ estimate, what }: { estimate: ReturnType<typeof useFeeEstimate>; what: string }) {
  if (!estimate.price || estimate.costUnits === undefined) {
    return <Typography color="error">The TLOS price is not available; try again later.</Typography>
  }
  return (
    <>
      <Typography>
        {what}: <strong data-testid="fee-tlos">{formatTlos(estimate.costUnits)}</strong> (TLOS at{' '}
        {oraclePriceUsd(estimate.price).toFixed(4)} USD)
      </Typography>
      <Typography>
        Your escrow balance: <strong data-testid="fee-balance">{estimate.balance}</strong>
      </Typography>
      <Typography data-testid="fee-top-up">
        {estimate.topUp
          ? `A transfer of ${estimate.topUp} (the shortfall + 1 %) is sent first, in the same transaction.`
          : 'Your escrow covers it: no transfer is needed.'}
      </Typography>
    </>
  )
}

function withTopUp(account: string, topUp: string | undefined, action: ContractCall): ContractCall[] {
  return topUp ? [topUpTransfer(account, topUp), action] : [action]
}

/** Mark the case ready: pays the fee (config fee_usd in TLOS) from escrow, topping it up first when short. */
export function ReadyCaseDialog({
  open,
  onClose,
  account,
  caseId,
  onSent,
}: CaseDialogProps & { onSent: () => void }) {
  const config = useResolveConfig()
  const estimate = useFeeEstimate(account, (price) => feeInTlosUnits(config.data?.fee_usd, price))
  const { send, pending, error } = useDialogSend(onClose, 0, onSent)
  return (
    <ActionDialog
      open={open}
      title="Ready case"
      onClose={onClose}
      onSubmit={() =>
        send({
          title: 'Ready case',
          content: `Case ${caseId} is ready for offers.`,
          calls: withTopUp(
            account,
            estimate.topUp,
            arbitrationAction('readycase', { claimant: account, case_id: caseId }),
          ),
        })
      }
      submitLabel="Ready case"
      canSubmit={estimate.costUnits !== undefined}
      pending={pending}
      error={error}
    >
      <Typography>
        Once ready, arbitrators can send offers and no more claims can be added. The fee is{' '}
        {config.data?.fee_usd ?? '…'}.
      </Typography>
      <FeeLines estimate={estimate} what="Fee" />
    </ActionDialog>
  )
}

/** Accept or reject an offer; accepting pays its cost upfront, topping the escrow up first when short. */
export function RespondOfferDialog({
  open,
  onClose,
  account,
  caseId,
  offer,
}: CaseDialogProps & {
  offer: { offer_id: string; hourly_rate: string; estimated_hours: number; arbitrator: string }
}) {
  const estimate = useFeeEstimate(account, (price) =>
    offerCostTlosUnits(offer.hourly_rate, offer.estimated_hours, price),
  )
  const { send, pending, error, done } = useDialogSend(onClose, DIALOG_CLOSE_DELAY_MS)
  // Only accepting pays, so only accepting may need the top-up transfer first.
  const respond = (accept: boolean) => {
    const action = arbitrationAction('respondoffer', { case_id: caseId, offer_id: offer.offer_id, accept })
    send({
      title: accept ? 'Accept offer' : 'Reject offer',
      content: `Offer ${offer.offer_id} from ${offer.arbitrator} ${accept ? 'accepted' : 'rejected'}.`,
      calls: accept ? withTopUp(account, estimate.topUp, action) : [action],
    })
  }
  return (
    <ActionDialog
      open={open}
      title={`Respond to the offer of ${offer.arbitrator}`}
      onClose={onClose}
      onSubmit={() => respond(true)}
      submitLabel="Accept"
      canSubmit={estimate.costUnits !== undefined}
      pending={pending}
      error={error}
      done={done}
      extraActions={
        <Button color="error" onClick={() => respond(false)} disabled={pending || done}>
          Reject
        </Button>
      }
    >
      <Typography>
        {offer.arbitrator} estimates {offer.estimated_hours} hours at {offer.hourly_rate} per hour. Accepting
        is irreversible: the cost is paid upfront and the arbitrator is assigned to your case.
      </Typography>
      <FeeLines estimate={estimate} what="Cost" />
    </ActionDialog>
  )
}
