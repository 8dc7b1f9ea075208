import type { DecideActionData } from '@portal/chain/contracts/decide/index'
import { TREASURY_SETTINGS } from '@portal/chain/contracts/decide/index'
import { parseSymbol } from '../../chain/runtime/asset.ts'
import {
  add,
  codeKey,
  compare,
  isValidAmount,
  parseAsset,
  sameSymbol,
  sub,
  text,
  tlosZero,
  zeroOf,
} from './assets.ts'
import {
  addLiquid,
  config,
  nowSec,
  requireFee,
  subLiquid,
  tlos,
  TLOS,
  VOTE,
  type Ctx,
} from './decide-state.ts'
import { mapAt, mapHas, mapSet, nv, sortMap } from './maps.ts'

type Data = DecideActionData
const memoBytes = (memo: string) => Buffer.byteLength(memo, 'utf8')

/** valid_access_method: membership is known but refused. */
export function isValidAccess(ctx: Ctx, access: string): boolean {
  if (access === 'membership') ctx.check(false, 'membership access feature under development')
  return access === 'public' || access === 'private' || access === 'invite'
}

function treasuryOf(ctx: Ctx, symbolCode: string) {
  return ctx.table('treasuries').get(codeKey({ code: symbolCode }), 'treasury not found')
}

const setting = (row: { settings: { key: string; value: boolean }[] }, name: string) =>
  mapAt(row.settings, name)

export function newtreasury(ctx: Ctx<Data['newtreasury']>): void {
  const { manager, access } = ctx.data
  ctx.requireAuth(manager)
  const maxSupply = parseAsset(ctx.data.max_supply)
  const treasuries = ctx.table('treasuries')
  const existing = treasuries.find(codeKey(maxSupply))
  ctx.check(config(ctx).exists(), 'telos.decide::init must be called before treasuries can be emplaced')
  const conf = config(ctx).get()
  ctx.check(!existing, 'treasury already exists')
  ctx.check(maxSupply.amount > 0n, 'max supply must be greater than 0')
  ctx.check(/^[A-Z]{1,7}$/.test(maxSupply.code), 'invalid symbol name')
  ctx.check(isValidAmount(maxSupply), 'invalid max supply')
  ctx.check(isValidAccess(ctx, access), 'invalid access method')
  if (manager !== 'eosio') {
    ctx.check(maxSupply.code !== TLOS.code, 'TLOS symbol is reserved')
    ctx.check(maxSupply.code !== VOTE.code, 'VOTE symbol is reserved')
  }
  requireFee(ctx, manager, parseAsset(mapAt(conf.fees, 'treasury')))

  treasuries.emplace(manager, {
    supply: text(zeroOf(`${maxSupply.precision},${maxSupply.code}`)),
    max_supply: text(maxSupply),
    access,
    manager,
    title: '',
    description: '',
    icon: '',
    voters: 0,
    delegates: 0,
    committees: 0,
    open_ballots: 0,
    locked: false,
    unlock_acct: manager,
    unlock_auth: 'active',
    settings: sortMap(TREASURY_SETTINGS.map((key) => ({ key, value: false }))),
  })

  const scope = codeKey(maxSupply)
  const payrolls = ctx.table('payrolls', scope)
  const buckets = ctx.table('laborbuckets', scope)
  ctx.check(!payrolls.find('workers'), 'workers payroll already exists')
  ctx.check(!buckets.find('workers'), 'workers bucket already exists')
  payrolls.emplace(manager, {
    payroll_name: 'workers',
    payroll_funds: text(tlos(0n)),
    period_length: 604800,
    per_period: text(tlos(10n)),
    last_claim_time: nowSec(ctx),
    claimable_pay: text(tlos(0n)),
    payee: 'workers',
  })
  buckets.emplace(manager, {
    payroll_name: 'workers',
    claimable_volume: [{ key: 'rebalvolume', value: text({ ...maxSupply, amount: 0n }) }],
    claimable_events: sortMap([
      { key: 'rebalcount', value: 0 },
      { key: 'cleancount', value: 0 },
    ]),
  })
}

export function edittrsinfo(ctx: Ctx<Data['edittrsinfo']>): void {
  const { title, description, icon } = ctx.data
  const code = parseSymbol(ctx.data.treasury_symbol).code
  const treasury = treasuryOf(ctx, code)
  ctx.requireAuth(treasury.manager)
  ctx.check(!treasury.locked, 'treasury is locked')
  ctx.table('treasuries').modify(codeKey({ code }), undefined, { title, description, icon })
}

