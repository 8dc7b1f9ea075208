import type { ActionContext } from '../../chain/runtime/contract.ts'
import { formatTimePointSec } from '../../chain/time.ts'
import { system } from '@portal/chain/contracts/system/index'
import { add, asset, codeKey, compare, parseAsset, sub, text, type Amount } from './assets.ts'
import type { DecideTypes } from './types.ts'
import { nv } from './maps.ts'

// State helpers shared by telos.decide's actions: config, fee deposits, voter balances and the
// VOTE ↔ staked TLOS mirror (decide.cpp utility methods).

export type Ctx<Data = unknown> = ActionContext<DecideTypes, Data>
export type Config = DecideTypes['tables']['config']

export const TLOS = { precision: 4, code: 'TLOS' } as const
export const VOTE = { precision: 4, code: 'VOTE' } as const
export const tlos = (amount: bigint) => asset(amount, TLOS.precision, TLOS.code)

/** time_point_sec of the current block. */
export const nowSec = (ctx: Ctx) => formatTimePointSec(ctx.now() * 1000)

export const config = (ctx: Ctx) => ctx.singleton('config', ctx.self)

export function getConfig(ctx: Ctx): Config {
  return config(ctx).get()
}

export function setConfig(ctx: Ctx, value: Config): void {
  config(ctx).set(value, ctx.self)
}

/** require_fee: charges `fee` to an account's TLOS deposit. */
export function requireFee(ctx: Ctx, account: string, fee: Amount): void {
  const deposits = ctx.table('accounts', nv(account))
  const row = deposits.get(codeKey(TLOS), 'TLOS balance not found')
  const balance = parseAsset(row.balance)
  ctx.check(compare(balance, fee) >= 0, 'insufficient funds to cover fee')
  const conf = getConfig(ctx)
  setConfig(ctx, { ...conf, total_deposits: text(sub(parseAsset(conf.total_deposits), fee)) })
  // A deposit charged down to zero keeps its row (chain-notes.md §2.9).
  deposits.modify(codeKey(TLOS), undefined, { balance: text(sub(balance, fee)) })
}

export function addLiquid(ctx: Ctx, voter: string, quantity: Amount): void {
  const voters = ctx.table('voters', nv(voter))
  const row = voters.get(codeKey(quantity), 'add_liquid: voter not found')
  voters.modify(codeKey(quantity), undefined, { liquid: text(add(parseAsset(row.liquid), quantity)) })
}

export function subLiquid(ctx: Ctx, voter: string, quantity: Amount): void {
  const voters = ctx.table('voters', nv(voter))
  const row = voters.get(codeKey(quantity), 'sub_liquid: voter not found')
  const liquid = parseAsset(row.liquid)
  ctx.check(compare(liquid, quantity) >= 0, 'insufficient liquid amount')
  voters.modify(codeKey(quantity), undefined, { liquid: text(sub(liquid, quantity)) })
}

export function addStake(ctx: Ctx, voter: string, quantity: Amount): void {
  const voters = ctx.table('voters', nv(voter))
  const row = voters.get(codeKey(quantity), 'add_stake: voter not found')
  voters.modify(codeKey(quantity), undefined, {
    staked: text(add(parseAsset(row.staked), quantity)),
    staked_time: nowSec(ctx),
  })
}

export function subStake(ctx: Ctx, voter: string, quantity: Amount): void {
  const voters = ctx.table('voters', nv(voter))
  const row = voters.get(codeKey(quantity), 'sub_stake: voter not found')
  const staked = parseAsset(row.staked)
  ctx.check(compare(staked, quantity) >= 0, 'insufficient staked amount')
  voters.modify(codeKey(quantity), undefined, {
    staked: text(sub(staked, quantity)),
    staked_time: nowSec(ctx),
  })
}

/** TLOS the account staked to itself (eosio delband, scope owner, row owner: cpu + net). */
function stakedTlos(ctx: Ctx, owner: string): bigint {
  const row = ctx.foreignTable(system.tables.delband, nv(owner)).find(nv(owner))
  return row ? parseAsset(row.cpu_weight).amount + parseAsset(row.net_weight).amount : 0n
}

/**
 * sync_external_account(voter, VOTE, TLOS): VOTE staked mirrors the account's self-staked TLOS,
 * and the VOTE supply moves by the same delta. Telos also adds TLOS in REX (`rexbal.vote_stake`);
 * the devnet's eosio has no REX, so that part is always zero here.
 */
export function syncVoteStake(ctx: Ctx, voter: string, externalSymbolCode: string): void {
  ctx.check(externalSymbolCode === TLOS.code, 'syncing other external accounts is under development')
  const stake = stakedTlos(ctx, voter)
  const voters = ctx.table('voters', nv(voter))
  const row = voters.find(codeKey(VOTE))
  if (!row) return
  const treasuries = ctx.table('treasuries')
  const treasury = treasuries.find(codeKey(VOTE))
  if (!treasury) return
  const delta = stake - parseAsset(row.staked).amount
  const supply = parseAsset(treasury.supply)
  treasuries.modify(codeKey(VOTE), undefined, {
    supply: text(add(supply, asset(delta, supply.precision, supply.code))),
  })
  voters.modify(codeKey(VOTE), undefined, { staked: text(asset(stake, VOTE.precision, VOTE.code)) })
}
