import { SECURE_TOKEN_ACCOUNT, TOKEN_FEE_RECEIVER } from '@portal/chain/contracts/token-manager/index'
import { tokenManager } from '@portal/chain/contracts/token-manager/index'
import { defineContract, type ActionContext, type TypesOf } from '../../chain/runtime/contract.ts'
import {
  assetString,
  isValidAsset,
  isValidSymbolCode,
  parseAsset,
  parseSymbol,
  symbolCodeKey,
} from '../../chain/runtime/asset.ts'

type TokenmanagerTypes = TypesOf<typeof tokenManager>
type Ctx<Data = unknown> = ActionContext<TokenmanagerTypes, Data>

const TLOS = { precision: 4, code: 'TLOS' } as const
const TLOS_KEY = symbolCodeKey(TLOS.code)

const config = (ctx: Ctx) => ctx.singleton('config')

/** The owner or the contract itself, else one of the config's admins, must sign. */
function requireOwnerOrAdmin(ctx: Ctx, owner: string): void {
  if (ctx.hasAuth(owner) || ctx.hasAuth(ctx.self)) return
  const admins = config(ctx).getOr({ create_price: assetString({ ...TLOS, amount: 0n }), admins: [] }).admins
  ctx.check(
    admins.some((admin) => ctx.hasAuth(admin)),
    'This transaction was not authorized by an admin',
  )
}

/** The tokens row of a symbol (`4,ABC`), keyed by its code. */
const tokenKey = (symbol: string): bigint => symbolCodeKey(parseSymbol(symbol).code)

/**
 * telosnetwork/tokenmanager v1.1.0: users deposit TLOS, then createtoken charges the create price
 * (sent on to exrsrv.tf) and creates the token on secure.token with the caller as issuer.
 */
export const tokenManagerContract = defineContract(tokenManager, {
  actions: {
    init(ctx) {
      ctx.requireAuth(ctx.self)
      ctx.check(!config(ctx).exists(), 'config already initialized')
      config(ctx).set({ create_price: ctx.data.create_price, admins: [] }, ctx.self)
    },

    addadmin(ctx) {
      ctx.requireAuth(ctx.self)
      const conf = config(ctx).get('Contract not yet initialized')
      // Devnet choice: the published source has no addadmin; adding an admin twice is refused.
      ctx.check(!conf.admins.includes(ctx.data.admin), 'Account is already an admin')
      config(ctx).set({ ...conf, admins: [...conf.admins, ctx.data.admin] }, ctx.self)
    },

    addtoken(ctx) {
      const { token_name, token_owner, contract_account, token_symbol, logo_sm, logo_lg } = ctx.data
      ctx.requireAuth(ctx.self)
      const tokens = ctx.table('tokens')
      ctx.check(!tokens.find(tokenKey(token_symbol)), 'Cannot create token, symbol already exists')
      tokens.emplace(ctx.self, {
        contract_account,
        token_owner,
        token_name,
        logo_sm,
        logo_lg,
        token_symbol,
        meta: [],
      })
    },

    deltoken(ctx) {
      const tokens = ctx.table('tokens')
      const key = tokenKey(ctx.data.token_symbol)
      const token = tokens.find(key)
      ctx.check(token, 'Token not found')
      if (!token) return
      requireOwnerOrAdmin(ctx, ctx.self)
      tokens.erase(key)
    },

    setmeta(ctx) {
      const { token_symbol, token_name, logo_sm, logo_lg } = ctx.data
      const tokens = ctx.table('tokens')
      const key = tokenKey(token_symbol)
      const token = tokens.find(key)
      ctx.check(token, 'Token not found')
      if (!token) return
      requireOwnerOrAdmin(ctx, token.token_owner)
      tokens.modify(key, undefined, { token_name, logo_sm, logo_lg })
    },

    createtoken(ctx) {
      const { owner, token_name, max_supply, logo_sm, logo_lg } = ctx.data
      ctx.requireAuth(owner)
      const supply = parseAsset(max_supply)
      ctx.check(isValidSymbolCode(supply.code), 'invalid symbol name')
      ctx.check(isValidAsset(supply), 'invalid supply')
      ctx.check(supply.amount > 0n, 'max-supply must be positive')
      const accounts = ctx.table('accounts', owner)
      const deposit = parseAsset(
        accounts.get(TLOS_KEY, 'Cannot create a token without an account balance').balance,
      )
      ctx.check(config(ctx).exists(), 'Contract not yet initialized')
      const price = parseAsset(config(ctx).get().create_price)
      ctx.check(deposit.amount >= price.amount, 'Insufficient balance')
      accounts.modify(TLOS_KEY, undefined, {
        balance: assetString({ ...deposit, amount: deposit.amount - price.amount }),
      })
      ctx.sendInline({
        account: 'eosio.token',
        name: 'transfer',
        authorization: [{ actor: ctx.self, permission: 'active' }],
        data: {
          from: ctx.self,
          to: TOKEN_FEE_RECEIVER,
          quantity: assetString(price),
          memo: 'Token creation fee',
        },
      })

      const tokens = ctx.table('tokens')
      const key = symbolCodeKey(supply.code)
      ctx.check(!tokens.find(key), 'Cannot create token, symbol already exists')
      tokens.emplace(owner, {
        contract_account: SECURE_TOKEN_ACCOUNT,
        token_owner: owner,
        token_name,
        logo_sm,
        logo_lg,
        token_symbol: `${supply.precision},${supply.code}`,
        meta: [],
      })
      ctx.sendInline({
        account: SECURE_TOKEN_ACCOUNT,
        name: 'create',
        authorization: [{ actor: SECURE_TOKEN_ACCOUNT, permission: 'create' }],
        data: { issuer: owner, maximum_supply: max_supply },
      })
    },

    openacct(ctx) {
      const { account_name } = ctx.data
      ctx.requireAuth(account_name)
      const accounts = ctx.table('accounts', account_name)
      if (!accounts.find(TLOS_KEY))
        accounts.emplace(account_name, { balance: assetString({ ...TLOS, amount: 0n }) })
    },

    closeacct(ctx) {
      const { account_name } = ctx.data
      ctx.requireAuth(account_name)
      const accounts = ctx.table('accounts', account_name)
      const balance = parseAsset(accounts.get(TLOS_KEY, 'account not found').balance)
      if (balance.amount > 0n) {
        ctx.sendInline({
          account: 'eosio.token',
          name: 'transfer',
          authorization: [{ actor: ctx.self, permission: 'active' }],
          data: {
            from: ctx.self,
            to: account_name,
            quantity: assetString(balance),
            memo: 'Close token manager account',
          },
        })
      }
      accounts.erase(TLOS_KEY)
    },
  },
  notifications: {
    /** A TLOS deposit credits the sender's row, which openacct must have created. */
    'eosio.token::transfer'(ctx) {
      const { from, to, quantity } = ctx.data
      const value = parseAsset(quantity)
      const isTlos = value.code === TLOS.code && value.precision === TLOS.precision
      if (ctx.firstReceiver !== 'eosio.token' || from === ctx.self || to !== ctx.self || !isTlos) return
      const accounts = ctx.table('accounts', from)
      const row = accounts.find(TLOS_KEY)
      ctx.check(row, 'Must call openacct action first to create an account')
      if (!row) return
      const balance = parseAsset(row.balance)
      accounts.modify(TLOS_KEY, undefined, {
        balance: assetString({ ...balance, amount: balance.amount + value.amount }),
      })
    },
  },
})
