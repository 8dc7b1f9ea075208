import type { DelegatebwData, UndelegatebwData } from '@portal/chain/contracts/system/index'
import type { decide, DecideActionData } from '@portal/chain/contracts/decide/index'
import type { TypesOf } from '../../chain/runtime/contract.ts'

/** Rows and action data as handlers see them, derived from the shared descriptor. */
export type DecideTypes = TypesOf<typeof decide>

/** The data of the other contracts' actions telos.decide is notified of. */
export type DecideNotifications = {
  'eosio.token::transfer': DecideActionData['transfer']
  'eosio::delegatebw': DelegatebwData
  'eosio::undelegatebw': UndelegatebwData
}
