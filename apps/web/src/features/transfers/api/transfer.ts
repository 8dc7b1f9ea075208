import { getNetwork } from '@/config/network.ts'
import { transact, type TransactResult } from '@/lib/transact/transact.ts'

/** What the transfer form sends: `quantity` is an asset string such as "1.0000 TLOS". */
export type TransferData = { from: string; to: string; quantity: string; memo: string }

/** Sends a TLOS transfer (`eosio.token::transfer`) as the signed-in account; rethrows a failure. */
export function sendTransfer(data: TransferData): Promise<TransactResult> {
  const token = getNetwork().contracts.token
  return transact([{ account: token, name: 'transfer', data }], {
    title: 'Transfer',
    icon: 'transfer',
    content: `Sent ${data.quantity} to ${data.to}.`,
    writes: [{ contract: token, table: 'accounts' }],
  })
}
