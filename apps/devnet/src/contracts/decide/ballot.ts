import type { DecideActionData } from '@portal/chain/contracts/decide/index'
import { parseSymbol } from '../../chain/runtime/asset.ts'
import { formatTimePointSec, parseChainTime } from '../../chain/time.ts'
import { asset, codeKey, isqrt, parseAsset, text, zeroOf } from './assets.ts'
import { getConfig, nowSec, requireFee, tlos, type Ctx } from './decide-state.ts'
import { mapAt, mapErase, mapFromPairs, mapHas, mapSet, sortMap, nv } from './maps.ts'

type Data = DecideActionData

/** Seconds since the epoch of a time_point_sec string. */
export const seconds = (time: string) => Math.floor(parseChainTime(time) / 1000)
const EPOCH = formatTimePointSec(0)

const CATEGORIES = new Set(['proposal', 'referendum', 'election', 'poll', 'leaderboard'])
const METHODS = new Set(['1acct1vote', '1tokennvote', '1token1vote', '1tsquare1v', 'quadratic'])

/** valid_voting_method: ranked is known but refused. */
function isValidVotingMethod(ctx: Ctx, method: string): boolean {
  if (method === 'ranked') ctx.check(false, 'ranked voting method feature under development')
  return METHODS.has(method)
}

export function ballotOf(ctx: Ctx, ballotName: string, message = 'ballot not found') {
  return ctx.table('ballots').get(nv(ballotName), message)
}

function changeOpenBallots(ctx: Ctx, symbol: string, delta: number): void {
  const key = codeKey(parseSymbol(symbol))
  const treasuries = ctx.table('treasuries')
  const treasury = treasuries.get(key, 'treasury not found')
  // uint32 arithmetic, as in the contract (a decrement below zero wraps).
  treasuries.modify(key, undefined, { open_ballots: (treasury.open_ballots + delta + 2 ** 32) % 2 ** 32 })
}

export function newballot(ctx: Ctx<Data['newballot']>): void {
  const { ballot_name, category, publisher, treasury_symbol, voting_method, initial_options } = ctx.data
  ctx.requireAuth(publisher)
  const conf = getConfig(ctx)
  const symbol = parseSymbol(treasury_symbol)
  const treasury = ctx.table('treasuries').get(codeKey(symbol), 'treasury not found')
  ctx.table('voters', nv(publisher)).get(codeKey(symbol), 'voter not found')
  const existing = ctx.table('ballots').find(nv(ballot_name))
  requireFee(ctx, publisher, parseAsset(mapAt(conf.fees, 'ballot')))
  ctx.check(!existing, 'ballot name already exists')
  ctx.check(CATEGORIES.has(category), 'invalid category')
  ctx.check(isValidVotingMethod(ctx, voting_method), 'invalid voting method')

  const zero = text(zeroOf(treasury_symbol))
  const options = sortMap([...new Set(initial_options)].map((key) => ({ key, value: zero })))
  ctx.table('ballots').emplace(publisher, {
    ballot_name,
    category,
    publisher,
    status: 'setup',
    title: '',
    description: '',
    content: '',
    treasury_symbol,
    voting_method,
    min_options: 1,
    max_options: 1,
    options,
    total_voters: 0,
    total_delegates: 0,
    total_raw_weight: zero,
    cleaned_count: 0,
    settings: sortMap([
      { key: 'lightballot', value: false },
      { key: 'revotable', value: true },
      { key: 'voteliquid', value: false },
      { key: 'votestake', value: mapAt(treasury.settings, 'stakeable') },
    ]),
    begin_time: EPOCH,
    end_time: EPOCH,
  })
}

export function editdetails(ctx: Ctx<Data['editdetails']>): void {
  const { ballot_name, title, description, content } = ctx.data
  const ballot = ballotOf(ctx, ballot_name)
  ctx.requireAuth(ballot.publisher)
  ctx.check(ballot.status === 'setup', 'ballot must be in setup mode to edit details')
  ctx.table('ballots').modify(nv(ballot_name), undefined, { title, description, content })
}

export function togglebal(ctx: Ctx<Data['togglebal']>): void {
  const { ballot_name, setting_name } = ctx.data
  const ballot = ballotOf(ctx, ballot_name)
  ctx.requireAuth(ballot.publisher)
  ctx.check(ballot.status === 'setup', 'ballot must be in setup mode to toggle settings')
  ctx.check(mapHas(ballot.settings, setting_name), 'setting not found')
  ctx.table('ballots').modify(nv(ballot_name), undefined, {
    settings: mapSet(ballot.settings, setting_name, !mapAt(ballot.settings, setting_name)),
  })
}

