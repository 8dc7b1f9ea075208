import { arbitrationAction } from '../api/resolve-actions.ts'
import { BeginVotingDialog } from './begin-voting-dialog.tsx'
import { ConfirmDialog } from '@/components/confirm-dialog.tsx'
import { DocumentDialog } from './document-dialog.tsx'

/** Which election dialog of the admin page is open. */
export type AdminDialog = 'prepare' | 'begin' | 'finalize'

/** The open election dialog: prepare (upload the information document), start voting, or finalize. */
export function AdminDialogs({
  dialog,
  account,
  onClose,
}: {
  dialog: AdminDialog
  account: string | null
  onClose: () => void
}) {
  switch (dialog) {
    case 'prepare':
      return account ? (
        <DocumentDialog
          open
          onClose={onClose}
          title="Prepare election"
          intro="Upload the election information document; nominations open once the election is created."
          label="Election information document"
          submitLabel="Prepare election"
          account={account}
          transaction={(hash) => ({
            title: 'Prepare election',
            calls: [arbitrationAction('initelection', { content: hash })],
          })}
        />
      ) : null
    case 'begin':
      return <BeginVotingDialog open onClose={onClose} />
    case 'finalize':
      return (
        <ConfirmDialog
          open
          onClose={onClose}
          title="Finalize election"
          text="End the election: the winners take their seats as arbitrators."
          confirmLabel="Finalize election"
          transaction={{ title: 'Finalize election', calls: [arbitrationAction('endelection', {})] }}
        />
      )
  }
}
