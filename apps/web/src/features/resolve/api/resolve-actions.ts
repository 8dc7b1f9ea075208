import { arbitration } from '@portal/chain/contracts/arbitration/index'
import type { ActionInputOf } from '@portal/chain/contracts/define'
import { token } from '@portal/chain/contracts/token/index'
import { FEE_TOP_UP_MEMO } from '@portal/chain/resolve/index'
import { getNetwork } from '@/config/network.ts'
import { tableRef } from '@/lib/chain/table-query.ts'
import { contractAction, type ContractCall } from '@/lib/transact/contract-action.ts'

// Resolve's writes on the shared contract layer: every action's data is typed by the arbitration
// descriptor and checked before signing; the transaction path (notice, notification, refetch of the
// tables the descriptors write) is the one every feature uses.

type ArbitrationActions = typeof arbitration.actions

/** An arbitration action name from the ABI. */
export type ArbitrationActionName = Extract<keyof ArbitrationActions, string>

/** One arbitration action, its data typed and checked by the contract descriptor. */
export function arbitrationAction<N extends ArbitrationActionName>(
  name: N,
  data: ActionInputOf<ArbitrationActions[N]>,
): ContractCall {
  return contractAction(arbitration.actions[name], data)
}

/**
 * The TLOS transfer into the signed-in account's escrow that precedes readycase or respondoffer. The
 * contract credits the escrow from the transfer's notification, so it writes `accounts` there too.
 */
export function topUpTransfer(from: string, quantity: string, memo = FEE_TOP_UP_MEMO): ContractCall {
  const call = contractAction(token.actions.transfer, {
    from,
    to: getNetwork().contracts.arbitration,
    quantity,
    memo,
  })
  return { ...call, writes: [...call.writes, tableRef(arbitration.tables.accounts)] }
}