export function editminmax(ctx: Ctx<Data['editminmax']>): void {
  const { ballot_name, new_min_options: min, new_max_options: max } = ctx.data
  const ballot = ballotOf(ctx, ballot_name)
  ctx.requireAuth(ballot.publisher)
  ctx.check(ballot.status === 'setup', 'ballot must be in setup mode to edit max options')
  ctx.check(min > 0 && max > 0, 'min and max options must be greater than zero')
  ctx.check(max >= min, 'max must be greater than or equal to min')
  ctx.check(max <= ballot.options.length, 'max options cannot be greater than number of options')
  ctx.table('ballots').modify(nv(ballot_name), undefined, { min_options: min, max_options: max })
}

export function addoption(ctx: Ctx<Data['addoption']>): void {
  const { ballot_name, new_option_name } = ctx.data
  const ballot = ballotOf(ctx, ballot_name)
  ctx.requireAuth(ballot.publisher)
  ctx.check(ballot.status === 'setup', 'ballot must be in setup mode to add options')
  ctx.check(!mapHas(ballot.options, new_option_name), 'option is already in ballot')
  ctx.table('ballots').modify(nv(ballot_name), undefined, {
    options: mapSet(ballot.options, new_option_name, text(zeroOf(ballot.treasury_symbol))),
  })
}

export function rmvoption(ctx: Ctx<Data['rmvoption']>): void {
  const { ballot_name, option_name } = ctx.data
  const ballot = ballotOf(ctx, ballot_name)
  ctx.requireAuth(ballot.publisher)
  ctx.check(ballot.status === 'setup', 'ballot must be in setup mode to remove options')
  ctx.check(mapHas(ballot.options, option_name), 'option not found')
  const options = mapErase(ballot.options, option_name)
  ctx.table('ballots').modify(nv(ballot_name), undefined, {
    options,
    min_options: Math.min(ballot.min_options, options.length),
    max_options: Math.min(ballot.max_options, options.length),
  })
}

export function openvoting(ctx: Ctx<Data['openvoting']>): void {
  const { ballot_name, end_time } = ctx.data
  const ballot = ballotOf(ctx, ballot_name)
  ctx.requireAuth(ballot.publisher)
  const now = ctx.now()
  const conf = getConfig(ctx)
  changeOpenBallots(ctx, ballot.treasury_symbol, +1)
  ctx.check(ballot.options.length >= 2, 'ballot must have at least 2 options')
  ctx.check(ballot.status === 'setup', 'ballot must be in setup mode to ready')
  const end = seconds(end_time)
  ctx.check(end > now, 'end time must be in the future')
  ctx.check(end - now >= mapAt(conf.times, 'minballength'), 'ballot must be open for minimum ballot length')
  ctx
    .table('ballots')
    .modify(nv(ballot_name), undefined, { status: 'voting', begin_time: nowSec(ctx), end_time })
}

export function cancelballot(ctx: Ctx<Data['cancelballot']>): void {
  const ballot = ballotOf(ctx, ctx.data.ballot_name)
  ctx.requireAuth(ballot.publisher)
  ctx.check(ballot.status === 'voting', 'ballot must be in voting mode to cancel')
  changeOpenBallots(ctx, ballot.treasury_symbol, -1)
  ctx.table('ballots').modify(nv(ballot.ballot_name), undefined, { status: 'cancelled' })
}

export function deleteballot(ctx: Ctx<Data['deleteballot']>): void {
  const ballot = ballotOf(ctx, ctx.data.ballot_name)
  const conf = getConfig(ctx)
  ctx.requireAuth(ballot.publisher)
  ctx.check(ballot.status !== 'voting', 'cannot delete while voting is in progress')
  ctx.check(ballot.status !== 'archived', 'cannot delete archived ballot')
  // The message says 5 days; the contract's window is the balcooldown time (default 1 day).
  ctx.check(
    ctx.now() > seconds(ballot.end_time) + mapAt(conf.times, 'balcooldown'),
    "cannot delete until 5 days past ballot's end time",
  )
  ctx.check(ballot.cleaned_count === ballot.total_voters, 'must clean all ballot votes before deleting')
  ctx.table('ballots').erase(nv(ballot.ballot_name))
}

