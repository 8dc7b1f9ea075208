import { secureToken } from '@portal/chain/contracts/secure-token/index'
import { defineContract } from '../../chain/runtime/contract.ts'
import { tokenSpec } from '../token/token.contract.ts'

/**
 * `secure.token`, where the token manager creates tokens. No source was published; it behaves as
 * eosio.token (same ABI, checks and messages), so it runs the eosio.token spec under its own
 * descriptor. tokenmanager calls `create` through the `secure.token@create` permission, which
 * satisfies create's require_auth(get_self()).
 */
export const secureTokenContract = defineContract(secureToken, tokenSpec)
