import { z } from 'zod'
import { accountName, assetString, nameOrEmpty, symbolString } from '../../primitives.ts'

// tokenmanager (telosnetwork/tokenmanager v1.1.0) and the eosio.token-compatible contract it
// creates tokens on (`secure.token`): rows and action data as get_table_rows and Hyperion show them.

/** The token manager account on Telos. */
export const TOKENMANAGER_ACCOUNT = 'tokenmanager'
/** Where token manager tokens live; tokenmanager calls its `create` through `secure.token@create`. */
export const SECURE_TOKEN_ACCOUNT = 'secure.token'
/** Where createtoken sends the create price. */
export const TOKEN_FEE_RECEIVER = 'exrsrv.tf'

/** `config` singleton (scope self). */
export const tokenManagerConfigRow = z.object({ create_price: assetString, admins: z.array(accountName) })
export type TokenManagerConfigRow = z.infer<typeof tokenManagerConfigRow>

/** A `map<string,string>` entry as nodeos and Hyperion render it. */
export const metaEntry = z.object({ key: z.string(), value: z.string() })
export type MetaEntry = z.infer<typeof metaEntry>

/** `tokens` row (scope self, primary key the symbol code); the portal reads it 1000 rows a page. */
export const tokenRow = z.object({
  contract_account: accountName,
  token_owner: accountName,
  token_name: z.string(),
  logo_sm: z.string(),
  logo_lg: z.string(),
  token_symbol: symbolString,
  meta: z.array(metaEntry),
})
export type TokenRow = z.infer<typeof tokenRow>

/** `accounts` row (scope = user): TLOS deposited to pay for token creation. */
export const depositRow = z.object({ balance: assetString })
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

/** `stat` row of an eosio.token-compatible contract (scope = symbol code). */
export const currencyStatsRow = z.object({
  supply: assetString,
  max_supply: assetString,
  issuer: nameOrEmpty,
})
export type CurrencyStatsRow = z.infer<typeof currencyStatsRow>
/** `accounts` row of an eosio.token-compatible contract (scope = owner). */
export const tokenBalanceRow = z.object({ balance: assetString })
export type TokenBalanceRow = z.infer<typeof tokenBalanceRow>

export const tokenCreateData = z.object({ issuer: accountName, maximum_supply: assetString })
export type TokenCreateData = z.infer<typeof tokenCreateData>
export const tokenIssueData = z.object({ to: accountName, quantity: assetString, memo: z.string() })
export type TokenIssueData = z.infer<typeof tokenIssueData>
export const tokenRetireData = z.object({ quantity: assetString, memo: z.string() })
export type TokenRetireData = z.infer<typeof tokenRetireData>
export const tokenTransferData = z.object({
  from: accountName,
  to: accountName,
  quantity: assetString,
  memo: z.string(),
})
export type TokenTransferData = z.infer<typeof tokenTransferData>
export const tokenOpenData = z.object({ owner: accountName, symbol: symbolString, ram_payer: accountName })
export type TokenOpenData = z.infer<typeof tokenOpenData>
export const tokenCloseData = z.object({ owner: accountName, symbol: symbolString })
export type TokenCloseData = z.infer<typeof tokenCloseData>
