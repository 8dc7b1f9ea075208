import { z } from '../../zod-mini.ts'
import { abiStructOf } from '../../abi-types.ts'
import { accountName, assetString, symbolString } from '../../primitives.ts'
import { actionOf, defineContract, tableOf } from '../define.ts'
import { secureToken } from '../secure-token/index.ts'
import { assetCode, symbolCode } from '../table-keys.ts'
import { TOKENMANAGER_ACCOUNT } from './account.ts'

export { TOKENMANAGER_ACCOUNT } from './account.ts'

// tokenmanager (telosnetwork/tokenmanager v1.1.0): rows and action data as get_table_rows and
// Hyperion show them. Tokens it creates live on `secure.token`, an eosio.token copy, whose schemas
// ../eosio-token has (re-exported here for existing callers).

export {
  currencyStatsRow,
  tokenBalanceRow,
  tokenCloseData,
  tokenCreateData,
  tokenIssueData,
  tokenOpenData,
  tokenRetireData,
  tokenTransferData,
  type CurrencyStatsRow,
  type TokenBalanceRow,
  type TokenCloseData,
  type TokenCreateData,
  type TokenIssueData,
  type TokenOpenData,
  type TokenRetireData,
  type TokenTransferData,
} from '../token/index.ts'

/** Where token manager tokens live; tokenmanager calls its `create` through `secure.token@create`. */
export { SECURE_TOKEN_ACCOUNT } from '../secure-token/index.ts'
/** Where createtoken sends the create price. */
export const TOKEN_FEE_RECEIVER = 'exrsrv.tf'

/** `config` singleton (scope self). */
export const tokenManagerConfigRow = z.object({ create_price: assetString, admins: z.array(accountName) })
export type TokenManagerConfigRow = z.infer<typeof tokenManagerConfigRow>

/** A `map<string,string>` entry as nodeos and Hyperion render it. */
export const metaEntry = abiStructOf('pair_string_string', z.object({ key: z.string(), value: z.string() }))
export type MetaEntry = z.infer<typeof metaEntry>

/** `tokens` row (scope self, primary key the symbol code); the portal reads it 1000 rows a page. */
export const tokenRow = abiStructOf(
  'token',
  z.object({
    contract_account: accountName,
    token_owner: accountName,
    token_name: z.string(),
    logo_sm: z.string(),
    logo_lg: z.string(),
    token_symbol: symbolString,
    meta: z.array(metaEntry),
  }),
)
export type TokenRow = z.infer<typeof tokenRow>

/** `accounts` row (scope = user): TLOS deposited to pay for token creation. */
export const depositRow = abiStructOf('account', z.object({ balance: assetString }))
export type DepositRow = z.infer<typeof depositRow>

export const tokenManagerInitData = z.object({ create_price: assetString })
export type TokenManagerInitData = z.infer<typeof tokenManagerInitData>
/** `openacct` / `closeacct` (auth account_name). */
export const depositAccountData = z.object({ account_name: accountName })
export type DepositAccountData = z.infer<typeof depositAccountData>
/** `addadmin` (auth self). */
export const addAdminData = z.object({ admin: accountName })
export type AddAdminData = z.infer<typeof addAdminData>
/** `addtoken` (auth self): lists a token that lives on another contract. */
export const addTokenData = z.object({
  token_name: z.string(),
  token_owner: accountName,
  contract_account: accountName,
  token_symbol: symbolString,
  logo_sm: z.string(),
  logo_lg: z.string(),
})
export type AddTokenData = z.infer<typeof addTokenData>
/** `deltoken` (auth self, or an admin). */
export const delTokenData = z.object({ token_symbol: symbolString })
export type DelTokenData = z.infer<typeof delTokenData>
/** `setmeta` (auth token owner, self or an admin). */
export const setMetaData = z.object({
  token_symbol: symbolString,
  token_name: z.string(),
  logo_sm: z.string(),
  logo_lg: z.string(),
})
export type SetMetaData = z.infer<typeof setMetaData>
/** `createtoken` (auth owner). The portal also sends token_symbol, which ABI serialization drops. */
export const createTokenData = z.object({
  owner: accountName,
  token_name: z.string(),
  max_supply: assetString,
  logo_sm: z.string(),
  logo_lg: z.string(),
})
export type CreateTokenData = z.infer<typeof createTokenData>

const table = tableOf('tokenManager')

/** tokenmanager's tables. */
export const tokenManagerTables = {
  accounts: table('accounts', depositRow, {
    scope: 'account',
    primaryKeyType: 'symbol_code',
    primaryKey: (row) => assetCode(row.balance),
  }),
  config: table('config', tokenManagerConfigRow, { scope: 'contract', singleton: true }),
  tokens: table('tokens', tokenRow, {
    scope: 'contract',
    primaryKeyType: 'symbol_code',
    primaryKey: (row) => symbolCode(row.token_symbol),
  }),
}

const action = actionOf('tokenManager', tokenManagerTables)

// Its ABI is telosnetwork/tokenmanager v1.1.0's (master `dd27c16`). createtoken has no token_symbol
// parameter: the one the portal sends is dropped by ABI serialization.
/** tokenmanager as the portal and the devnet see it. */
export const tokenManager = defineContract({
  key: 'tokenManager',
  account: TOKENMANAGER_ACCOUNT,
  tables: tokenManagerTables,
  actions: {
    addadmin: action('addadmin', addAdminData, ['config']),
    addtoken: action('addtoken', addTokenData, ['tokens']),
    closeacct: action('closeacct', depositAccountData, ['accounts']),
    createtoken: action('createtoken', createTokenData, [
      'accounts',
      'tokens',
      secureToken.tables.stat,
      secureToken.tables.accounts,
    ]),
    deltoken: action('deltoken', delTokenData, ['tokens']),
    init: action('init', tokenManagerInitData, ['config']),
    openacct: action('openacct', depositAccountData, ['accounts']),
    setmeta: action('setmeta', setMetaData, ['tokens']),
  },
})
