import type { DecideActionData } from '@portal/chain/contracts/decide/index'
import { parseSymbol } from '../../chain/runtime/asset.ts'
import { codeKey, parseAsset } from './assets.ts'
import { getConfig, requireFee, type Ctx } from './decide-state.ts'
import { mapAt, mapErase, mapHas, mapSet, sortMap, nv } from './maps.ts'

type Data = DecideActionData

const committeesOf = (ctx: Ctx, symbol: string) => ctx.table('committees', codeKey(parseSymbol(symbol)))

function committeeOf(ctx: Ctx, name: string, symbol: string) {
  const committee = committeesOf(ctx, symbol).get(nv(name), 'committee not found')
  ctx.requireAuth(committee.updater_acct, committee.updater_auth)
  return committee
}

export function regcommittee(ctx: Ctx<Data['regcommittee']>): void {
  const { committee_name, committee_title, treasury_symbol, initial_seats, registree } = ctx.data
  ctx.requireAuth(registree)
  const committees = committeesOf(ctx, treasury_symbol)
  const existing = committees.find(nv(committee_name))
  ctx.table('voters', nv(registree)).get(codeKey(parseSymbol(treasury_symbol)), 'voter not found')
  const conf = getConfig(ctx)
  ctx.check(!existing, 'committtee already exists')
  ctx.check(Buffer.byteLength(committee_title, 'utf8') <= 256, 'committee title has more than 256 bytes')
  requireFee(ctx, registree, parseAsset(mapAt(conf.fees, 'committee')))
  const seen = new Set<string>()
  for (const seat of initial_seats) {
    ctx.check(!seen.has(seat), 'seat names must be unique')
    seen.add(seat)
  }
  committees.emplace(registree, {
    committee_title,
    committee_name,
    treasury_symbol,
    seats: sortMap([...seen].map((key) => ({ key, value: '' }))),
    updater_acct: registree,
    updater_auth: 'active',
  })
}

export function addseat(ctx: Ctx<Data['addseat']>): void {
  const { committee_name, treasury_symbol, new_seat_name } = ctx.data
  const committee = committeeOf(ctx, committee_name, treasury_symbol)
  ctx.check(!mapHas(committee.seats, new_seat_name), 'seat already exists')
  committeesOf(ctx, treasury_symbol).modify(nv(committee_name), undefined, {
    seats: mapSet(committee.seats, new_seat_name, ''),
  })
}

export function removeseat(ctx: Ctx<Data['removeseat']>): void {
  const { committee_name, treasury_symbol, seat_name } = ctx.data
  const committee = committeeOf(ctx, committee_name, treasury_symbol)
  ctx.check(mapHas(committee.seats, seat_name), 'seat name not found')
  committeesOf(ctx, treasury_symbol).modify(nv(committee_name), undefined, {
    seats: mapErase(committee.seats, seat_name),
  })
}

export function assignseat(ctx: Ctx<Data['assignseat']>): void {
  const { committee_name, treasury_symbol, seat_name, seat_holder } = ctx.data
  const committee = committeeOf(ctx, committee_name, treasury_symbol)
  ctx.check(mapHas(committee.seats, seat_name), 'seat name not found')
  committeesOf(ctx, treasury_symbol).modify(nv(committee_name), undefined, {
    seats: mapSet(committee.seats, seat_name, seat_holder),
  })
}

export function setupdater(ctx: Ctx<Data['setupdater']>): void {
  const { committee_name, treasury_symbol, updater_account, updater_auth } = ctx.data
  committeeOf(ctx, committee_name, treasury_symbol)
  ctx.requireAuth(updater_account, updater_auth)
  committeesOf(ctx, treasury_symbol).modify(nv(committee_name), updater_account, {
    updater_acct: updater_account,
    updater_auth,
  })
}

export function delcommittee(ctx: Ctx<Data['delcommittee']>): void {
  const { committee_name, treasury_symbol } = ctx.data
  committeeOf(ctx, committee_name, treasury_symbol)
  committeesOf(ctx, treasury_symbol).erase(nv(committee_name))
}
