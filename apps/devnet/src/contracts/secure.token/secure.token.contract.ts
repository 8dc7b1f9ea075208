import type { ContractModule } from '../../chain/runtime/contract.ts'
import { eosioTokenContract } from '../eosio.token/eosio.token.contract.ts'

/**
 * `secure.token`, where the token manager creates tokens. No source was published; it behaves as
 * eosio.token (same ABI, checks and messages), so it runs the eosio.token module under its own
 * account. tokenmanager calls `create` through the `secure.token@create` permission, which
 * satisfies create's require_auth(get_self()).
 */
export const secureTokenContract: ContractModule = { ...eosioTokenContract, account: 'secure.token' }
