import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { CardActions } from '@/components/ui/card-actions.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { Chip } from '@/components/ui/chip.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { ReactNode } from 'react'
import type { SafeRow } from '@portal/chain/contracts/safe/index'
import { chainErrorMessage } from '@portal/chain/errors'
import { isEpochTime } from '@portal/chain/time'
import { DeadlineText } from '@/components/deadline.tsx'
import { useLockSafe, useUnlockSafe } from '../api/safe-actions.ts'
import { canUnlock } from '../unlock-rule.ts'
import styles from './safe-card.module.css'

/** A chain time, or "Never" for the zero time a safe has before its first lock or unlock. */
function When({ value }: { value: string }) {
  return isEpochTime(value) ? <>Never</> : <DeadlineText value={value} />
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" className={styles.value}>
        {children}
      </Typography>
    </>
  )
}

/** One safe: its state, who locked and unlocked it last and when, and Lock or Unlock for the viewer. */
export function SafeCard({ safe, account }: { safe: SafeRow; account: string | null }) {
  const lock = useLockSafe()
  const unlock = useUnlockSafe()
  const pending = lock.isPending || unlock.isPending
  const failure = lock.error ?? unlock.error
  const headingId = `safe-${safe.safe_name}`

  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} className={styles.header}>
          <Typography id={headingId} component="h2" variant="h6">
            {safe.safe_name}
          </Typography>
          <Chip
            size="small"
            color={safe.locked ? 'error' : 'success'}
            label={safe.locked ? 'Locked' : 'Unlocked'}
          />
        </Stack>
        <dl className={styles.facts}>
          <Fact label="Locked by">{safe.locked_by || 'Nobody yet'}</Fact>
          <Fact label="Lock time">
            <When value={safe.last_lock_time} />
          </Fact>
          <Fact label="Last unlocked by">{safe.unlocked_by || 'Nobody yet'}</Fact>
          <Fact label="Last unlock time">
            <When value={safe.last_unlock_time} />
          </Fact>
          <Fact label="Admins">{safe.admins.length > 0 ? safe.admins.join(', ') : 'None'}</Fact>
        </dl>
        {failure && (
          <Alert severity="error" className={styles.failure}>
            {chainErrorMessage(failure)}
          </Alert>
        )}
      </CardContent>
      {account !== null && (
        <CardActions className={styles.actions}>
          {!safe.locked && (
            <Button
              variant="contained"
              disabled={pending}
              onClick={() => {
                unlock.reset()
                lock.mutate({ safe_name: safe.safe_name, locking_account: account })
              }}
            >
              {lock.isPending ? 'Signing…' : `Lock ${safe.safe_name}`}
            </Button>
          )}
          {canUnlock(safe, account) && (
            <Button
              variant="contained"
              disabled={pending}
              onClick={() => {
                lock.reset()
                unlock.mutate({ safe_name: safe.safe_name, unlocking_account: account })
              }}
            >
              {unlock.isPending ? 'Signing…' : `Unlock ${safe.safe_name}`}
            </Button>
          )}
          {safe.locked && !canUnlock(safe, account) && (
            <Typography variant="body2" color="textSecondary">
              Only {safe.locked_by} or an admin of this safe can unlock it.
            </Typography>
          )}
        </CardActions>
      )}
    </Card>
  )
}
