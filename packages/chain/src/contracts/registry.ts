import type { ContractDescriptor, ContractKey } from './define.ts'
import { amend } from './amend/index.ts'
import { arbitration } from './arbitration/index.ts'
import { oracle } from './oracle/index.ts'
import { system } from './system/index.ts'
import { token } from './token/index.ts'
import { mechanics } from './mechanics/index.ts'
import { profiles } from './profiles/index.ts'
import { safe } from './safe/index.ts'
import { secureToken } from './secure-token/index.ts'
import { decide } from './decide/index.ts'
import { recovery } from './recovery/index.ts'
import { tokenManager } from './token-manager/index.ts'
import { works } from './works/index.ts'

/**
 * Every contract the portal or the devnet touches, by the network preset's key. A preset key without
 * a descriptor, or a descriptor under the wrong key, fails to compile.
 */
export const contracts = {
  system,
  token,
  secureToken,
  arbitration,
  decide,
  works,
  oracle,
  profiles,
  recovery,
  tokenManager,
  safe,
  mechanics,
  amend,
} as const satisfies { readonly [K in ContractKey]: ContractDescriptor & { readonly key: K } }

/** The registry's type: each key to its own descriptor. */
export type Contracts = typeof contracts
