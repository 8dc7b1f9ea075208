import { Typography } from '@/components/ui/typography.tsx'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { useDialogSend } from '@/components/use-dialog-send.ts'
import { openCall } from '../api/token-actions.ts'
import type { ListedToken } from '../api/token-reads.ts'
import { SupplyDialog } from './supply-dialog.tsx'
import { TokenError } from './token-error.tsx'
import { TokenMetaDialog } from './token-meta-dialog.tsx'
import { TokenTransferDialog } from './token-transfer-dialog.tsx'

/** What a token row can open. */
export type TokenDialogKind = 'transfer' | 'open' | 'issue' | 'retire' | 'meta'
/** The open dialog and its token. */
export type TokenDialog = { kind: TokenDialogKind; token: ListedToken }

/** The dialog a token row asked for. */
export function TokenDialogs({
  dialog,
  account,
  balance,
  onClose,
}: {
  dialog: TokenDialog
  account: string
  balance: string | undefined
  onClose: () => void
}) {
  const { kind, token } = dialog
  switch (kind) {
    case 'transfer':
      return <TokenTransferDialog token={token} from={account} balance={balance} onClose={onClose} />
    case 'open':
      return <OpenBalanceDialog token={token} account={account} onClose={onClose} />
    case 'issue':
    case 'retire':
      return <SupplyDialog kind={kind} token={token} owner={account} balance={balance} onClose={onClose} />
    case 'meta':
      return <TokenMetaDialog token={token} account={account} onClose={onClose} />
  }
}

/** `open`: a zero balance row for the user, who pays its RAM, so others can send them the token. */
function OpenBalanceDialog({
  token,
  account,
  onClose,
}: {
  token: ListedToken
  account: string
  onClose: () => void
}) {
  const { send, pending, error } = useDialogSend(onClose)
  const symbol = token.row.token_symbol
  return (
    <ActionDialog
      open
      title={`Open a ${token.code} balance`}
      submitLabel="Open balance"
      onClose={onClose}
      pending={pending}
      error={undefined}
      onSubmit={() =>
        send({
          title: 'Open balance',
          icon: 'token',
          content: `Opened a ${token.code} balance for ${account}.`,
          calls: [openCall({ contract: token.row.contract_account }, account, symbol, account)],
        })
      }
    >
      <Typography>
        This adds a zero {token.code} balance to your account on {token.row.contract_account}. You pay for the
        little storage (RAM) it takes.
      </Typography>
      <TokenError error={error} />
    </ActionDialog>
  )
}
