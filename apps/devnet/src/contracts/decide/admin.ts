import { token } from '@portal/chain/contracts/token/index'
import type { DecideActionData } from '@portal/chain/contracts/decide/index'
import { add, codeKey, compare, parseAsset, sameSymbol, sub, text } from './assets.ts'
import { config, getConfig, setConfig, syncVoteStake, tlos, TLOS, type Ctx } from './decide-state.ts'
import type { DecideNotifications } from './types.ts'
import { mapSet, nv, sortMap } from './maps.ts'

type Data = DecideActionData
type Notification = DecideNotifications

/** init's fees: ballot 10, treasury 500, archival 1, committee 10 TLOS; times in seconds. */
export const DEFAULT_FEES = {
  ballot: '10.0000 TLOS',
  treasury: '500.0000 TLOS',
  archival: '1.0000 TLOS',
  committee: '10.0000 TLOS',
} as const
export const DEFAULT_TIMES = { minballength: 60, balcooldown: 86400, forfeittime: 864000 } as const

export function init(ctx: Ctx<Data['init']>): void {
  ctx.requireAuth(ctx.self)
  ctx.check(!config(ctx).exists(), 'contract already initialized')
  setConfig(ctx, {
    app_name: 'Telos Decide',
    app_version: ctx.data.app_version,
    total_deposits: text(tlos(0n)),
    fees: sortMap(Object.entries(DEFAULT_FEES).map(([key, value]) => ({ key, value }))),
    times: sortMap(Object.entries(DEFAULT_TIMES).map(([key, value]) => ({ key, value }))),
  })
}

export function setversion(ctx: Ctx<Data['setversion']>): void {
  ctx.requireAuth(ctx.self)
  setConfig(ctx, { ...getConfig(ctx), app_version: ctx.data.new_app_version })
}

export function updatefee(ctx: Ctx<Data['updatefee']>): void {
  ctx.requireAuth(ctx.self)
  const conf = getConfig(ctx)
  const fee = parseAsset(ctx.data.fee_amount)
  ctx.check(sameSymbol(fee, tlos(0n)), 'fee symbol must be TLOS')
  ctx.check(fee.amount >= 0n, 'fee amount must be a positive number')
  setConfig(ctx, { ...conf, fees: mapSet(conf.fees, ctx.data.fee_name, text(fee)) })
}

export function updatetime(ctx: Ctx<Data['updatetime']>): void {
  ctx.requireAuth(ctx.self)
  const conf = getConfig(ctx)
  ctx.check(ctx.data.length >= 1, 'length must be a positive number')
  setConfig(ctx, { ...conf, times: mapSet(conf.times, ctx.data.time_name, ctx.data.length) })
}

export function withdraw(ctx: Ctx<Data['withdraw']>): void {
  const { voter } = ctx.data
  ctx.requireAuth(voter)
  const deposits = ctx.table('accounts', nv(voter))
  const row = deposits.get(codeKey(TLOS), 'account not found')
  const quantity = parseAsset(ctx.data.quantity)
  const balance = parseAsset(row.balance)
  ctx.check(sameSymbol(quantity, tlos(0n)), 'can only withdraw TLOS')
  ctx.check(compare(balance, quantity) >= 0, 'insufficient balance')
  ctx.check(compare(quantity, tlos(0n)) > 0, 'must withdraw a positive amount')
  deposits.modify(codeKey(TLOS), undefined, { balance: text(sub(balance, quantity)) })
  const conf = getConfig(ctx)
  setConfig(ctx, { ...conf, total_deposits: text(sub(parseAsset(conf.total_deposits), quantity)) })
  ctx.sendInline({
    account: 'eosio.token',
    name: 'transfer',
    authorization: [{ actor: ctx.self, permission: 'active' }],
    data: { from: ctx.self, to: voter, quantity: text(quantity), memo: 'Telos Decide Withdrawal' },
  })
}

/**
 * catch_transfer: TLOS sent to telos.decide is credited to the sender's deposit (memo `skip` funds
 * the contract itself); TLOS leaving it may not dip into deposits.
 */
export function catchTransfer(ctx: Ctx<Notification['eosio.token::transfer']>): void {
  const { from, memo } = ctx.data
  const quantity = parseAsset(ctx.data.quantity)
  if (ctx.firstReceiver !== 'eosio.token' || !sameSymbol(quantity, tlos(0n))) return
  if (from !== ctx.self) {
    if (memo === 'skip') return
    const deposits = ctx.table('accounts', nv(from))
    const row = deposits.find(codeKey(TLOS))
    if (!row) deposits.emplace(ctx.self, { balance: text(quantity) })
    else deposits.modify(codeKey(TLOS), undefined, { balance: text(add(parseAsset(row.balance), quantity)) })
    const conf = getConfig(ctx)
    setConfig(ctx, { ...conf, total_deposits: text(add(parseAsset(conf.total_deposits), quantity)) })
    return
  }
  const conf = getConfig(ctx)
  const own = ctx.foreignTable(token.tables.accounts, nv(ctx.self))
  const balance = parseAsset(own.get(codeKey(TLOS), 'tlos balance not found').balance)
  // The notification runs after eosio.token moved the funds, so the pre-transfer balance is balance + quantity.
  const transferable = sub(add(balance, quantity), parseAsset(conf.total_deposits))
  ctx.check(compare(transferable, quantity) >= 0, 'Telos Decide lacks the liquid TLOS to make this transfer')
}

export function catchDelegatebw(ctx: Ctx<Notification['eosio::delegatebw']>): void {
  syncVoteStake(ctx, ctx.data.from, parseAsset(ctx.data.stake_net_quantity).code)
}

export function catchUndelegatebw(ctx: Ctx<Notification['eosio::undelegatebw']>): void {
  syncVoteStake(ctx, ctx.data.from, parseAsset(ctx.data.unstake_net_quantity).code)
}
