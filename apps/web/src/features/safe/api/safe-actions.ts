import { safe } from '@portal/chain/contracts/safe/index'
import { useContractAction } from '@/lib/transact/use-contract-action.ts'

/** `locksafe` as the signed-in account. */
export const useLockSafe = () =>
  useContractAction(safe.actions.locksafe, { title: 'Lock safe', icon: 'lock' })

/** `unlocksafe` as the signed-in account (the contract allows the locker and the safe's admins). */
export const useUnlockSafe = () =>
  useContractAction(safe.actions.unlocksafe, { title: 'Unlock safe', icon: 'lock_open' })
