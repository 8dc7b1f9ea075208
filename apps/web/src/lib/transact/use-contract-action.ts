import type { ActionDescriptor, ActionInputOf } from '@portal/chain/contracts/define'
import { chainErrorMessage } from '@portal/chain/errors'
import { notify } from '@/lib/notifications/notices.ts'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'
import { contractAction, sendTransaction, type ContractTransaction } from './contract-action.ts'

// The mutations every write goes through: TanStack's useMutation (behind the single-flight guard), its
// error the transaction's own error. Form → feature hook → here → transact → wallet.

/**
 * A mutation that builds one transaction from its variables and signs it. Data a schema refuses
 * (ActionDataError from `contractAction`) is shown as a negative notice and rejects the mutation
 * without opening the wallet; every other failure is reported by transact and rejects it as it is.
 */
export function useContractTransaction<V>(
  build: (variables: V) => ContractTransaction,
  mutationKey?: readonly unknown[],
) {
  return useSingleFlightMutation({
    ...(mutationKey === undefined ? {} : { mutationKey }),
    mutationFn: (variables: V) => {
      let transaction: ContractTransaction
      try {
        transaction = build(variables)
      } catch (error) {
        notify('negative', chainErrorMessage(error))
        throw error
      }
      return sendTransaction(transaction)
    },
  })
}

/** A mutation that sends one transaction of several calls (`contractAction(…)` each). */
export function useTransaction() {
  return useContractTransaction((transaction: ContractTransaction) => transaction)
}

/** What the notification of a single-action mutation says. */
export type ActionNotice<A extends ActionDescriptor> = {
  title: string
  icon?: string
  content?: string | ((data: ActionInputOf<A>) => string)
}

/** A mutation that signs one action as the signed-in account. */
export function useContractAction<A extends ActionDescriptor>(action: A, notice: ActionNotice<A>) {
  return useContractTransaction(
    (data: ActionInputOf<A>): ContractTransaction => {
      const content = typeof notice.content === 'function' ? notice.content(data) : notice.content
      return {
        title: notice.title,
        ...(notice.icon === undefined ? {} : { icon: notice.icon }),
        ...(content === undefined ? {} : { content }),
        calls: [contractAction(action, data)],
      }
    },
    ['action', action.contract, action.name],
  )
}
