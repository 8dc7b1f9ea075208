import { DIALOG_CLOSE_DELAY_MS } from '@portal/chain/constants'
import type { ClaimRow, OfferRow } from '@portal/chain/contracts/arbitration/index'
import type { CaseAction, ClaimAction } from '@portal/chain/resolve/index'
import type { ContractCall, ContractTransaction } from '@/lib/transact/contract-action.ts'
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

/** What the case page knows when it opens a dialog. */
type CaseDialogContext = {
  account: string
  caseId: string
  ownOffer: OfferRow | undefined
  /** Whether any arbitrator has made an offer: cancelcase then keeps the fee (contract rule). */
  offersMade: boolean
  onDelayedReload: (kind: 'ready' | 'delete') => void
}

/** The open case-page dialog, wired to its action. `onDelayedReload` runs after ready and delete. */
export function CaseDialogs({
  dialog,
  onClose,
  ...context
}: CaseDialogContext & { dialog: CaseDialog | null; onClose: () => void }) {
  if (!dialog) return null
  const confirm = confirmation(dialog, context)
  if (confirm)
    return (
      <ConfirmDialog
        open
        onClose={onClose}
        title={confirm.title}
        text={confirm.text}
        confirmLabel={confirm.confirmLabel}
        transaction={{ title: confirm.title, calls: [confirm.call] }}
        closeDelayMs={confirm.closeDelayMs ?? 0}
        closeLabel={confirm.closeLabel}
        onSent={confirm.onSent}
      />
    )
  const base = { open: true, onClose, account: context.account, caseId: context.caseId }
  const document = documentAction(dialog, context)
  if (document) return <DocumentDialog {...base} {...document} />
  switch (dialog.kind) {
    case 'ready-case':
      return <ReadyCaseDialog {...base} onSent={() => context.onDelayedReload('ready')} />
    case 'add-claim':
      return <AddClaimDialog {...base} />
    case 'submit-offer':
      return <MakeOfferDialog {...base} />
    case 'update-offer':
      return <MakeOfferDialog {...base} offer={context.ownOffer} />
    case 'start-case':
      return <StartCaseDialog {...base} />
    case 'recuse':
      return <RecuseDialog {...base} />
    case 'respond-offer':
      return <RespondOfferDialog {...base} offer={dialog.offer} />
    case 'review-claim':
      return <ReviewClaimDialog {...base} claimId={dialog.claim.claim_id} />
    case 'settle-claim':
      return <SettleClaimDialog {...base} claimId={dialog.claim.claim_id} />
    default:
      return null
  }
}

/** An action that only asks "are you sure?": the dialog's texts and the one call it sends. */
type Confirmation = {
  title: string
  text: string
  confirmLabel: string
  call: ContractCall
  closeDelayMs?: number
  onSent?: () => void
  closeLabel?: string
}

/** The confirmation of `dialog`, or undefined when its dialog asks for more than a yes. */
function confirmation(dialog: CaseDialog, context: CaseDialogContext): Confirmation | undefined {
  const { account, caseId, ownOffer, offersMade, onDelayedReload } = context
  switch (dialog.kind) {
    case 'delete-case':
      return {
        title: 'Delete case',
        text: `Delete case ${caseId} and all its claims? This cannot be undone.`,
        confirmLabel: 'Delete case',
        call: arbitrationAction('shredcase', { claimant: account, case_id: caseId }),
        onSent: () => onDelayedReload('delete'),
      }
    case 'cancel-case':
      return {
        title: 'Cancel case',
        text: offersMade
          ? `Cancel case ${caseId}? Arbitrators have made offers, so the fee is not refunded.`
          : `Cancel case ${caseId}? The fee goes back to your escrow.`,
        confirmLabel: 'Cancel case',
        call: arbitrationAction('cancelcase', { case_id: caseId }),
        closeLabel: 'Keep case',
      }
    case 'dismiss-offer':
      return {
        title: 'Dismiss offer',
        text: 'Dismiss your offer? You will not be able to make a new offer on this case.',
        confirmLabel: 'Dismiss offer',
        call: arbitrationAction('dismissoffer', { case_id: caseId, offer_id: ownOffer?.offer_id ?? '' }),
        closeDelayMs: DIALOG_CLOSE_DELAY_MS,
      }
    case 'approve-ruling':
      return {
        title: 'Approve ruling',
        text: `Approve the ruling of case ${caseId}? The case moves to enforcement.`,
        confirmLabel: 'Approve',
        call: arbitrationAction('validatecase', { case_id: caseId, proceed: true }),
      }
    case 'reject-ruling':
      return {
        title: 'Reject ruling',
        text: `Reject the ruling of case ${caseId}? The case is dismissed and the claimant refunded.`,
        confirmLabel: 'Reject',
        call: arbitrationAction('validatecase', { case_id: caseId, proceed: false }),
      }
    case 'close-case':
      return {
        title: 'Close case',
        text: `Close case ${caseId}? It becomes resolved.`,
        confirmLabel: 'Close case',
        call: arbitrationAction('closecase', { case_id: caseId }),
      }
    default:
      return undefined
  }
}

/** An action that sends one document: the dialog's texts and the transaction built from its hash. */
type DocumentAction = {
  title: string
  intro?: string
  label: string
  submitLabel: string
  transaction: (hash: string) => ContractTransaction
}

/** The document action of `dialog`, or undefined when it sends no document. */
function documentAction(
  dialog: CaseDialog,
  { account, caseId }: CaseDialogContext,
): DocumentAction | undefined {
  switch (dialog.kind) {
    case 'set-ruling':
      return {
        title: 'Set ruling',
        intro: 'Upload the ruling document. The admin then approves or rejects it.',
        label: 'Ruling document',
        submitLabel: 'Set ruling',
        transaction: (hash) => ({
          title: 'Set ruling',
          calls: [
            arbitrationAction('setruling', { case_id: caseId, assigned_arb: account, case_ruling: hash }),
          ],
        }),
      }
    case 'update-claim':
      return {
        title: `Update claim ${dialog.claim.claim_id}`,
        label: 'Claim document',
        submitLabel: 'Update claim',
        transaction: (hash) => ({
          title: 'Update claim',
          calls: [
            arbitrationAction('updateclaim', {
              claimant: account,
              claim_link: hash,
              claim_id: dialog.claim.claim_id,
              case_id: caseId,
            }),
          ],
        }),
      }
    case 'respond':
      return {
        title: `Respond to claim ${dialog.claim.claim_id}`,
        label: 'Response document',
        submitLabel: 'Respond',
        transaction: (hash) => ({
          title: 'Respond to claim',
          calls: [
            arbitrationAction('respond', {
              respondant: account,
              response_link: hash,
              claim_id: dialog.claim.claim_id,
              case_id: caseId,
            }),
          ],
        }),
      }
    default:
      return undefined
  }
}
