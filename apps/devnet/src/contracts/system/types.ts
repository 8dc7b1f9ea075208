import type { system } from '@portal/chain/contracts/system/index'
import type { TypesOf } from '../../chain/runtime/contract.ts'

/** Row and action data shapes as handlers see them, derived from the shared descriptor. */
export type SystemTypes = TypesOf<typeof system>
