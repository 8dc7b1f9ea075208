import { z } from '../../zod-mini.ts'
import { abiStructOf } from '../../abi-types.ts'
import { accountName, assetString, nameOrEmpty, symbolString } from '../../primitives.ts'
import { actionOf, defineContract, tableOf } from '../define.ts'
import { assetCode } from '../table-keys.ts'
import { EOSIO_TOKEN_ACCOUNT } from './account.ts'

export { EOSIO_TOKEN_ACCOUNT } from './account.ts'

// eosio.token and the contracts that copy it (secure.token): rows and action data as get_table_rows
// and Hyperion show them.

/** `stat` row of an eosio.token-compatible contract (scope = symbol code). */
export const currencyStatsRow = abiStructOf(
  'currency_stats',
  z.object({
    supply: assetString,
    max_supply: assetString,
    issuer: nameOrEmpty,
  }),
)
export type CurrencyStatsRow = z.infer<typeof currencyStatsRow>
/** `accounts` row of an eosio.token-compatible contract (scope = owner). */
export const tokenBalanceRow = abiStructOf('account', z.object({ balance: assetString }))
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

// The vanilla eosio.token ABI (what Telos runs at `eosio.token`, and secure.token too).
/** An eosio.token-compatible contract under its preset key and account (one ABI, one set of schemas). */
export function tokenContract<const K extends 'token' | 'secureToken', const A extends string>(
  key: K,
  account: A,
) {
  const table = tableOf(key)
  const tables = {
    accounts: table('accounts', tokenBalanceRow, {
      scope: 'account',
      primaryKeyType: 'symbol_code',
      primaryKey: (row) => assetCode(row.balance),
    }),
    stat: table('stat', currencyStatsRow, {
      scope: 'symbol',
      primaryKeyType: 'symbol_code',
      primaryKey: (row) => assetCode(row.supply),
    }),
  }
  const action = actionOf(key, tables)
  return defineContract({
    key,
    account,
    // As published (apps/devnet/test/fixtures/abi/eosio.token.abi.json).
    abiVersion: 'eosio::abi/1.2',
    tables,
    actions: {
      close: action('close', tokenCloseData, ['accounts']),
      create: action('create', tokenCreateData, ['stat']),
      issue: action('issue', tokenIssueData, ['stat', 'accounts']),
      open: action('open', tokenOpenData, ['accounts']),
      retire: action('retire', tokenRetireData, ['stat', 'accounts']),
      transfer: action('transfer', tokenTransferData, ['accounts']),
    },
  })
}

/** eosio.token (TLOS and the other system tokens) as the portal and the devnet see it. */
export const token = tokenContract('token', EOSIO_TOKEN_ACCOUNT)
