import { Alert } from '@/components/ui/alert.tsx'
import { useDecideFee } from '../api/decide-fee.ts'

/**
 * The creation fee before signing, and whether the liquid balance covers it: the contract would
 * refuse a newballot/newtreasury whose deposit falls short, so the form says so first.
 */
export function useFeeNotice(key: 'ballot' | 'treasury', account: string | null, what: string) {
  const { fee, liquid, missing, loading, failed } = useDecideFee(key, account)
  const notice = loading ? (
    <Alert severity="info" role="status">
      Reading the {what} fee…
    </Alert>
  ) : failed || fee === undefined ? (
    <Alert severity="error">The {what} fee could not be read from telos.decide's config.</Alert>
  ) : missing !== undefined ? (
    <Alert severity="warning" data-testid="fee-notice">
      Creating a {what} costs {fee}. Your liquid balance is {liquid ?? '0.0000 TLOS'}: you need {missing}{' '}
      more. Receive or unstake TLOS first.
    </Alert>
  ) : (
    <Alert severity="info" data-testid="fee-notice">
      Creating a {what} costs {fee}, sent to telos.decide as a fee deposit in the same transaction. Your
      liquid balance is {liquid}.
    </Alert>
  )
  return { fee, notice, ready: fee !== undefined && missing === undefined && !loading }
}
