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

/**
 * Every contract the devnet runs, by account. Add a module here and deploy it in the seed
 * (`chain.deployContract(account)`) once its account exists.
 */
export const CONTRACTS: readonly ContractModule[] = [
  eosioContract,
  eosioTokenContract,
  delphioracleContract,
  decideContract,
  profilesContract,
  tlosrecoveryContract,
  arbitrationContract,
  secureTokenContract,
  tokenmanagerContract,
  safeContract,
  worksContract,
  eosmechanicsContract,
]
