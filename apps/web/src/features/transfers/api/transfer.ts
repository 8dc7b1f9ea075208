import { token } from '@portal/chain/contracts/token/index'
import { contractAction, sendTransaction, type ContractCall } from '@/lib/transact/contract-action.ts'
import type { TransactResult } from '@/lib/transact/transact.ts'

/** What the transfer form sends: `quantity` is an asset string such as "1.0000 TLOS". */
export type TransferData = { from: string; to: string; quantity: string; memo: string }

/**
 * `transfer` on the contract the token lives on (eosio.token for TLOS, the token's own contract for
 * the others): built with the eosio.token descriptor and pointed at that account.
 */
export function transferCall(contract: string, data: TransferData): ContractCall {
  const call = contractAction(token.actions.transfer, data)
  return {
    action: { ...call.action, account: contract },
    writes: call.writes.map((table) => ({ ...table, contract })),
  }
}

/** Sends a token transfer as the signed-in account; rethrows a failure (its notice is already shown). */
export function sendTransfer(contract: string, data: TransferData): Promise<TransactResult> {
  return sendTransaction({
    title: 'Transfer',
    icon: 'transfer',
    content: `Sent ${data.quantity} to ${data.to}.`,
    calls: [transferCall(contract, data)],
  })
}
