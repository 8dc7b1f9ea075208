import type { DecideActionData } from '@portal/chain/contracts/decide/index'
import { parseSymbol } from '../../chain/runtime/asset.ts'
import { add, asset, codeKey, compare, parseAsset, sub, text, zeroOf, type Amount } from './assets.ts'
import { seconds } from './ballot.ts'
import { getConfig, nowSec, type Ctx } from './decide-state.ts'
import { mapAt, mapFind, mapSet, nv } from './maps.ts'
import { calcVoteWeights } from './voting.ts'

// Worker actions: rebalancing votes whose voter's balance changed, cleaning expired votes (needed
// before deleteballot), and paying workers from the treasury's `workers` payroll.

type Data = DecideActionData

const bucketsOf = (ctx: Ctx, symbolCode: string) => ctx.table('laborbuckets', codeKey({ code: symbolCode }))
const laborsOf = (ctx: Ctx, symbolCode: string) => ctx.table('labors', codeKey({ code: symbolCode }))

type Buckets = ReturnType<typeof bucketsOf>
type Labors = ReturnType<typeof laborsOf>

/**
 * Takes a worker's unclaimed work out of the treasury's `workers` bucket and erases the labor row:
 * what both forfeiting and claiming do once their own checks have passed.
 */
function closeLabor(
  buckets: Buckets,
  bucket: ReturnType<Buckets['get']>,
  labors: Labors,
  labor: ReturnType<Labors['get']>,
): void {
  const volume = sub(
    parseAsset(mapAt(bucket.claimable_volume, 'rebalvolume')),
    parseAsset(mapAt(labor.unclaimed_volume, 'rebalvolume')),
  )
  let events = mapSet(
    bucket.claimable_events,
    'rebalcount',
    mapAt(bucket.claimable_events, 'rebalcount') - mapAt(labor.unclaimed_events, 'rebalcount'),
  )
  events = mapSet(
    events,
    'cleancount',
    mapAt(events, 'cleancount') - mapAt(labor.unclaimed_events, 'cleancount'),
  )
  buckets.modify('workers', undefined, {
    claimable_volume: mapSet(bucket.claimable_volume, 'rebalvolume', text(volume)),
    claimable_events: events,
  })
  labors.erase(nv(labor.worker_name))
}

function logRebalanceWork(ctx: Ctx, worker: string, symbol: string, volume: Amount, count: number): void {
  const { code } = parseSymbol(symbol)
  const labors = laborsOf(ctx, code)
  const labor = labors.find(nv(worker))
  if (labor) {
    const current = mapFind(labor.unclaimed_volume, 'rebalvolume')
    const base = current ? parseAsset(current) : zeroOf(symbol)
    labors.modify(nv(worker), undefined, {
      unclaimed_volume: mapSet(labor.unclaimed_volume, 'rebalvolume', text(add(base, volume))),
      unclaimed_events: mapSet(
        labor.unclaimed_events,
        'rebalcount',
        (mapFind(labor.unclaimed_events, 'rebalcount') ?? 0) + count,
      ),
    })
  } else {
    labors.emplace(ctx.self, {
      worker_name: worker,
      start_time: nowSec(ctx),
      unclaimed_volume: [{ key: 'rebalvolume', value: text(volume) }],
      unclaimed_events: [{ key: 'rebalcount', value: count }],
    })
  }
  const buckets = bucketsOf(ctx, code)
  const bucket = buckets.get('workers', 'workers labor bucket not found')
  const claimable = mapFind(bucket.claimable_volume, 'rebalvolume')
  buckets.modify('workers', undefined, {
    claimable_volume: mapSet(
      bucket.claimable_volume,
      'rebalvolume',
      text(add(claimable ? parseAsset(claimable) : zeroOf(symbol), volume)),
    ),
    claimable_events: mapSet(
      bucket.claimable_events,
      'rebalcount',
      (mapFind(bucket.claimable_events, 'rebalcount') ?? 0) + count,
    ),
  })
}

