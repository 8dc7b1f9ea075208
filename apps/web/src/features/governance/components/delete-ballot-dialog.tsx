import { Alert } from '@/components/ui/alert.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { decide } from '@portal/chain/contracts/decide/index'
import { CLEANUP_BATCH, countText, type DeletePlan } from '@portal/chain/governance/ballot-lifecycle'
import { deleteBallotTransaction } from '../api/ballot-actions.ts'
import { tableQuery } from '@/lib/chain/table-query.ts'
import { ConfirmSend } from './confirm-send.tsx'

/**
 * Delete ballot: says what the transaction sends, and when the contract still holds votes, cleans them
 * up first (cleanupvote for each voter, read from the ballot's votes table) in the same transaction.
 * When it cannot be sent yet, the reason stands where the button would be.
 */
export function DeleteBallotDialog({
  ballotName,
  deletion,
  onClose,
}: {
  ballotName: string
  deletion: DeletePlan
  onClose: () => void
}) {
  const navigate = useNavigate()
  const cleanup = deletion.ok ? deletion.cleanup : 0
  const votes = useQuery({
    ...tableQuery(decide.tables.votes, { scope: ballotName, limit: CLEANUP_BATCH }),
    enabled: cleanup > 0,
  })
  const voters = (votes.data ?? []).slice(0, CLEANUP_BATCH).map((row) => row.voter)
  const deletes = deletion.ok && deletion.actions.includes('deleteballot')
  const ready = deletion.ok && (cleanup === 0 || voters.length > 0)

  if (!deletion.ok)
    return (
      <ConfirmSend
        title="Delete ballot"
        submitLabel=""
        closeLabel="Close"
        onClose={onClose}
        transaction={null}
      >
        <Alert severity="warning">{deletion.reason}</Alert>
      </ConfirmSend>
    )
  return (
    <ConfirmSend
      title="Delete ballot"
      submitLabel={deletes ? (cleanup > 0 ? 'Clean up and delete' : 'Delete ballot') : 'Clean up votes'}
      onClose={onClose}
      // The deleted ballot's page would only say "Ballot not found": go back to the list.
      onSent={deletes ? () => void navigate('/trails/ballots', { replace: true }) : undefined}
      transaction={ready ? deleteBallotTransaction(ballotName, deletion.actions, voters) : null}
      blockedReason={votes.isError ? undefined : 'Reading the votes to clean up…'}
    >
      {cleanup > 0 && (
        <Typography>
          The contract deletes a ballot only once its votes are cleaned up: this transaction sends cleanupvote
          for{' '}
          {deletes
            ? `its ${countText(cleanup, 'vote')}`
            : `the next ${countText(voters.length, 'vote')} of ${cleanup}`}
          {deletes ? ', then deleteballot.' : '. Open Delete ballot again afterwards for the rest.'}
        </Typography>
      )}
      {votes.isError && (
        <Alert severity="error">The ballot&apos;s votes could not be read. Close and try again.</Alert>
      )}
      {deletes && (
        <Typography>
          Sends {deletion.actions.join(' then ')} in one transaction. The ballot and its results are removed
          for good.
        </Typography>
      )}
    </ConfirmSend>
  )
}
