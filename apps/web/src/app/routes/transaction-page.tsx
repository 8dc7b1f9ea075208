import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Container } from '@/components/ui/container.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { transactionUrl } from '@portal/chain/networks'
import { getNetwork } from '@/config/network.ts'
import { chainErrorMessage as errorMessage } from '@portal/chain/errors'
import { isTransactionId } from '@/lib/history/transaction-id.ts'
import { historyTransactionQuery, type HistoryAction } from '@/lib/history/transaction.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { QueryGate } from '@/components/query-gate.tsx'
import styles from './transaction-page.module.css'

/**
 * `/transaction/:id`: on a network whose explorer is the portal (the local devnet) it shows the
 * transaction from the history API; elsewhere it forwards to the network's block explorer.
 */
export function TransactionPage() {
  const { id = '' } = useParams()
  useDocumentTitle('Transaction')
  const network = getNetwork()

  const valid = isTransactionId(id)

  useEffect(() => {
    if (valid && !network.explorerIsPortal) window.location.replace(transactionUrl(network, id))
  }, [network, id, valid])

  if (!valid) {
    return (
      <Container className={styles.page}>
        <Typography component="h1" variant="h4" gutterBottom>
          Transaction
        </Typography>
        <Alert severity="error">
          This is not a transaction id: a transaction id has 64 hexadecimal characters.
        </Alert>
      </Container>
    )
  }
  if (!network.explorerIsPortal) {
    return (
      <Container className={styles.forwarding}>
        <Typography role="status">Opening the transaction on the block explorer…</Typography>
      </Container>
    )
  }
  return <TransactionDetails id={id} />
}

function TransactionDetails({ id }: { id: string }) {
  const transaction = useQuery(historyTransactionQuery(id))
  const actions = transaction.data?.actions ?? []
  const first = actions[0]

  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Transaction
      </Typography>
      <Typography className={styles.id}>{id}</Typography>
      <QueryGate
        queries={[transaction]}
        what="transaction"
        errorText={(error) => `Could not load the transaction: ${errorMessage(error)}`}
      >
        {() =>
          first ? (
            <TransactionActions actions={actions} />
          ) : (
            <Alert severity="warning" action={<RetryButton onRetry={() => void transaction.refetch()} />}>
              {transaction.isFetching
                ? 'Looking for the transaction in the history…'
                : 'This transaction is not in the history yet, or does not exist.'}
            </Alert>
          )
        }
      </QueryGate>
    </Container>
  )
}

/** The transaction's block, time and actions, each with its authorizations and data. */
function TransactionActions({ actions }: { actions: readonly HistoryAction[] }) {
  const first = actions[0]
  if (!first) return null
  return (
    <Stack spacing={2}>
      <dl className={styles.summary}>
        <dt>Block</dt>
        <dd>{first.block_num}</dd>
        <dt>Time</dt>
        <dd>{actionTime(first)} UTC</dd>
        <dt>Actions</dt>
        <dd>{actions.length}</dd>
      </dl>
      <Typography component="h2" variant="h6">
        Actions
      </Typography>
      {actions.map((action, index) => (
        <Paper
          key={`${String(action.global_sequence ?? index)}`}
          variant="outlined"
          className={styles.action}
        >
          <Typography component="h3" variant="subtitle1" className={styles.actionName}>
            {action.act.account}::{action.act.name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Authorized by{' '}
            {(action.act.authorization ?? []).map((level) => `${level.actor}@${level.permission}`).join(', ')}
          </Typography>
          <pre tabIndex={0} aria-label={`Data of ${action.act.name}`} className={styles.data}>
            {JSON.stringify(action.act.data, null, 2)}
          </pre>
        </Paper>
      ))}
    </Stack>
  )
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button color="inherit" size="small" onClick={onRetry}>
      Retry
    </Button>
  )
}

function actionTime(action: HistoryAction): string {
  return (action['@timestamp'] ?? action.timestamp ?? '').replace('T', ' ').replace(/\.\d+$/, '')
}
