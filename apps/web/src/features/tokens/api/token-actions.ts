import { parseAsset } from '@portal/chain/assets'
import { token } from '@portal/chain/contracts/token/index'
import { secureToken } from '@portal/chain/contracts/secure-token/index'
import { tokenManager } from '@portal/chain/contracts/token-manager/index'
import { createTokenMemo } from '@portal/chain/tokens'
import { contractAccount, tableRef } from '@/lib/chain/table-query.ts'
import { contractAction, type ContractCall } from '@/lib/transact/contract-action.ts'

// The token transactions, in the original portal's order. Issue, retire,
// transfer and open go to the token's own contract, which the tokens row names: the calls are built
// with the eosio.token-compatible descriptor, then pointed at that account (and so are the tables
// they refetch).

/** A token contract call on `account` instead of the preset's secure.token. */
export function onContract(call: ContractCall, account: string): ContractCall {
  return {
    action: { ...call.action, account },
    writes: call.writes.map((table) => ({ ...table, contract: account })),
  }
}

/** What the create form gives: symbol `P,CODE`, max supply as an asset string, name and logos. */
export type NewToken = {
  token_symbol: string
  token_name: string
  max_supply: string
  logo_sm: string
  logo_lg: string
}

/**
 * Create a token: `openacct` when the user has no deposit row yet, the create price sent to the token
 * manager with the original's memo, then `createtoken`, which spends it. All in one transaction, so a
 * refusal of any part leaves the TLOS where it was.
 */
export function createTokenCalls(options: {
  owner: string
  token: NewToken
  createPrice: string
  hasDepositRow: boolean
}): ContractCall[] {
  const { owner, token: newToken, createPrice, hasDepositRow } = options
  const code = parseAsset(newToken.max_supply)?.symbol.name ?? ''
  const calls: ContractCall[] = []
  if (!hasDepositRow) calls.push(contractAction(tokenManager.actions.openacct, { account_name: owner }))
  const payment = contractAction(token.actions.transfer, {
    from: owner,
    to: contractAccount(tokenManager.tables.config),
    quantity: createPrice,
    memo: createTokenMemo(newToken.token_name, code),
  })
  // The payment credits the deposit row through tokenmanager's transfer notification.
  calls.push({ ...payment, writes: [...payment.writes, tableRef(tokenManager.tables.accounts)] })
  calls.push(
    contractAction(tokenManager.actions.createtoken, {
      owner,
      token_name: newToken.token_name,
      max_supply: newToken.max_supply,
      logo_sm: newToken.logo_sm,
      logo_lg: newToken.logo_lg,
    }),
  )
  return calls
}

/** Where a listed token lives. */
export type TokenPlace = { contract: string }

/** `issue` on the token's contract: only to the issuer (the contract refuses any other `to`). */
export const issueCall = (token: TokenPlace, owner: string, quantity: string, memo: string) =>
  onContract(contractAction(secureToken.actions.issue, { to: owner, quantity, memo }), token.contract)

/** `retire` on the token's contract: burns from the issuer's balance. */
export const retireCall = (token: TokenPlace, quantity: string, memo: string) =>
  onContract(contractAction(secureToken.actions.retire, { quantity, memo }), token.contract)

/** `transfer` on the token's contract. */
export const transferCall = (
  token: TokenPlace,
  data: { from: string; to: string; quantity: string; memo: string },
) => onContract(contractAction(secureToken.actions.transfer, data), token.contract)

/** `open` on the token's contract: a zero balance row for `owner`, with the user paying its RAM. */
export const openCall = (token: TokenPlace, owner: string, symbol: string, ramPayer: string) =>
  onContract(contractAction(secureToken.actions.open, { owner, symbol, ram_payer: ramPayer }), token.contract)

/** `setmeta` on the token manager: a new name and logos for a token. */
export const setMetaCall = (data: {
  token_symbol: string
  token_name: string
  logo_sm: string
  logo_lg: string
}) => contractAction(tokenManager.actions.setmeta, data)

/** An asset as the page shows it (the chain writes it with the token's decimals), or "—". */
export function formatBalance(balance: string | undefined): string {
  return parseAsset(balance)?.toString() ?? '—'
}
