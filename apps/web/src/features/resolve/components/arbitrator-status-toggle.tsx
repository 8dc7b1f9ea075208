import Alert from '@mui/material/Alert'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { chainErrorMessage } from '@portal/chain/errors'
import type { ArbitratorRow } from '@portal/chain/contracts/arbitration/index'
import { ARB_STATUS_LABELS, effectiveArbStatus, isArbStatusLocked } from '@portal/chain/resolve/index'
import { arbitrationAction, useResolveTransaction } from '../api/resolve-actions.ts'

/** The arbitrator's own status (available, unavailable, removed, expired); locked when removed or expired. */
export function ArbitratorStatusToggle({ arbitrator, now }: { arbitrator: ArbitratorRow; now: number }) {
  const change = useResolveTransaction()
  const status = effectiveArbStatus(arbitrator, now)
  const locked = isArbStatusLocked(arbitrator, now)
  return (
    <>
      <ToggleButtonGroup
        exclusive
        value={status}
        disabled={locked || change.isPending}
        aria-label="Your arbitrator status"
        onChange={(_, next: number | null) => {
          if (next === null || next === status) return
          change.mutate({
            title: 'Arbitrator status',
            content: `Your status is now ${ARB_STATUS_LABELS[next as keyof typeof ARB_STATUS_LABELS]}.`,
            actions: [arbitrationAction('newarbstatus', { arbitrator: arbitrator.arb, new_status: next })],
          })
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.entries(ARB_STATUS_LABELS).map(([value, label]) => (
          <ToggleButton
            key={value}
            value={Number(value)}
            sx={{ '&:not(.Mui-selected):not(.Mui-disabled)': { color: 'text.primary' } }}
          >
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {change.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {chainErrorMessage(change.error)}
        </Alert>
      )}
    </>
  )
}
