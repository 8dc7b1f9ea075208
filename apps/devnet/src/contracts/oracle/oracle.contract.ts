import { DATAPOINTS_PER_PAIR, oracle } from '@portal/chain/contracts/oracle/index'
import { defineContract, type ActionContext, type TypesOf } from '../../chain/runtime/contract.ts'
import { formatAsset, parseAsset } from '../../chain/runtime/asset.ts'
import { formatBlockTime, parseChainTime } from '../../chain/time.ts'
import { system } from '@portal/chain/contracts/system/index'

type DelphioracleTypes = TypesOf<typeof oracle>
type Ctx<Data = unknown> = ActionContext<DelphioracleTypes, Data>
type Pair = DelphioracleTypes['tables']['pairs']

/** time_point zero, as the contract stores "never". */
const NULL_TIME_POINT = formatBlockTime(0)
/** One base unit of EOS: the contract pays oracles from a pair's bounty one larimer per quote. */
const ONE_LARIMER = 1n

const toSeconds = (timePoint: string): bigint => BigInt(Math.floor(parseChainTime(timePoint) / 1000))
const U64 = 1n << 64n

function globalRow(ctx: Ctx) {
  // The real contract dereferences gtable.begin() unchecked; an unconfigured oracle fails clearly here.
  const row = ctx.table('global').rows({ limit: 1 })[0]
  ctx.check(row, 'delphioracle is not configured')
  return row as NonNullable<typeof row>
}

/** check_oracle: the owner must be among the first minimum_rank + 1 producers by total votes. */
function isQualifiedOracle(ctx: Ctx, owner: string): boolean {
  const minimumRank = BigInt(globalRow(ctx).minimum_rank)
  const producers = ctx.foreignTable(system.tables.producers).rows({ index: 'prototalvote' })
  let count = 0n
  for (const producer of producers) {
    if (producer.owner === owner) return true
    count++
    if (count > minimumRank) break
  }
  return false
}

/** Increments one stats row (scope self or pair), emplacing it on the first quote. */
function countWrite(ctx: Ctx, scope: string, owner: string, enforceCooldown: boolean): void {
  const stats = ctx.table('stats', scope)
  const current = stats.find(owner)
  const now = formatBlockTime(ctx.nowMs())
  if (!current) {
    stats.emplace(ctx.self, {
      owner,
      timestamp: now,
      count: '1',
      balance: formatAsset(0n, 4, 'EOS'),
      last_claim: NULL_TIME_POINT,
    })
    return
  }
  if (enforceCooldown) {
    const cooldownMs = Number(BigInt(globalRow(ctx).write_cooldown) / 1000n)
    ctx.check(ctx.nowMs() >= parseChainTime(current.timestamp) + cooldownMs, 'can only call every 60 seconds')
  }
  stats.modify(owner, ctx.self, { timestamp: now, count: (BigInt(current.count) + 1n).toString() })
}

/** update_datapoints: overwrite the oldest row, then store the 10th smallest of the 21 values as its median. */
function updateDatapoints(ctx: Ctx, owner: string, value: string, pair: string): void {
  const datapoints = ctx.table('datapoints', pair)
  const oldest = datapoints.rows({ index: 'timestamp', limit: 1 })[0]
  ctx.check(oldest, 'pair has no datapoints')
  if (!oldest) return
  datapoints.modify(oldest.id, ctx.self, { owner, value, timestamp: formatBlockTime(ctx.nowMs()) })
  // The contract advances the value-sorted iterator 9 times: the 10th smallest, not the middle (11th).
  const tenth = datapoints.rows({ index: 'value', limit: 10 })[9]
  datapoints.modify(oldest.id, ctx.self, { median: tenth?.value ?? '0' })

  const global = globalRow(ctx)
  const total = BigInt(global.total_datapoints_count) + 1n
  ctx.table('global').modify(global.id, ctx.self, { total_datapoints_count: total.toString() })
  if (total % BigInt(global.vote_interval) === 0n) voteForTopOracles(ctx)
}

/** update_votes: every vote_interval quotes the oracle votes for the 30 most active oracles. */
function voteForTopOracles(ctx: Ctx): void {
  const top = ctx
    .table('stats', ctx.self)
    .rows({ index: 'count', limit: 30 })
    .map((row) => row.owner)
    .sort()
  ctx.sendInline({
    account: 'eosio',
    name: 'voteproducer',
    authorization: [{ actor: ctx.self, permission: 'active' }],
    data: { voter: ctx.self, proxy: '', producers: top },
  })
}

function emptyDatapoints(ctx: Ctx, pair: string, payer: string): void {
  const datapoints = ctx.table('datapoints', pair)
  for (let id = 0; id < DATAPOINTS_PER_PAIR; id++) {
    datapoints.emplace(payer, {
      id: String(id),
      owner: '',
      value: '0',
      median: '0',
      timestamp: NULL_TIME_POINT,
    })
  }
}

