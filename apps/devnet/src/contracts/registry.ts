import type { ContractKey } from '@portal/chain/contracts/define'
import type { ContractModule } from '../chain/runtime/contract.ts'
import { eosioContract } from './eosio/eosio.contract.ts'
import { eosioTokenContract } from './eosio.token/eosio.token.contract.ts'
import { delphioracleContract } from './delphioracle/delphioracle.contract.ts'
import { decideContract } from './telos.decide/decide.contract.ts'
import { profilesContract } from './profiles/profiles.contract.ts'
import { tlosrecoveryContract } from './tlosrecovery/tlosrecovery.contract.ts'
import { arbitrationContract } from './arbitration/arbitration.contract.ts'
import { secureTokenContract } from './secure.token/secure.token.contract.ts'
import { tokenmanagerContract } from './tokenmanager/tokenmanager.contract.ts'
import { safeContract } from './safe.poc.tbs/safe.contract.ts'
import { worksContract } from './works.decide/works.contract.ts'
import { eosmechanicsContract } from './eosmechanics/eosmechanics.contract.ts'
import { amendContract } from './amend.decide/amend.contract.ts'

/**
 * One module per contract of the shared registry (`@portal/chain/contracts/registry`), by the same
 * key: a descriptor without a module fails to compile.
 */
export const CONTRACT_MODULES = {
  system: eosioContract,
  token: eosioTokenContract,
  oracle: delphioracleContract,
  decide: decideContract,
  profiles: profilesContract,
  recovery: tlosrecoveryContract,
  arbitration: arbitrationContract,
  secureToken: secureTokenContract,
  tokenManager: tokenmanagerContract,
  safe: safeContract,
  works: worksContract,
  mechanics: eosmechanicsContract,
  amend: amendContract,
} as const satisfies Record<ContractKey, ContractModule>

/**
 * Every contract the devnet runs. Add a descriptor to the shared registry, its module here, and
 * deploy it in the seed (`chain.deployContract(account)`) once its account exists.
 */
export const CONTRACTS: readonly ContractModule[] = Object.values(CONTRACT_MODULES)
