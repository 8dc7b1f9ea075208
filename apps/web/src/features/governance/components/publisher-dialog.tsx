import type { DeletePlan } from '@portal/chain/governance/ballot-lifecycle'
import { closeVotingTransaction } from '../api/ballot-actions.ts'
import type { Ballot } from '../api/ballots.ts'
import {
  CancelBallotDialog,
  EditDetailsDialog,
  EditMinMaxDialog,
  OpenVotingDialog,
  BallotSettingsDialog,
} from './publisher-dialogs.tsx'
import { ConfirmSend } from './confirm-send.tsx'
import { DeleteBallotDialog } from './delete-ballot-dialog.tsx'

/** Which publisher dialog is open. */
export type PublisherDialogKind = 'details' | 'minmax' | 'settings' | 'open' | 'close' | 'cancel' | 'delete'

/** The publisher dialog that is open, for the ballot; `deletion` is what Delete ballot would send. */
export function PublisherDialog({
  open,
  ballot,
  deletion,
  onClose: close,
}: {
  open: PublisherDialogKind
  ballot: Ballot
  deletion: DeletePlan
  onClose: () => void
}) {
  const name = ballot.ballot_name
  return (
    <>
      {open === 'details' && <EditDetailsDialog ballot={ballot} onClose={close} />}
      {open === 'minmax' && <EditMinMaxDialog ballot={ballot} onClose={close} />}
      {open === 'settings' && <BallotSettingsDialog ballot={ballot} onClose={close} />}
      {open === 'open' && <OpenVotingDialog ballot={ballot} onClose={close} />}
      {open === 'cancel' && <CancelBallotDialog ballot={ballot} onClose={close} />}
      {open === 'close' && (
        <ConfirmSend
          title="Close voting"
          submitLabel="Close voting"
          onClose={close}
          transaction={closeVotingTransaction(name)}
        >
          Sends closevoting with broadcast: the ballot is closed, its final results are fixed and sent to you
          as publisher.
        </ConfirmSend>
      )}
      {open === 'delete' && <DeleteBallotDialog ballotName={name} deletion={deletion} onClose={close} />}
    </>
  )
}