export function postresults(ctx: Ctx<Data['postresults']>): void {
  const { ballot_name, light_results, total_voters } = ctx.data
  const ballot = ballotOf(ctx, ballot_name)
  ctx.requireAuth(ballot.publisher)
  ctx.check(mapAt(ballot.settings, 'lightballot'), 'ballot is not a light ballot')
  ctx.check(ballot.status === 'voting', 'ballot must be in voting mode to post results')
  ctx.check(seconds(ballot.end_time) < ctx.now(), 'must be past ballot end time to post')
  const symbol = parseSymbol(ballot.treasury_symbol)
  for (const result of light_results) {
    const value = parseAsset(result.value)
    ctx.check(
      value.code === symbol.code && value.precision === symbol.precision,
      'result has incorrect symbol',
    )
  }
  ctx.table('ballots').modify(nv(ballot_name), undefined, {
    options: mapFromPairs(light_results),
    total_voters,
    cleaned_count: total_voters,
  })
}

/**
 * closevoting: closes the ballot, takes the square root of 1tsquare1v totals, and with `broadcast`
 * sends `broadcast(ballot_name, final results, total_voters)` to itself, which notifies the publisher.
 */
export function closevoting(ctx: Ctx<Data['closevoting']>): void {
  const { ballot_name, broadcast } = ctx.data
  const ballot = ballotOf(ctx, ballot_name)
  ctx.requireAuth(ballot.publisher)
  ctx.check(ballot.status === 'voting', 'ballot must be in voting mode to close')
  ctx.check(seconds(ballot.end_time) < ctx.now(), 'must be past ballot end time to close')
  const ballots = ctx.table('ballots')
  let closed = ballots.modify(nv(ballot_name), undefined, { status: 'closed' })
  changeOpenBallots(ctx, ballot.treasury_symbol, -1)
  if (ballot.voting_method === '1tsquare1v' && !mapAt(ballot.settings, 'lightballot')) {
    const options = closed.options.map(({ key, value }) => {
      const total = parseAsset(value)
      return { key, value: text(asset(isqrt(total.amount), total.precision, total.code)) }
    })
    closed = ballots.modify(nv(ballot_name), undefined, { options })
  }
  if (broadcast) {
    ctx.sendInline({
      account: ctx.self,
      name: 'broadcast',
      authorization: [{ actor: ctx.self, permission: 'active' }],
      data: { ballot_name, final_results: closed.options, total_voters: closed.total_voters },
    })
  }
}

export function broadcast(ctx: Ctx<Data['broadcast']>): void {
  ctx.requireAuth(ctx.self)
  const ballot = ctx.table('ballots').get(nv(ctx.data.ballot_name))
  ctx.check(
    ctx.now() > seconds(ballot.end_time),
    'ballot voting must be complete before broadcasting results',
  )
  ctx.requireRecipient(ballot.publisher)
}

/**
 * archive: the real contract reads the fee key `archive` while init stores `archival`, so
 * fees.at() aborts before anything else happens (chain-notes.md §2.3). Reproduced as is.
 */
export function archive(ctx: Ctx<Data['archive']>): void {
  const { ballot_name, archived_until } = ctx.data
  const ballot = ballotOf(ctx, ballot_name)
  const conf = getConfig(ctx)
  const archived = ctx.table('archivals').find(nv(ballot_name))
  ctx.requireAuth(ballot.publisher)
  const now = ctx.now()
  const days = Math.floor((seconds(archived_until) - now) / 86400) + 1
  ctx.check(!archived, 'ballot is already archived')
  ctx.check(ballot.status === 'closed', 'ballot must be closed to archive')
  ctx.check(seconds(archived_until) > now, 'archived until must be in the future')
  const fee = parseAsset(mapAt(conf.fees, 'archive'))
  requireFee(ctx, ballot.publisher, tlos(fee.amount * BigInt(days)))
  ctx.table('archivals').emplace(ballot.publisher, { ballot_name, archived_until })
  ctx.table('ballots').modify(nv(ballot_name), undefined, { status: 'archived' })
}

export function unarchive(ctx: Ctx<Data['unarchive']>): void {
  const { ballot_name, force } = ctx.data
  const ballot = ballotOf(ctx, ballot_name)
  const archival = ctx.table('archivals').get(nv(ballot_name), 'archival not found')
  if (force) ctx.requireAuth(ballot.publisher)
  else ctx.check(seconds(archival.archived_until) < ctx.now(), "ballot hasn't reached end of archival time")
  ctx.table('ballots').modify(nv(ballot_name), undefined, { status: 'closed' })
  ctx.table('archivals').erase(nv(ballot_name))
}
