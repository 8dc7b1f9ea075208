import { decide } from '@portal/chain/contracts/decide/index'
import { CLAIM_CATEGORIES } from '@portal/chain/resolve/categories'
import { assetString, formatAsset, parseAsset, symbolCodeKey } from '../../chain/runtime/asset.ts'
import { nameValue } from '../../chain/keys.ts'
import { formatTimePointSec, parseChainTime } from '../../chain/time.ts'
import type { ArbitrationRows } from '@portal/chain/contracts/arbitration/index'
import type { Ctx } from './types.ts'

// Helpers shared by the handlers, each mirroring a helper of the C++ contract (arbitration.cpp
// "Helpers" region) with its messages.

export type Config = ArbitrationRows['config']
export type CaseFile = ArbitrationRows['casefiles']
export type Arbitrator = ArbitrationRows['arbitrators']

/** The contract's config defaults (C++ member initializers); current_election_id has none and reads 0. */
export function defaultConfig(admin: string): Config {
  return {
    admin,
    contract_version: '0.1.0',
    max_elected_arbs: 21,
    election_voting_ts: 2_505_600,
    runoff_election_voting_ts: 604_800,
    election_add_candidates_ts: 604_800,
    arb_term_length: 31_536_000,
    claimant_accepting_offers_ts: 604_800,
    current_election_id: '0',
    max_claims_per_case: 21,
    fee_usd: '10.0000 USD',
    available_funds: '0.0000 TLOS',
    reserved_funds: '0.0000 TLOS',
  }
}

/** `configs.get()`: fails with `singleton does not exist` before init. */
export const getConfig = (ctx: Ctx): Config => ctx.singleton('config').get()
export const setConfig = (ctx: Ctx, config: Config): void => ctx.singleton('config').set(config, ctx.self)

/** A time_point_sec string `seconds` after the epoch. */
export const timeAt = (seconds: number): string => formatTimePointSec(seconds * 1000)
/** Seconds since the epoch of a time_point_sec string. */
export const secondsOf = (time: string): number => Math.floor(parseChainTime(time) / 1000)
export const EPOCH = timeAt(0)

/** A TLOS asset string of `units` (4 decimals). */
export const tlos = (units: bigint): string => formatAsset(units, 4, 'TLOS')
/** Integer units of an asset string. */
export const unitsOf = (asset: string): bigint => parseAsset(asset).amount

/** Sum of two assets of the same symbol (eosio::asset operator+). */
export function addAssets(a: string, b: string): string {
  const left = parseAsset(a)
  return assetString({ ...left, amount: left.amount + parseAsset(b).amount })
}
export function subAssets(a: string, b: string): string {
  const left = parseAsset(a)
  return assetString({ ...left, amount: left.amount - parseAsset(b).amount })
}

/** validate_ipfs_url: the contract checks the length only. */
export function validateIpfsUrl(ctx: Ctx, link: string): void {
  const bytes = Buffer.byteLength(link, 'utf8')
  ctx.check(bytes === 46 || bytes === 49, 'invalid ipfs string, valid schema: <hash>')
}

/** assert_string: 1..254 characters (the C++ string length counts bytes). */
export function assertString(ctx: Ctx, text: string, message: string): void {
  const bytes = Buffer.byteLength(text, 'utf8')
  ctx.check(bytes > 0 && bytes < 255, message)
}

/** The claim categories the contract accepts: LOST_KEY_RECOVERY (1) .. MISC (14). */
export function isValidCategory(category: number): boolean {
  return CLAIM_CATEGORIES.some((entry) => entry.id === category)
}

const TLOS_KEY = symbolCodeKey('TLOS')

/** sub_balance: takes TLOS from a depositor's escrow; the row goes when it reaches exactly 0. */
export function subBalance(ctx: Ctx, owner: string, units: bigint): void {
  const accounts = ctx.table('accounts', nameValue(owner))
  const row = accounts.get(TLOS_KEY, 'no balance object found')
  const balance = unitsOf(row.balance)
  ctx.check(balance >= units, 'overdrawn balance')
  if (balance - units === 0n) accounts.erase(TLOS_KEY)
  else accounts.modify(TLOS_KEY, owner, { balance: tlos(balance - units) })
}

/** add_balance: credits a depositor's escrow; a new row is paid by the contract. */
export function addBalance(ctx: Ctx, owner: string, units: bigint): void {
  const accounts = ctx.table('accounts', nameValue(owner))
  const row = accounts.find(TLOS_KEY)
  if (!row) accounts.emplace(ctx.self, { balance: tlos(units) })
  else accounts.modify(TLOS_KEY, undefined, { balance: tlos(unitsOf(row.balance) + units) })
}

/** Moves a case id from an arbitrator's open cases to its closed or recused list. */
export function moveCase(
  ctx: Ctx,
  arb: string,
  caseId: string,
  to: 'closed_case_ids' | 'recused_case_ids',
): void {
  const arbitrators = ctx.table('arbitrators')
  const row = arbitrators.get(nameValue(arb))
  const open = [...row.open_case_ids]
  const at = open.indexOf(caseId)
  if (at >= 0) open.splice(at, 1)
  arbitrators.modify(nameValue(arb), undefined, { open_case_ids: open, [to]: [...row[to], caseId] })
}

/** add_arbitrator: seats (or re-seats) an arbitrator as UNAVAILABLE with a fresh term. */
export function addArbitrator(ctx: Ctx, arb: string, credentials: string): void {
  const config = getConfig(ctx)
  const arbitrators = ctx.table('arbitrators')
  const now = ctx.now()
  const seat = {
    arb_status: 2,
    elected_time: timeAt(now),
    term_expiration: timeAt(now + config.arb_term_length),
    credentials_link: credentials,
  }
  if (arbitrators.find(nameValue(arb))) arbitrators.modify(nameValue(arb), undefined, seat)
  else
    arbitrators.emplace(ctx.self, {
      arb,
      open_case_ids: [],
      closed_case_ids: [],
      recused_case_ids: [],
      languages: [],
      ...seat,
    })
}

/**
 * get_arb_permissions + set_permissions: the `major` permission lists every seated arbitrator
 * (not expired, not removed) at weight 1, threshold 1 up to three of them, else 2n/3 + 1. With no
 * arbitrators no updateauth is sent.
 */
export function setMajorPermission(ctx: Ctx): void {
  const seated = ctx
    .table('arbitrators')
    .rows()
    .filter((row) => row.arb_status !== 4 && row.arb_status !== 3)
    .map((row) => row.arb)
  if (seated.length === 0) return
  seated.sort((a, b) => (nameValue(a) < nameValue(b) ? -1 : nameValue(a) > nameValue(b) ? 1 : 0))
  const threshold = seated.length > 3 ? Math.floor((2 * seated.length) / 3) + 1 : 1
  ctx.sendInline({
    account: 'eosio',
    name: 'updateauth',
    authorization: [{ actor: ctx.self, permission: 'active' }],
    data: {
      account: ctx.self,
      permission: 'major',
      parent: 'active',
      auth: {
        threshold,
        keys: [],
        accounts: seated.map((actor) => ({ permission: { actor, permission: 'active' }, weight: 1 })),
        waits: [],
      },
    },
  })
}

/** The ballot fee telos.decide charges (`config.fees["ballot"]`). */
export function decideBallotFee(ctx: Ctx): bigint {
  const config = ctx.foreignSingleton(decide.tables.config).get()
  const fee = config.fees.find((entry) => entry.key === 'ballot')
  // std::map::at throws out_of_range, which aborts the transaction.
  ctx.check(fee, 'abort() called')
  return fee ? unitsOf(fee.value) : 0n
}
