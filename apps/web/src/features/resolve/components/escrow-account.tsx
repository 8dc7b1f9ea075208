import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { liquidBalanceOrZero, parseAssetUnits } from '@portal/chain/assets'
import { LazySlot, lazyPart } from '@/lib/lazy-part.tsx'
import { accountQuery } from '@/lib/chain/queries.ts'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { useEscrow } from '../api/resolve-tables.ts'
import { pagePart } from '@/components/page-part.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import styles from './escrow-account.module.css'

// The confirmation loads when someone withdraws.
const ConfirmDialog = lazyPart(async () => (await import('@/components/confirm-dialog.tsx')).ConfirmDialog)

// The deposit form (react-hook-form, its schema) follows the balance: set up with it, the two were
// one long task as their chunk arrived (issue 41).
const DepositForm = pagePart('deposit form', async () => (await import('./deposit-form.tsx')).DepositForm)

/** The escrow balance (refreshed every 10 s), a TLOS deposit and Withdraw (enabled only above 0, confirmed first). */
export function EscrowAccount({ account }: { account: string }) {
  const escrow = useEscrow(account)
  const liquid = useQuery(accountQuery(account))
  const queryClient = useQueryClient()
  const balance = escrow.data?.balance ?? '0.0000 TLOS'
  const [confirming, setConfirming] = useState(false)
  const positive = (parseAssetUnits(balance, '4,TLOS') ?? 0n) > 0n
  const liquidBalance = liquid.data ? liquidBalanceOrZero(liquid.data.core_liquid_balance) : undefined
  return (
    <Stack spacing={3} className={styles.account}>
      <Card component="section" aria-label="Escrow balance">
        <CardContent>
          <Typography component="h2" variant="h6">
            Escrow balance
          </Typography>
          <QueryGate queries={[escrow]} what="escrow balance">
            {() => (
              <Typography component="p" variant="h4" data-testid="escrow-balance" className={styles.balance}>
                {balance}
              </Typography>
            )}
          </QueryGate>
          <Button variant="contained" disabled={!positive || confirming} onClick={() => setConfirming(true)}>
            Withdraw
          </Button>
          {/* The whole escrow leaves in one transaction: the owner confirms the amount first. */}
          <LazySlot open={confirming} what="The confirmation" onFailed={() => setConfirming(false)}>
            <ConfirmDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              title="Withdraw the escrow?"
              text={`All of your escrow, ${balance}, goes back to your account's liquid balance. Cases you file later need a new deposit.`}
              confirmLabel={`Withdraw ${balance}`}
              transaction={{
                title: 'Withdraw',
                content: `Withdrew ${balance} from the Resolve escrow.`,
                calls: [arbitrationAction('withdraw', { owner: account })],
              }}
              // The escrow comes back as liquid TLOS at once (an inline transfer).
              onSent={() => void queryClient.invalidateQueries({ queryKey: accountQuery(account).queryKey })}
            />
          </LazySlot>
        </CardContent>
      </Card>
      <Card component="section" aria-label="Deposit">
        <CardContent>
          <Typography component="h2" variant="h6">
            Deposit TLOS
          </Typography>
          <Typography color="textSecondary" className={styles.liquid}>
            Your liquid balance: <span data-testid="liquid-balance">{liquidBalance ?? '…'}</span>
          </Typography>
          {/* No key on the balance: a remount would drop an amount typed while the balance loads. The
              schema follows the balance, since react-hook-form reads its resolver on every render. */}
          <DepositForm account={account} liquidBalance={liquidBalance} />
        </CardContent>
      </Card>
    </Stack>
  )
}
