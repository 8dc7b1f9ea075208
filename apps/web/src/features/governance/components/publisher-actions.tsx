import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ballotDeletePlan, canCloseVoting } from '@portal/chain/governance/ballot-lifecycle'
import { chainTimeMs } from '@portal/chain/time'
import { closeVotingTransaction, deleteBallotTransaction } from '../api/ballot-actions.ts'
import type { Ballot } from '../api/ballots.ts'
import { decideConfigQuery } from '../api/decide-fee.ts'
import {
  CancelBallotDialog,
  EditDetailsDialog,
  EditMinMaxDialog,
  OpenVotingDialog,
  BallotSettingsDialog,
} from './publisher-dialogs.tsx'
import { ConfirmSend } from './confirm-send.tsx'

type Open = 'details' | 'minmax' | 'settings' | 'open' | 'close' | 'cancel' | 'delete' | null

/**
 * What the publisher can do with the ballot in its current status. Only the publisher sees this;
 * telos.decide checks the publisher's signature on every one of these actions.
 */
export function PublisherActions({ ballot, now }: { ballot: Ballot; now: number }) {
  const [open, setOpen] = useState<Open>(null)
  const config = useQuery(decideConfigQuery())
  const cooldown = config.data?.times.find((time) => time.key === 'balcooldown')?.value ?? 0
  const close = () => setOpen(null)
  const setup = ballot.status === 'setup'
  const voting = ballot.status === 'voting'
  const ended = voting && (chainTimeMs(ballot.end_time) ?? 0) < now
  const deletion = ballotDeletePlan(ballot, now, cooldown)
  const name = ballot.ballot_name
  const button = (key: Exclude<Open, null>, label: string) => (
    <Button key={key} variant="outlined" size="small" onClick={() => setOpen(key)}>
      {label}
    </Button>
  )
  return (
    <Paper variant="outlined" component="section" aria-label="Publisher actions" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        You published this ballot
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {setup && [
          button('details', 'Edit details'),
          button('minmax', 'Edit min/max'),
          button('settings', 'Settings'),
          button('open', 'Open voting'),
        ]}
        {voting && !ended && button('cancel', 'Cancel ballot')}
        {canCloseVoting(ballot, now) && button('close', 'Close voting')}
        {ballot.status !== 'archived' && (voting ? ended : true) && button('delete', 'Delete ballot')}
      </Stack>
      {voting && !ended && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Voting is open: you can cancel the ballot now, or close it once the end time has passed.
        </Typography>
      )}
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
      {open === 'delete' && (
        <ConfirmSend
          title="Delete ballot"
          submitLabel="Delete ballot"
          onClose={close}
          transaction={deletion.ok ? deleteBallotTransaction(name, deletion.actions) : null}
        >
          {deletion.ok ? (
            <>
              Sends {deletion.actions.join(' then ')} in one transaction. The ballot and its results are
              removed for good.
            </>
          ) : (
            <Alert severity="warning">{deletion.reason}</Alert>
          )}
        </ConfirmSend>
      )}
    </Paper>
  )
}
