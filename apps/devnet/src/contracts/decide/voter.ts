import type { DecideActionData } from '@portal/chain/contracts/decide/index'
import { parseSymbol } from '../../chain/runtime/asset.ts'
import { add, codeKey, compare, isValidAmount, parseAsset, sub, text, zeroOf } from './assets.ts'
import { seconds } from './ballot.ts'
import {
  addLiquid,
  addStake,
  nowSec,
  subLiquid,
  subStake,
  syncVoteStake,
  TLOS,
  VOTE,
  type Ctx,
} from './decide-state.ts'
import { mapAt, mapFind, sortMap, nv } from './maps.ts'
import { calcVoteWeights } from './voting.ts'

type Data = DecideActionData

export function regvoter(ctx: Ctx<Data['regvoter']>): void {
  const { voter, treasury_symbol, referrer } = ctx.data
  const symbol = parseSymbol(treasury_symbol)
  const treasuries = ctx.table('treasuries')
  const treasury = treasuries.get(codeKey(symbol), 'treasury not found')
  const voters = ctx.table('voters', nv(voter))
  const existing = voters.find(codeKey(symbol))
  ctx.check(ctx.isAccount(voter), "voter account doesn't exist")
  ctx.check(!existing, 'voter already exists')
  ctx.check(
    !(symbol.code === TLOS.code && symbol.precision === TLOS.precision),
    'cannot register as TLOS voter, use VOTE instead',
  )
  let ramPayer = voter
  if (referrer != null) ctx.check(ctx.isAccount(referrer), 'referring account must already exist')

  switch (treasury.access) {
    case 'public':
      if (referrer != null) {
        ctx.requireAuth(referrer)
        ramPayer = referrer
      } else ctx.requireAuth(voter)
      break
    case 'private':
      if (referrer != null) {
        ctx.requireAuth(referrer)
        ctx.check(referrer === treasury.manager, 'referrer must be treasury manager')
        ramPayer = referrer
      } else ctx.requireAuth(treasury.manager)
      break
    case 'invite':
      if (referrer != null) {
        ctx.requireAuth(referrer)
        ctx.table('voters', nv(referrer)).get(codeKey(symbol), 'referrer not found')
        ramPayer = referrer
      } else ctx.requireAuth(treasury.manager)
      break
    case 'membership':
      ctx.requireAuth(ctx.self, 'membership')
      ramPayer = ctx.self
      break
    default:
      ctx.check(false, 'invalid access method. contact treasury manager.')
  }

  const zero = text(zeroOf(treasury_symbol))
  voters.emplace(ramPayer, {
    liquid: zero,
    staked: zero,
    staked_time: nowSec(ctx),
    delegated: zero,
    delegated_to: '',
    delegation_time: nowSec(ctx),
  })
  treasuries.modify(codeKey(symbol), undefined, { voters: treasury.voters + 1 })
  if (symbol.code === VOTE.code && symbol.precision === VOTE.precision) syncVoteStake(ctx, voter, TLOS.code)
}

export function unregvoter(ctx: Ctx<Data['unregvoter']>): void {
  const { voter, treasury_symbol } = ctx.data
  ctx.requireAuth(voter)
  const key = codeKey(parseSymbol(treasury_symbol))
  const row = ctx.table('voters', nv(voter)).get(key, 'voter not found')
  const treasury = ctx.table('treasuries').get(key, 'treasury not found')
  const zero = zeroOf(treasury_symbol)
  ctx.check(compare(parseAsset(row.liquid), zero) === 0, 'cannot unregister unless liquid is zero')
  ctx.check(compare(parseAsset(row.staked), zero) === 0, 'cannot unregister unless staked is zero')
  ctx.table('treasuries').modify(key, undefined, { voters: (treasury.voters - 1 + 2 ** 32) % 2 ** 32 })
  ctx.table('voters', nv(voter)).erase(key)
}

