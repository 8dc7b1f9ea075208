import { Alert } from '@/components/ui/alert.tsx'
import { ToggleButton } from '@/components/ui/toggle-button.tsx'
import { ToggleButtonGroup } from '@/components/ui/toggle-button-group.tsx'
import { useState } from 'react'
import { failureText } from '@/lib/transact/failure-text.ts'
import type { ArbitratorRow } from '@portal/chain/contracts/arbitration/index'
import {
  ARB_STATUS,
  ARB_STATUS_LABELS,
  effectiveArbStatus,
  isArbStatusLocked,
  type ArbStatus,
} from '@portal/chain/resolve/index'
import { type ContractTransaction } from '@/lib/transact/contract-action.ts'
import { useTransaction } from '@/lib/transact/use-contract-action.ts'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { LazySlot, lazyPart } from '@/lib/lazy-part.tsx'
import styles from './arbitrator-status-toggle.module.css'

// The confirmation loads only when someone picks Removed or Expired.
const ConfirmDialog = lazyPart(async () => (await import('@/components/confirm-dialog.tsx')).ConfirmDialog)

const STATUSES = Object.values(ARB_STATUS)
/** The statuses that give the seat up for good. */
const FINAL: ReadonlySet<number> = new Set([ARB_STATUS.removed, ARB_STATUS.expired])

const statusChange = (arbitrator: string, next: ArbStatus): ContractTransaction => ({
  title: 'Arbitrator status',
  content: `Your status is now ${ARB_STATUS_LABELS[next]}.`,
  calls: [arbitrationAction('newarbstatus', { arbitrator, new_status: next })],
})

/**
 * The arbitrator's own status (available, unavailable, removed, expired); locked when removed or
 * expired. Removed and Expired give the seat up for good (the toggle locks and only an election
 * seats the arbitrator again), so they are confirmed first; Available and Unavailable apply at once.
 */
export function ArbitratorStatusToggle({ arbitrator, now }: { arbitrator: ArbitratorRow; now: number }) {
  const change = useTransaction()
  const [final, setFinal] = useState<ArbStatus | null>(null)
  const status = effectiveArbStatus(arbitrator, now)
  const locked = isArbStatusLocked(arbitrator, now)
  return (
    <>
      <ToggleButtonGroup
        exclusive
        value={status}
        disabled={locked || change.isPending}
        aria-label="Your arbitrator status"
        onChange={(_, value: number | null) => {
          const next = STATUSES.find((option) => option === value)
          if (next === undefined || next === status) return
          if (FINAL.has(next)) setFinal(next)
          else change.mutate(statusChange(arbitrator.arb, next))
        }}
        className={styles.group}
      >
        {Object.entries(ARB_STATUS_LABELS).map(([value, label]) => (
          <ToggleButton
            key={value}
            value={Number(value)}
            className={FINAL.has(Number(value)) ? `${styles.option} ${styles.final}` : styles.option}
          >
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {change.isError && (
        <Alert severity="error" className={styles.error}>
          {failureText(change.error)}
        </Alert>
      )}
      {final !== null && (
        <LazySlot open what="The confirmation" onFailed={() => setFinal(null)}>
          <ConfirmDialog
            open
            onClose={() => setFinal(null)}
            title={`Set your status to ${ARB_STATUS_LABELS[final]}?`}
            text={`As ${ARB_STATUS_LABELS[final]} you give up your arbitrator seat and can no longer change your status here; only a new election seats you again.`}
            confirmLabel={`Set ${ARB_STATUS_LABELS[final]}`}
            transaction={statusChange(arbitrator.arb, final)}
          />
        </LazySlot>
      )}
    </>
  )
}