export function toggle(ctx: Ctx<Data['toggle']>): void {
  const code = parseSymbol(ctx.data.treasury_symbol).code
  const treasury = treasuryOf(ctx, code)
  ctx.requireAuth(treasury.manager)
  ctx.check(!treasury.locked, 'treasury is locked')
  ctx.check(mapHas(treasury.settings, ctx.data.setting_name), 'setting not found')
  const flipped = !setting(treasury, ctx.data.setting_name)
  ctx.table('treasuries').modify(codeKey({ code }), undefined, {
    settings: mapSet(treasury.settings, ctx.data.setting_name, flipped),
  })
}

export function mint(ctx: Ctx<Data['mint']>): void {
  const { to, memo } = ctx.data
  const quantity = parseAsset(ctx.data.quantity)
  const treasury = treasuryOf(ctx, quantity.code)
  ctx.requireAuth(treasury.manager)
  ctx.check(ctx.isAccount(to), "to account doesn't exist")
  ctx.check(
    compare(add(parseAsset(treasury.supply), quantity), parseAsset(treasury.max_supply)) <= 0,
    'minting would breach max supply',
  )
  ctx.check(quantity.amount > 0n, 'must mint a positive quantity')
  ctx.check(isValidAmount(quantity), 'invalid quantity')
  ctx.check(memoBytes(memo) <= 256, 'memo has more than 256 bytes')
  addLiquid(ctx, to, quantity)
  ctx.table('treasuries').modify(codeKey(quantity), undefined, {
    supply: text(add(parseAsset(treasury.supply), quantity)),
  })
  ctx.requireRecipient(to)
}

export function transfer(ctx: Ctx<Data['transfer']>): void {
  const { from, to, memo } = ctx.data
  const quantity = parseAsset(ctx.data.quantity)
  const treasury = treasuryOf(ctx, quantity.code)
  ctx.requireAuth(from)
  ctx.check(ctx.isAccount(to), "to account doesn't exist")
  ctx.check(setting(treasury, 'transferable'), 'token is not transferable')
  ctx.check(from !== to, 'cannot transfer tokens to yourself')
  ctx.check(quantity.amount > 0n, 'must transfer positive quantity')
  ctx.check(isValidAmount(quantity), 'invalid quantity')
  ctx.check(memoBytes(memo) <= 256, 'memo has more than 256 bytes')
  subLiquid(ctx, from, quantity)
  addLiquid(ctx, to, quantity)
  ctx.requireRecipient(from)
  ctx.requireRecipient(to)
}

export function burn(ctx: Ctx<Data['burn']>): void {
  const quantity = parseAsset(ctx.data.quantity)
  const treasury = treasuryOf(ctx, quantity.code)
  ctx.requireAuth(treasury.manager)
  const manager = ctx.table('voters', nv(treasury.manager)).get(codeKey(quantity), 'manager voter not found')
  ctx.check(setting(treasury, 'burnable'), 'token is not burnable')
  const supply = parseAsset(treasury.supply)
  ctx.check(
    compare(sub(supply, quantity), zeroOf(`${quantity.precision},${quantity.code}`)) >= 0,
    'cannot burn supply below zero',
  )
  ctx.check(compare(parseAsset(manager.liquid), quantity) >= 0, 'burning would overdraw balance')
  ctx.check(quantity.amount > 0n, 'must burn a positive quantity')
  ctx.check(isValidAmount(quantity), 'invalid quantity')
  ctx.check(memoBytes(ctx.data.memo) <= 256, 'memo has more than 256 bytes')
  subLiquid(ctx, treasury.manager, quantity)
  ctx.table('treasuries').modify(codeKey(quantity), undefined, { supply: text(sub(supply, quantity)) })
  ctx.requireRecipient(treasury.manager)
}