/** The Delphi oracle: producers post quotes, each pair keeps its last 21 with a rolling median. */
export const oracleContract = defineContract(oracle, {
  indexes: {
    datapoints: {
      value: (row) => BigInt(row.value),
      timestamp: (row) => toSeconds(row.timestamp),
    },
    // by_count returns -count as uint64, so the most active oracle comes first.
    stats: { count: (row) => (U64 - BigInt(row.count)) % U64 },
  },
  actions: {
    write(ctx) {
      const { owner, quotes } = ctx.data
      ctx.requireAuth(owner)
      ctx.check(quotes.length > 0, 'must supply non-empty array of quotes')
      ctx.check(isQualifiedOracle(ctx, owner), 'account is not a qualified oracle')
      const pairs = ctx.table('pairs')
      const oracleStats = ctx.table('stats').find(owner)
      for (const quote of quotes) {
        const pair = pairs.find(quote.pair)
        ctx.check(pair && pair.active, 'pair not allowed')
        if (!pair) return
        countWrite(ctx, quote.pair, owner, true)
        countWrite(ctx, ctx.self, owner, false)
        payBounty(ctx, pair, owner, oracleStats !== undefined)
        updateDatapoints(ctx, owner, quote.value, quote.pair)
      }
    },

    configure(ctx) {
      ctx.requireAuth(ctx.self)
      const global = ctx.table('global')
      const current = global.rows({ limit: 1 })[0]
      if (current) global.modify(current.id, ctx.self, { ...ctx.data.g })
      else
        global.emplace(ctx.self, {
          id: '1',
          total_datapoints_count: '0',
          total_claimed: formatAsset(0n, 4, 'EOS'),
          ...ctx.data.g,
        })
      const pairs = ctx.table('pairs')
      if (pairs.rows({ limit: 1 }).length > 0) return
      pairs.emplace(ctx.self, {
        active: true,
        bounty_awarded: true,
        bounty_edited_by_custodians: true,
        proposer: ctx.self,
        name: 'eosusd',
        bounty_amount: formatAsset(0n, 4, 'EOS'),
        approving_custodians: [],
        approving_oracles: [],
        base_symbol: '4,EOS',
        base_type: 4,
        base_contract: 'eosio.token',
        quote_symbol: '2,USD',
        quote_type: 1,
        quote_contract: '',
        quoted_precision: '4',
      })
      emptyDatapoints(ctx, 'eosusd', ctx.self)
    },

    newbounty(ctx) {
      const { proposer, pair } = ctx.data
      ctx.requireAuth(proposer)
      const pairs = ctx.table('pairs')
      ctx.check(pair.name !== 'system', 'Cannot create a pair named system')
      ctx.check(!pairs.find(pair.name), 'A pair with this name already exists.')
      pairs.emplace(proposer, {
        active: false,
        bounty_awarded: false,
        bounty_edited_by_custodians: false,
        proposer,
        bounty_amount: formatAsset(0n, 4, 'EOS'),
        approving_custodians: [],
        approving_oracles: [],
        ...pair,
      })
      emptyDatapoints(ctx, pair.name, proposer)
    },

    /**
     * Devnet only (not in the real contract): activates a pair and gives all 21 datapoints the same
     * value and median, so the portal's average of `value` and the arbitration contract's `median`
     * agree from the first block. Real activation needs custodian and oracle votes on the bounty.
     */
    seedpair(ctx) {
      const { pair, value } = ctx.data
      ctx.requireAuth(ctx.self)
      ctx.table('pairs').get(pair, 'pair not found')
      ctx.table('pairs').modify(pair, ctx.self, { active: true, bounty_awarded: true })
      const datapoints = ctx.table('datapoints', pair)
      const now = formatBlockTime(ctx.nowMs())
      for (const row of datapoints.rows()) {
        datapoints.modify(row.id, ctx.self, { owner: ctx.self, value, median: value, timestamp: now })
      }
    },
  },
})

/** A pair with a bounty pays each quote one larimer into the oracle's stats balance until it runs out. */
function payBounty(ctx: Ctx, pair: Pair, owner: string, oracleHadStats: boolean): void {
  const bounty = parseAsset(pair.bounty_amount)
  if (bounty.amount >= ONE_LARIMER && oracleHadStats) {
    const stats = ctx.table('stats')
    const row = stats.get(owner)
    const balance = parseAsset(row.balance)
    stats.modify(owner, ctx.self, {
      balance: formatAsset(balance.amount + ONE_LARIMER, balance.precision, balance.code),
    })
    ctx.table('pairs').modify(pair.name, ctx.self, {
      bounty_amount: formatAsset(bounty.amount - ONE_LARIMER, bounty.precision, bounty.code),
    })
  } else if (!pair.bounty_awarded && bounty.amount < ONE_LARIMER) {
    ctx.table('pairs').modify(pair.name, ctx.self, { bounty_awarded: true })
  }
}
