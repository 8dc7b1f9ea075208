import type { ArbitrationActionData, ArbitrationRows } from '@portal/chain/contracts/arbitration/index'
import type { ActionContext } from '../../chain/runtime/contract.ts'

/** telos.decide's `broadcast` data (map<name, asset> as the ABI's pair array). */
export type BroadcastData = {
  ballot_name: string
  final_results: { key: string; value: string }[]
  total_voters: number
}

/** eosio.token's `transfer` data. */
export type TransferData = { from: string; to: string; quantity: string; memo: string }

/** The arbitration contract's shapes, derived from the shared zod schemas. */
export type ArbitrationTypes = {
  actions: ArbitrationActionData
  tables: ArbitrationRows
  notifications: { 'eosio.token::transfer': TransferData; 'telos.decide::broadcast': BroadcastData }
}

/** A handler context of this contract. */
export type Ctx<Data = unknown> = ActionContext<ArbitrationTypes, Data>

/** The handler context of one action. */
export type ActionCtx<K extends keyof ArbitrationActionData> = Ctx<ArbitrationActionData[K]>
