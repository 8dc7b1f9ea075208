import { token } from '@portal/chain/contracts/token/index'
import {
  defineContract,
  type ActionContext,
  type ContractSpec,
  type TypesOf,
} from '../../chain/runtime/contract.ts'
import {
  assetString,
  formatAsset,
  isValidAsset,
  isValidSymbolCode,
  parseAsset,
  parseSymbol,
  symbolCodeKey,
  type Amount,
} from '../../chain/runtime/asset.ts'

type Ctx = ActionContext<TypesOf<typeof token>, unknown>

const memoBytes = (memo: string) => Buffer.byteLength(memo, 'utf8')

function subBalance(ctx: Ctx, owner: string, value: Amount): void {
  const accounts = ctx.table('accounts', owner)
  const key = symbolCodeKey(value.code)
  const from = parseAsset(accounts.get(key, 'no balance object found').balance)
  ctx.check(from.amount >= value.amount, 'overdrawn balance')
  accounts.modify(key, owner, { balance: assetString({ ...from, amount: from.amount - value.amount }) })
}

function addBalance(ctx: Ctx, owner: string, value: Amount, ramPayer: string): void {
  const accounts = ctx.table('accounts', owner)
  const key = symbolCodeKey(value.code)
  const to = accounts.find(key)
  if (!to) {
    accounts.emplace(ramPayer, { balance: assetString(value) })
    return
  }
  const current = parseAsset(to.balance)
  accounts.modify(key, undefined, {
    balance: assetString({ ...current, amount: current.amount + value.amount }),
  })
}

// `stat` is scoped by the symbol code's raw value (get_table_rows scope `TLOS`), `accounts` by owner.

/**
 * eosio.token with the reference contract's checks, in its order, and its messages; any
 * eosio.token-compatible descriptor (secure.token) runs the same spec.
 */
export const tokenSpec: ContractSpec<typeof token> = {
  actions: {
    create(ctx) {
      const { issuer, maximum_supply } = ctx.data
      ctx.requireAuth(ctx.self)
      const max = parseAsset(maximum_supply)
      ctx.check(isValidSymbolCode(max.code), 'invalid symbol name')
      ctx.check(isValidAsset(max), 'invalid supply')
      ctx.check(max.amount > 0n, 'max-supply must be positive')
      const stat = ctx.table('stat', symbolCodeKey(max.code))
      ctx.check(!stat.find(symbolCodeKey(max.code)), 'token with symbol already exists')
      stat.emplace(ctx.self, {
        supply: formatAsset(0n, max.precision, max.code),
        max_supply: maximum_supply,
        issuer,
      })
    },

    issue(ctx) {
      const { to, quantity, memo } = ctx.data
      const value = parseAsset(quantity)
      ctx.check(isValidSymbolCode(value.code), 'invalid symbol name')
      ctx.check(memoBytes(memo) <= 256, 'memo has more than 256 bytes')
      const stat = ctx.table('stat', symbolCodeKey(value.code))
      const key = symbolCodeKey(value.code)
      const st = stat.find(key)
      ctx.check(st, 'token with symbol does not exist, create token before issue')
      if (!st) return
      ctx.check(to === st.issuer, 'tokens can only be issued to issuer account')
      ctx.requireAuth(st.issuer)
      ctx.check(isValidAsset(value), 'invalid quantity')
      ctx.check(value.amount > 0n, 'must issue positive quantity')
      const supply = parseAsset(st.supply)
      const max = parseAsset(st.max_supply)
      ctx.check(value.precision === supply.precision, 'symbol precision mismatch')
      ctx.check(value.amount <= max.amount - supply.amount, 'quantity exceeds available supply')
      stat.modify(key, undefined, {
        supply: assetString({ ...supply, amount: supply.amount + value.amount }),
      })
      addBalance(ctx, st.issuer, value, st.issuer)
    },

    retire(ctx) {
      const { quantity, memo } = ctx.data
      const value = parseAsset(quantity)
      ctx.check(isValidSymbolCode(value.code), 'invalid symbol name')
      ctx.check(memoBytes(memo) <= 256, 'memo has more than 256 bytes')
      const stat = ctx.table('stat', symbolCodeKey(value.code))
      const key = symbolCodeKey(value.code)
      const st = stat.find(key)
      ctx.check(st, 'token with symbol does not exist')
      if (!st) return
      ctx.requireAuth(st.issuer)
      ctx.check(isValidAsset(value), 'invalid quantity')
      ctx.check(value.amount > 0n, 'must retire positive quantity')
      const supply = parseAsset(st.supply)
      ctx.check(value.precision === supply.precision, 'symbol precision mismatch')
      stat.modify(key, undefined, {
        supply: assetString({ ...supply, amount: supply.amount - value.amount }),
      })
      subBalance(ctx, st.issuer, value)
    },

    transfer(ctx) {
      const { from, to, quantity, memo } = ctx.data
      ctx.check(from !== to, 'cannot transfer to self')
      ctx.requireAuth(from)
      ctx.check(ctx.isAccount(to), 'to account does not exist')
      const value = parseAsset(quantity)
      const st = ctx.table('stat', symbolCodeKey(value.code)).get(symbolCodeKey(value.code))
      ctx.requireRecipient(from)
      ctx.requireRecipient(to)
      ctx.check(isValidAsset(value), 'invalid quantity')
      ctx.check(value.amount > 0n, 'must transfer positive quantity')
      ctx.check(value.precision === parseAsset(st.supply).precision, 'symbol precision mismatch')
      ctx.check(memoBytes(memo) <= 256, 'memo has more than 256 bytes')
      const payer = ctx.hasAuth(to) ? to : from
      subBalance(ctx, from, value)
      addBalance(ctx, to, value, payer)
    },

    open(ctx) {
      const { owner, symbol, ram_payer } = ctx.data
      ctx.requireAuth(ram_payer)
      ctx.check(ctx.isAccount(owner), 'owner account does not exist')
      const sym = parseSymbol(symbol)
      const key = symbolCodeKey(sym.code)
      const st = ctx.table('stat', symbolCodeKey(sym.code)).get(key, 'symbol does not exist')
      ctx.check(parseAsset(st.supply).precision === sym.precision, 'symbol precision mismatch')
      const accounts = ctx.table('accounts', owner)
      if (!accounts.find(key))
        accounts.emplace(ram_payer, { balance: formatAsset(0n, sym.precision, sym.code) })
    },

    close(ctx) {
      const { owner, symbol } = ctx.data
      ctx.requireAuth(owner)
      const accounts = ctx.table('accounts', owner)
      const key = symbolCodeKey(parseSymbol(symbol).code)
      const row = accounts.find(key)
      ctx.check(row, "Balance row already deleted or never existed. Action won't have any effect.")
      if (!row) return
      ctx.check(parseAsset(row.balance).amount === 0n, 'Cannot close because the balance is not zero.')
      accounts.erase(key)
    },
  },
}

/** eosio.token itself. */
export const tokenContract = defineContract(token, tokenSpec)