function logCleanupWork(ctx: Ctx, worker: string, symbol: string, count: number): void {
  ctx.requireAuth(worker)
  const { code } = parseSymbol(symbol)
  const labors = laborsOf(ctx, code)
  const labor = labors.find(nv(worker))
  if (labor) {
    labors.modify(nv(worker), worker, {
      unclaimed_events: mapSet(
        labor.unclaimed_events,
        'cleancount',
        (mapFind(labor.unclaimed_events, 'cleancount') ?? 0) + count,
      ),
    })
  } else {
    labors.emplace(worker, {
      worker_name: worker,
      start_time: nowSec(ctx),
      unclaimed_volume: [],
      unclaimed_events: [{ key: 'cleancount', value: count }],
    })
  }
  const buckets = bucketsOf(ctx, code)
  const bucket = buckets.get('workers', 'workers labor bucket not found')
  buckets.modify('workers', undefined, {
    claimable_events: mapSet(
      bucket.claimable_events,
      'cleancount',
      (mapFind(bucket.claimable_events, 'cleancount') ?? 0) + count,
    ),
  })
}

export function rebalance(ctx: Ctx<Data['rebalance']>): void {
  const { voter, ballot_name, worker } = ctx.data
  const ballot = ctx.table('ballots').get(nv(ballot_name), 'ballot not found')
  const row = ctx
    .table('voters', nv(voter))
    .get(codeKey(parseSymbol(ballot.treasury_symbol)), 'voter not found')
  const votes = ctx.table('votes', nv(ballot_name))
  const vote = votes.get(nv(voter), 'vote not found')
  ctx.check(ctx.now() < seconds(ballot.end_time), 'vote has already expired')
  const raw = parseAsset(mapAt(ballot.settings, 'votestake') ? row.staked : row.liquid)
  const previous = parseAsset(vote.raw_votes)
  if (compare(raw, previous) === 0) return

  const totals = new Map(ballot.options.map(({ key, value }) => [key, parseAsset(value)]))
  const selections: string[] = []
  for (const { key, value } of vote.weighted_votes) {
    totals.set(key, sub(totals.get(key) ?? zeroOf(ballot.treasury_symbol), parseAsset(value)))
    selections.push(key)
  }
  ctx.check(selections.length > 0, 'cannot rebalance nonexistent votes')
  const weights = calcVoteWeights(ballot.voting_method, selections, raw)
  for (const [key, weight] of weights)
    totals.set(key, add(totals.get(key) ?? zeroOf(ballot.treasury_symbol), weight))
  const delta = previous.amount > raw.amount ? previous.amount - raw.amount : raw.amount - previous.amount
  ctx.table('ballots').modify(nv(ballot_name), undefined, {
    options: ballot.options.map(({ key }) => ({
      key,
      value: text(totals.get(key) ?? zeroOf(ballot.treasury_symbol)),
    })),
    total_raw_weight: text(add(parseAsset(ballot.total_raw_weight), sub(raw, previous))),
  })
  if (worker != null) ctx.requireAuth(worker)
  votes.modify(nv(voter), undefined, {
    raw_votes: text(raw),
    weighted_votes: [...weights]
      .map(([key, value]) => ({ key, value: text(value) }))
      .sort((a, b) => (a.key < b.key ? -1 : 1)),
    worker: worker ?? '',
    rebalances: (vote.rebalances + 1) % 256,
    rebalance_volume: text(asset(delta, raw.precision, raw.code)),
  })
}

export function cleanupvote(ctx: Ctx<Data['cleanupvote']>): void {
  const { voter, ballot_name, worker } = ctx.data
  const votes = ctx.table('votes', nv(ballot_name))
  const vote = votes.get(nv(voter), 'vote not found')
  const ballot = ctx.table('ballots').get(nv(ballot_name), 'ballot not found')
  ctx.table('treasuries').get(codeKey(parseSymbol(ballot.treasury_symbol)), 'treasury not found')
  ctx.check(seconds(ballot.end_time) < ctx.now(), "vote hasn't expired")
  ctx.table('ballots').modify(nv(ballot_name), undefined, { cleaned_count: ballot.cleaned_count + 1 })
  if (worker != null) logCleanupWork(ctx, worker, ballot.treasury_symbol, 1)
  if (vote.worker)
    logRebalanceWork(ctx, vote.worker, ballot.treasury_symbol, parseAsset(vote.rebalance_volume), 1)
  votes.erase(nv(voter))
}

