import type { arbitration, ArbitrationActionData } from '@portal/chain/contracts/arbitration/index'
import type { TokenTransferData } from '@portal/chain/contracts/token/index'
import type { DecideActionData } from '@portal/chain/contracts/decide/index'
import type { ActionContext, TypesOf } from '../../chain/runtime/contract.ts'

/** telos.decide's `broadcast` data (map<name, asset> as the ABI's pair array). */
export type BroadcastData = DecideActionData['broadcast']

/** eosio.token's `transfer` data. */
export type TransferData = TokenTransferData

/** The arbitration contract's shapes, derived from its shared descriptor. */
export type ArbitrationTypes = TypesOf<typeof arbitration>

/** A handler context of this contract. */
export type Ctx<Data = unknown> = ActionContext<ArbitrationTypes, Data>

/** The handler context of one action. */
export type ActionCtx<K extends keyof ArbitrationActionData> = Ctx<ArbitrationActionData[K]>
