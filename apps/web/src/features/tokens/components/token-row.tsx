import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TableCell } from '@/components/ui/table-cell.tsx'
import { TableRow } from '@/components/ui/table-row.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery } from '@tanstack/react-query'
import { memo } from 'react'
import { parseAsset } from '@portal/chain/assets'
import { formatBalance } from '../api/token-actions.ts'
import { statQuery, type ListedToken } from '../api/token-reads.ts'
import { TokenLogo } from './token-logo.tsx'
import type { TokenDialogKind } from './token-dialogs.tsx'
import { ChainText } from '@/components/chain-text.tsx'
import styles from './token-row.module.css'

/** One token: logo, name and symbol, its supply from its own contract, the user's balance and what they may do. */
export const TokenRow = memo(function TokenRow({
  token,
  account,
  balance,
  onAction,
}: {
  token: ListedToken
  account: string
  balance: string | undefined
  onAction: (kind: TokenDialogKind, token: ListedToken) => void
}) {
  const { row, code, precision } = token
  const stat = useQuery(statQuery(row.contract_account, code))
  const owner = row.token_owner === account
  const holds = balance !== undefined
  const positive = (parseAsset(balance)?.units ?? 0n) > 0n
  return (
    <TableRow data-testid={`token-${code}`}>
      <TableCell>
        <Stack direction="row" spacing={1.5} className={styles.token}>
          <TokenLogo url={row.logo_sm} code={code} />
          <div>
            <Typography className={styles.code}>{code}</Typography>
            <ChainText text={row.token_name} what="name" variant="body2" color="textSecondary" />
          </div>
        </Stack>
      </TableCell>
      <TableCell>{precision}</TableCell>
      <TableCell data-testid="token-supply">
        {stat.isPending
          ? '…'
          : stat.data
            ? `${formatBalance(stat.data.supply)} / ${formatBalance(stat.data.max_supply)}`
            : 'Not on its contract'}
      </TableCell>
      <TableCell>{row.token_owner}</TableCell>
      <TableCell>{row.contract_account}</TableCell>
      <TableCell data-testid="token-balance">{formatBalance(balance)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} useFlexGap className={styles.actions}>
          {positive && (
            <Button size="small" onClick={() => onAction('transfer', token)} aria-label={`Transfer ${code}`}>
              Transfer
            </Button>
          )}
          {!holds && stat.data && (
            <Button
              size="small"
              onClick={() => onAction('open', token)}
              aria-label={`Open balance for ${code}`}
            >
              Open balance
            </Button>
          )}
          {owner && stat.data && (
            <>
              <Button size="small" onClick={() => onAction('issue', token)} aria-label={`Issue ${code}`}>
                Issue
              </Button>
              <Button size="small" onClick={() => onAction('retire', token)} aria-label={`Retire ${code}`}>
                Retire
              </Button>
            </>
          )}
          {owner && (
            <Button
              size="small"
              onClick={() => onAction('meta', token)}
              aria-label={`Edit details of ${code}`}
            >
              Edit details
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  )
})