export function castvote(ctx: Ctx<Data['castvote']>): void {
  const { voter, ballot_name, options } = ctx.data
  ctx.requireAuth(voter)
  const ballot = ctx.table('ballots').get(nv(ballot_name), 'ballot not found')
  const symbol = parseSymbol(ballot.treasury_symbol)
  const row = ctx.table('voters', nv(voter)).get(codeKey(symbol), 'voter not found')
  const now = ctx.now()
  const raw = parseAsset(mapAt(ballot.settings, 'votestake') ? row.staked : row.liquid)
  let rawDelta = raw
  let newVoter = 1
  const totals = new Map(ballot.options.map(({ key, value }) => [key, parseAsset(value)]))

  ctx.check(ballot.status === 'voting', 'ballot status is must be in voting mode to cast vote')
  ctx.check(
    now >= seconds(ballot.begin_time) && now <= seconds(ballot.end_time),
    'vote must occur between ballot begin and end times',
  )
  ctx.check(options.length >= ballot.min_options, 'cannot vote for fewer than min options')
  ctx.check(options.length <= ballot.max_options, 'cannot vote for more than max options')
  ctx.check(raw.amount > 0n, 'must vote with a positive amount')
  if (mapAt(ballot.settings, 'lightballot')) return

  const votes = ctx.table('votes', nv(ballot_name))
  const previous = votes.find(nv(voter))
  if (previous) {
    rawDelta = sub(rawDelta, parseAsset(previous.raw_votes))
    ctx.check(mapAt(ballot.settings, 'revotable'), 'ballot is not revotable')
    if (previous.weighted_votes.length > 0) {
      for (const { key, value } of previous.weighted_votes) {
        totals.set(key, sub(totals.get(key) ?? zeroOf(ballot.treasury_symbol), parseAsset(value)))
      }
      newVoter = 0
    }
  }

  const weights = calcVoteWeights(ballot.voting_method, options, raw)
  for (const [option, weight] of [...weights].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const current = totals.get(option)
    ctx.check(current, "option doesn't exist on ballot")
    if (current) totals.set(option, add(current, weight))
  }
  const weightedVotes = sortMap([...weights].map(([key, value]) => ({ key, value: text(value) })))

  ctx.table('ballots').modify(nv(ballot_name), undefined, {
    options: sortMap([...totals].map(([key, value]) => ({ key, value: text(value) }))),
    total_voters: ballot.total_voters + newVoter,
    total_raw_weight: text(add(parseAsset(ballot.total_raw_weight), rawDelta)),
  })
  if (newVoter === 1) {
    // After unvoteall the receipt still exists with no votes, so this emplace fails as on chain.
    votes.emplace(voter, {
      voter,
      is_delegate: false,
      raw_votes: text(raw),
      weighted_votes: weightedVotes,
      vote_time: nowSec(ctx),
      worker: '',
      rebalances: 0,
      rebalance_volume: text(zeroOf(ballot.treasury_symbol)),
    })
  } else {
    votes.modify(nv(voter), undefined, { raw_votes: text(raw), weighted_votes: weightedVotes })
  }
}

export function unvoteall(ctx: Ctx<Data['unvoteall']>): void {
  const { voter, ballot_name } = ctx.data
  ctx.requireAuth(voter)
  const ballot = ctx.table('ballots').get(nv(ballot_name), 'ballot not found')
  ctx.table('voters', nv(voter)).get(codeKey(parseSymbol(ballot.treasury_symbol)), 'voter not found')
  const votes = ctx.table('votes', nv(ballot_name))
  const vote = votes.get(nv(voter), 'vote not found')
  const now = ctx.now()
  ctx.check(ballot.status === 'voting', 'ballot must be in voting mode to unvote')
  ctx.check(
    now >= seconds(ballot.begin_time) && now <= seconds(ballot.end_time),
    'must unvote between begin and end time',
  )
  ctx.check(vote.weighted_votes.length > 0, 'votes are already empty')
  if (mapAt(ballot.settings, 'lightballot')) return
  const options = ballot.options.map(({ key, value }) => {
    const cast = mapFind(vote.weighted_votes, key)
    return { key, value: cast ? text(sub(parseAsset(value), parseAsset(cast))) : value }
  })
  ctx.table('ballots').modify(nv(ballot_name), undefined, {
    options,
    total_voters: ballot.total_voters - 1,
    total_raw_weight: text(sub(parseAsset(ballot.total_raw_weight), parseAsset(vote.raw_votes))),
  })
  votes.modify(nv(voter), undefined, { raw_votes: text(zeroOf(ballot.treasury_symbol)), weighted_votes: [] })
}

function stakeChange(
  ctx: Ctx<Data['stake']>,
  setting: 'stakeable' | 'unstakeable',
): ReturnType<typeof parseAsset> {
  const { voter } = ctx.data
  ctx.requireAuth(voter)
  const quantity = parseAsset(ctx.data.quantity)
  const treasury = ctx.table('treasuries').get(codeKey(quantity), 'treasury not found')
  const verb = setting === 'stakeable' ? 'stake' : 'unstake'
  ctx.check(mapAt(treasury.settings, setting), `token is not ${setting}`)
  ctx.check(ctx.isAccount(voter), "voter account doesn't exist")
  ctx.check(isValidAmount(quantity), 'invalid amount')
  ctx.check(quantity.amount > 0n, `must ${verb} positive amount`)
  return quantity
}

export function stake(ctx: Ctx<Data['stake']>): void {
  const quantity = stakeChange(ctx, 'stakeable')
  subLiquid(ctx, ctx.data.voter, quantity)
  addStake(ctx, ctx.data.voter, quantity)
}

export function unstake(ctx: Ctx<Data['unstake']>): void {
  const quantity = stakeChange(ctx, 'unstakeable')
  subStake(ctx, ctx.data.voter, quantity)
  addLiquid(ctx, ctx.data.voter, quantity)
}

/** refresh: anyone may resync an account's VOTE stake with its staked TLOS. */
export function refresh(ctx: Ctx<Data['refresh']>): void {
  syncVoteStake(ctx, ctx.data.voter, TLOS.code)
}
