import { Button } from '@/components/ui/button.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { joinTransaction } from '../api/treasury-actions.ts'
import type { Treasury } from '../api/treasuries.ts'
import { useTransaction } from '@/lib/transact/use-contract-action.ts'
import { failureText } from '@/lib/transact/failure-text.ts'
import styles from './join-treasury-button.module.css'

/**
 * regvoter for a public DAO. Private and invite-only DAOs register members themselves (their manager
 * as referrer), so those say whom to ask instead of offering a button the contract would refuse.
 */
export function JoinTreasuryButton({
  account,
  treasury,
  symbol,
}: {
  account: string
  treasury: Treasury
  symbol: string
}) {
  const join = useTransaction()
  if (treasury.access !== 'public')
    return (
      <Typography variant="body2" color="textSecondary" className={styles.note}>
        This DAO is {treasury.access === 'invite' ? 'invite-only' : treasury.access}: ask its manager{' '}
        {treasury.manager} to add you.
      </Typography>
    )
  return (
    <>
      <Button
        variant="contained"
        size="small"
        disabled={join.isPending}
        onClick={() => join.mutate(joinTransaction(account, symbol))}
      >
        {join.isPending ? 'Signing…' : 'Join'}
      </Button>
      {join.isError && (
        <Typography variant="body2" color="error" role="alert" className={styles.note}>
          {failureText(join.error)}
        </Typography>
      )}
    </>
  )
}
