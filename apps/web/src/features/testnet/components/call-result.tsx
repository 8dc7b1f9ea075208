import { Alert } from '@/components/ui/alert.tsx'
import { Link } from '@/components/ui/link.tsx'
import { transactionUrl } from '@portal/chain/networks'
import { getNetwork } from '@/config/network.ts'
import styles from './call-result.module.css'

/** What the last call of a tab came to: the success text (with its transaction) or the refusal. */
export type CallOutcome =
  | { kind: 'success'; text: string; transactionId?: string | undefined; detail?: string | undefined }
  | { kind: 'error'; text: string }

export function CallResult({ outcome }: { outcome: CallOutcome | null }) {
  if (!outcome) return null
  if (outcome.kind === 'error')
    return (
      <Alert severity="error" role="alert" className={styles.error}>
        {outcome.text}
      </Alert>
    )
  return (
    <Alert severity="success" role="status" className={styles.success}>
      {outcome.text}
      {outcome.detail && <> {outcome.detail}</>}
      {outcome.transactionId && (
        <>
          {' '}
          <Link
            href={transactionUrl(getNetwork(), outcome.transactionId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            View the transaction
          </Link>
        </>
      )}
    </Alert>
  )
}

/** The text of a failed call (TestnetCallError carries the backend's message or "Failed to call API"). */
export const errorOutcome = (error: unknown): CallOutcome => ({
  kind: 'error',
  text: error instanceof Error ? error.message : String(error),
})
