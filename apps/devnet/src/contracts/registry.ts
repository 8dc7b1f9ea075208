import type { ContractKey } from '@portal/chain/contracts/define'
import type { ContractModule } from '../chain/runtime/contract.ts'
import { systemContract } from './system/system.contract.ts'
import { tokenContract } from './token/token.contract.ts'
import { oracleContract } from './oracle/oracle.contract.ts'
import { decideContract } from './decide/decide.contract.ts'
import { profilesContract } from './profiles/profiles.contract.ts'
import { recoveryContract } from './recovery/recovery.contract.ts'
import { arbitrationContract } from './arbitration/arbitration.contract.ts'
import { secureTokenContract } from './secure-token/secure-token.contract.ts'
import { tokenManagerContract } from './token-manager/token-manager.contract.ts'
import { safeContract } from './safe/safe.contract.ts'
import { worksContract } from './works/works.contract.ts'
import { mechanicsContract } from './mechanics/mechanics.contract.ts'
import { amendContract } from './amend/amend.contract.ts'

/**
 * One module per contract of the shared registry (`@portal/chain/contracts/registry`), by the same
 * key: a descriptor without a module fails to compile.
 */
export const CONTRACT_MODULES = {
  system: systemContract,
  token: tokenContract,
  oracle: oracleContract,
  decide: decideContract,
  profiles: profilesContract,
  recovery: recoveryContract,
  arbitration: arbitrationContract,
  secureToken: secureTokenContract,
  tokenManager: tokenManagerContract,
  safe: safeContract,
  works: worksContract,
  mechanics: mechanicsContract,
  amend: amendContract,
} as const satisfies Record<ContractKey, ContractModule>

/**
 * Every contract the devnet runs. Add a descriptor to the shared registry, its module here, and
 * deploy it in the seed (`chain.deployContract(account)`) once its account exists.
 */
export const CONTRACTS: readonly ContractModule[] = Object.values(CONTRACT_MODULES)