export function forfeitwork(ctx: Ctx<Data['forfeitwork']>): void {
  const { worker_name } = ctx.data
  const { code } = parseSymbol(ctx.data.treasury_symbol)
  const labors = laborsOf(ctx, code)
  const labor = labors.get(nv(worker_name), 'labor not found')
  const buckets = bucketsOf(ctx, code)
  const bucket = buckets.get('workers', 'workers bucket not found')
  ctx.requireAuth(labor.worker_name)
  closeLabor(buckets, bucket, labors, labor)
}

/** claimpayment: pays a worker a share of the workers payroll, less 1% per day left unclaimed. */
export function claimpayment(ctx: Ctx<Data['claimpayment']>): void {
  const claimant = ctx.data.worker_name
  const { code } = parseSymbol(ctx.data.treasury_symbol)
  const labors = laborsOf(ctx, code)
  const labor = labors.get(nv(claimant), 'work not found')
  const buckets = bucketsOf(ctx, code)
  const bucket = buckets.get('workers', 'workers bucket not found')
  const payrolls = ctx.table('payrolls', codeKey({ code }))
  const payroll = payrolls.get('workers', 'workers payroll not found')
  const conf = getConfig(ctx)
  const now = ctx.now()
  const start = seconds(labor.start_time)
  if (now < start + mapAt(conf.times, 'forfeittime')) ctx.requireAuth(labor.worker_name)
  ctx.check(start + 86400 < now, 'labor must mature for 1 day before claiming')
  ctx.check(payroll.payee === 'workers', 'payroll not for workers')

  const funds = parseAsset(payroll.payroll_funds)
  let claimable = parseAsset(payroll.claimable_pay)
  let additional = zeroOf(`${funds.precision},${funds.code}`)
  const lastClaim = seconds(payroll.last_claim_time)
  if (lastClaim + payroll.period_length < now) {
    const periods = BigInt(Math.floor((now - lastClaim) / payroll.period_length))
    additional = asset(periods * parseAsset(payroll.per_period).amount, funds.precision, funds.code)
    if (compare(funds, additional) <= 0) additional = funds
    claimable = add(claimable, additional)
  }
  const reducedBy = (Math.floor((now - start) / 86400) - 1) / 100
  const share = (labor: number, total: number) => labor / total
  const volumeShare = share(
    Number(parseAsset(mapAt(labor.unclaimed_volume, 'rebalvolume')).amount),
    Number(parseAsset(mapAt(bucket.claimable_volume, 'rebalvolume')).amount),
  )
  const countShare = share(
    mapAt(labor.unclaimed_events, 'rebalcount'),
    mapAt(bucket.claimable_events, 'rebalcount'),
  )
  const cleanShare = share(
    mapAt(labor.unclaimed_events, 'cleancount'),
    mapAt(bucket.claimable_events, 'cleancount'),
  )
  const totalShare = (volumeShare + countShare + cleanShare) / 3
  let payout = asset(BigInt(Math.trunc(Number(claimable.amount) * totalShare)), funds.precision, funds.code)
  if (reducedBy > 0)
    payout = { ...payout, amount: BigInt(Math.trunc(Number(payout.amount) * (1 - reducedBy))) }
  if (compare(payout, claimable) > 0) payout = claimable
  ctx.check(claimable.amount > 0n, 'payroll is empty')
  claimable = sub(claimable, payout)

  closeLabor(buckets, bucket, labors, labor)
  if (reducedBy >= 1) return

  payrolls.modify('workers', undefined, {
    payroll_funds: text(sub(funds, additional)),
    last_claim_time: nowSec(ctx),
    claimable_pay: text(claimable),
  })
  const deposits = ctx.table('accounts', nv(claimant))
  const deposit = deposits.find(codeKey(funds))
  if (deposit)
    deposits.modify(codeKey(funds), undefined, { balance: text(add(parseAsset(deposit.balance), payout)) })
  else deposits.emplace(claimant, { balance: text(payout) })
}
