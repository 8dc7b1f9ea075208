import { DIALOG_CLOSE_DELAY_MS } from '@portal/chain/constants'
import type { ClaimRow, OfferRow } from '@portal/chain/contracts/arbitration/index'
import type { CaseAction, ClaimAction } from '@portal/chain/resolve/index'
import type { ContractCall } from '@/lib/transact/contract-action.ts'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { MakeOfferDialog, SettleClaimDialog, StartCaseDialog } from './arbitrator-dialogs.tsx'
import { AddClaimDialog } from './claim-dialogs.tsx'
import { ConfirmDialog } from '@/components/confirm-dialog.tsx'
import { RecuseDialog } from './recuse-dialog.tsx'
import { DocumentDialog } from './document-dialog.tsx'
import { ReadyCaseDialog, RespondOfferDialog } from './fee-dialogs.tsx'
import { ReviewClaimDialog } from './review-claim-dialog.tsx'

/** Which dialog of the case page is open. */
export type CaseDialog =
  { kind: CaseAction } | { kind: ClaimAction; claim: ClaimRow } | { kind: 'respond-offer'; offer: OfferRow }

/** The open case-page dialog, wired to its action. `onDelayedReload` runs after ready and delete. */
export function CaseDialogs({
  dialog,
  onClose,
  account,
  caseId,
  ownOffer,
  offersMade,
  onDelayedReload,
}: {
  dialog: CaseDialog | null
  onClose: () => void
  account: string
  caseId: string
  ownOffer: OfferRow | undefined
  /** Whether any arbitrator has made an offer: cancelcase then keeps the fee (contract rule). */
  offersMade: boolean
  onDelayedReload: (kind: 'ready' | 'delete') => void
}) {
  if (!dialog) return null
  const base = { open: true, onClose, account, caseId }
  const confirm = (
    title: string,
    text: string,
    confirmLabel: string,
    call: ContractCall,
    closeDelayMs = 0,
    onSent?: () => void,
    closeLabel?: string,
  ) => (
    <ConfirmDialog
      open
      onClose={onClose}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      transaction={{ title, calls: [call] }}
      closeDelayMs={closeDelayMs}
      closeLabel={closeLabel}
      onSent={onSent}
    />
  )
  switch (dialog.kind) {
    case 'ready-case':
      return <ReadyCaseDialog {...base} onSent={() => onDelayedReload('ready')} />
    case 'add-claim':
      return <AddClaimDialog {...base} />
    case 'delete-case':
      return confirm(
        'Delete case',
        `Delete case ${caseId} and all its claims? This cannot be undone.`,
        'Delete case',
        arbitrationAction('shredcase', { claimant: account, case_id: caseId }),
        0,
        () => onDelayedReload('delete'),
      )
    case 'cancel-case':
      return confirm(
        'Cancel case',
        offersMade
          ? `Cancel case ${caseId}? Arbitrators have made offers, so the fee is not refunded.`
          : `Cancel case ${caseId}? The fee goes back to your escrow.`,
        'Cancel case',
        arbitrationAction('cancelcase', { case_id: caseId }),
        0,
        undefined,
        'Keep case',
      )
    case 'submit-offer':
      return <MakeOfferDialog {...base} />
    case 'update-offer':
      return <MakeOfferDialog {...base} offer={ownOffer} />
    case 'dismiss-offer':
      return confirm(
        'Dismiss offer',
        'Dismiss your offer? You will not be able to make a new offer on this case.',
        'Dismiss offer',
        arbitrationAction('dismissoffer', { case_id: caseId, offer_id: ownOffer?.offer_id ?? '' }),
        DIALOG_CLOSE_DELAY_MS,
      )
    case 'start-case':
      return <StartCaseDialog {...base} />
    case 'set-ruling':
      return (
        <DocumentDialog
          {...base}
          title="Set ruling"
          intro="Upload the ruling document. The admin then approves or rejects it."
          label="Ruling document"
          submitLabel="Set ruling"
          transaction={(hash) => ({
            title: 'Set ruling',
            calls: [
              arbitrationAction('setruling', { case_id: caseId, assigned_arb: account, case_ruling: hash }),
            ],
          })}
        />
      )
    case 'recuse':
      return <RecuseDialog {...base} />
    case 'approve-ruling':
      return confirm(
        'Approve ruling',
        `Approve the ruling of case ${caseId}? The case moves to enforcement.`,
        'Approve',
        arbitrationAction('validatecase', { case_id: caseId, proceed: true }),
      )
    case 'reject-ruling':
      return confirm(
        'Reject ruling',
        `Reject the ruling of case ${caseId}? The case is dismissed and the claimant refunded.`,
        'Reject',
        arbitrationAction('validatecase', { case_id: caseId, proceed: false }),
      )
    case 'close-case':
      return confirm(
        'Close case',
        `Close case ${caseId}? It becomes resolved.`,
        'Close case',
        arbitrationAction('closecase', { case_id: caseId }),
      )
    case 'respond-offer':
      return <RespondOfferDialog {...base} offer={dialog.offer} />
    case 'update-claim':
      return (
        <DocumentDialog
          {...base}
          title={`Update claim ${dialog.claim.claim_id}`}
          label="Claim document"
          submitLabel="Update claim"
          transaction={(hash) => ({
            title: 'Update claim',
            calls: [
              arbitrationAction('updateclaim', {
                claimant: account,
                claim_link: hash,
                claim_id: dialog.claim.claim_id,
                case_id: caseId,
              }),
            ],
          })}
        />
      )
    case 'respond':
      return (
        <DocumentDialog
          {...base}
          title={`Respond to claim ${dialog.claim.claim_id}`}
          label="Response document"
          submitLabel="Respond"
          transaction={(hash) => ({
            title: 'Respond to claim',
            calls: [
              arbitrationAction('respond', {
                respondant: account,
                response_link: hash,
                claim_id: dialog.claim.claim_id,
                case_id: caseId,
              }),
            ],
          })}
        />
      )
    case 'review-claim':
      return <ReviewClaimDialog {...base} claimId={dialog.claim.claim_id} />
    case 'settle-claim':
      return <SettleClaimDialog {...base} claimId={dialog.claim.claim_id} />
  }
}