export function reclaim(ctx: Ctx<Data['reclaim']>): void {
  const { voter, memo } = ctx.data
  const quantity = parseAsset(ctx.data.quantity)
  const treasury = treasuryOf(ctx, quantity.code)
  ctx.requireAuth(treasury.manager)
  ctx.check(setting(treasury, 'reclaimable'), 'token is not reclaimable')
  ctx.check(treasury.manager !== voter, 'cannot reclaim tokens from yourself')
  ctx.check(ctx.isAccount(voter), "voter account doesn't exist")
  ctx.check(isValidAmount(quantity), 'invalid amount')
  ctx.check(quantity.amount > 0n, 'must reclaim positive amount')
  ctx.check(memoBytes(memo) <= 256, 'memo has more than 256 bytes')
  subLiquid(ctx, voter, quantity)
  addLiquid(ctx, treasury.manager, quantity)
}

export function mutatemax(ctx: Ctx<Data['mutatemax']>): void {
  const maxSupply = parseAsset(ctx.data.new_max_supply)
  const treasury = treasuryOf(ctx, maxSupply.code)
  ctx.requireAuth(treasury.manager)
  ctx.check(setting(treasury, 'maxmutable'), 'max supply is not modifiable')
  ctx.check(isValidAmount(maxSupply), 'invalid amount')
  ctx.check(maxSupply.amount >= 0n, 'max supply cannot be below zero')
  ctx.check(
    compare(maxSupply, parseAsset(treasury.supply)) >= 0,
    'cannot lower max supply below current supply',
  )
  ctx.check(memoBytes(ctx.data.memo) <= 256, 'memo has more than 256 bytes')
  ctx.table('treasuries').modify(codeKey(maxSupply), undefined, { max_supply: text(maxSupply) })
}

export function setunlocker(ctx: Ctx<Data['setunlocker']>): void {
  const code = parseSymbol(ctx.data.treasury_symbol).code
  const treasury = treasuryOf(ctx, code)
  ctx.requireAuth(treasury.manager)
  ctx.check(!treasury.locked, 'treasury is locked')
  ctx.check(ctx.isAccount(ctx.data.new_unlock_acct), "unlock account doesn't exist")
  ctx.table('treasuries').modify(codeKey({ code }), undefined, {
    unlock_acct: ctx.data.new_unlock_acct,
    unlock_auth: ctx.data.new_unlock_auth,
  })
}

export function lock(ctx: Ctx<Data['lock']>): void {
  const code = parseSymbol(ctx.data.treasury_symbol).code
  const treasury = treasuryOf(ctx, code)
  ctx.requireAuth(treasury.manager)
  ctx.check(!treasury.locked, 'treasury is already locked')
  ctx.table('treasuries').modify(codeKey({ code }), undefined, { locked: true })
}

export function unlock(ctx: Ctx<Data['unlock']>): void {
  const code = parseSymbol(ctx.data.treasury_symbol).code
  const treasury = treasuryOf(ctx, code)
  ctx.requireAuth(treasury.unlock_acct, treasury.unlock_auth)
  ctx.check(treasury.locked, 'treasury is already unlocked')
  ctx.table('treasuries').modify(codeKey({ code }), undefined, { locked: false })
}

export function addfunds(ctx: Ctx<Data['addfunds']>): void {
  const { from } = ctx.data
  ctx.requireAuth(from)
  const code = parseSymbol(ctx.data.treasury_symbol).code
  treasuryOf(ctx, code)
  const quantity = parseAsset(ctx.data.quantity)
  ctx.check(sameSymbol(quantity, tlosZero), 'only TLOS allowed in payrolls')
  const payrolls = ctx.table('payrolls', codeKey({ code }))
  const payroll = payrolls.get('workers', 'payroll not found')
  requireFee(ctx, from, quantity)
  payrolls.modify('workers', undefined, {
    payroll_funds: text(add(parseAsset(payroll.payroll_funds), quantity)),
  })
}

export function editpayrate(ctx: Ctx<Data['editpayrate']>): void {
  const code = parseSymbol(ctx.data.treasury_symbol).code
  const payrolls = ctx.table('payrolls', codeKey({ code }))
  payrolls.get('workers', 'payroll not found')
  const treasury = treasuryOf(ctx, code)
  ctx.requireAuth(treasury.manager)
  const perPeriod = parseAsset(ctx.data.per_period)
  ctx.check(ctx.data.period_length > 0, 'period length must be greater than 0')
  ctx.check(perPeriod.amount > 0n, 'per period pay must be greater than 0')
  ctx.check(sameSymbol(perPeriod, tlosZero), 'only TLOS allowed in payrolls')
  payrolls.modify('workers', undefined, {
    period_length: ctx.data.period_length,
    per_period: text(perPeriod),
  })
}
