import type { Chain } from '../chain/chain.ts'
import { formatBlockTime } from '../chain/time.ts'
import { HyperionFailure, newAccountActions } from './hyperion-state.ts'
import { badRequest, pageParams, type Query } from './query-filters.ts'

const HYPERION_VERSION = '3.3.10-devnet'

function required(query: Query, key: string): string {
  const value = query[key]
  if (value === undefined) throw badRequest(`querystring must have required property '${key}'`)
  return value
}

/** GET /v2/history/get_created_accounts: accounts an account created, newest first. */
export function getCreatedAccounts(chain: Chain, query: Query) {
  const started = performance.now()
  const account = required(query, 'account').toLowerCase()
  const { skip, limit } = pageParams(query, 'cap')
  const accounts = newAccountActions(chain, 'creator', account)
    .slice(skip, skip + limit)
    .map((action) => {
      const data = action.act.data as Record<string, unknown>
      return {
        name: String(data.newact ?? data.name),
        trx_id: action.trx_id,
        timestamp: action['@timestamp'],
      }
    })
  return { query_time_ms: performance.now() - started, accounts }
}

/** GET /v2/history/get_creator: who created an account, in which transaction and block. */
export function getCreator(chain: Chain, query: Query) {
  const started = performance.now()
  const account = required(query, 'account')
  if (account === 'eosio') {
    const genesis = chain.blocks.byNum(1)
    if (!genesis) throw new HyperionFailure('genesis block not found')
    return {
      query_time_ms: performance.now() - started,
      account,
      creator: '__self__',
      timestamp: formatBlockTime(genesis.time_ms),
      block_num: 1,
      trx_id: '',
    }
  }
  const [action] = newAccountActions(chain, 'name', account)
  if (!action) {
    if (!chain.accounts.exists(account)) throw new HyperionFailure('account not found')
    throw new HyperionFailure('account creation not found')
  }
  return {
    query_time_ms: performance.now() - started,
    account,
    creator: String((action.act.data as Record<string, unknown>).creator),
    timestamp: action['@timestamp'],
    block_num: action.block_num,
    trx_id: action.trx_id,
  }
}

/**
 * GET /v2/history/get_abi_snapshot: the contract's ABI as of a block (`fetch` returns it, else only
 * whether there is one). The devnet keeps the current ABI, set in the block of its last update.
 */
export function getAbiSnapshot(chain: Chain, query: Query) {
  const started = performance.now()
  const code = required(query, 'contract')
  const block = query.block === undefined ? undefined : Number.parseInt(query.block, 10)
  const account = chain.accounts.get(code)
  const abi = chain.abiOf(code)
  const setAt = account
    ? (chain.db
        .prepare<[number], { num: number }>(
          'SELECT num FROM blocks WHERE time_ms <= ? ORDER BY num DESC LIMIT 1',
        )
        .get(account.last_code_update_ms)?.num ?? 1)
    : undefined
  if (!abi || setAt === undefined || (block !== undefined && block < setAt)) {
    return {
      query_time_ms: performance.now() - started,
      block_num: null,
      present: false,
      error: `abi not found for ${code} until block ${query.block ?? 'undefined'}`,
    }
  }
  return {
    query_time_ms: performance.now() - started,
    block_num: setAt,
    ...(query.fetch === 'true' || query.fetch === '1' ? { abi: abi.abi.toJSON() } : { present: true }),
  }
}

/**
 * GET /v2/health: the chain node and the index as Hyperion reports its services. The devnet's
 * index is its own SQLite history (no RabbitMQ or Redis), so only those two services are listed.
 */
export function getHealth(chain: Chain) {
  const started = performance.now()
  const head = chain.head()
  const lib = chain.lastIrreversible()
  const indexed = chain.db
    .prepare<[], { first: number | null; last: number | null; blocks: number }>(
      'SELECT MIN(num) AS first, MAX(num) AS last, COUNT(*) AS blocks FROM blocks',
    )
    .get() ?? { first: null, last: null, blocks: 0 }
  const first = indexed.first ?? 0
  const last = indexed.last ?? 0
  const now = Date.now()
  return {
    query_time_ms: performance.now() - started,
    version: HYPERION_VERSION,
    version_hash: 'devnet',
    host: 'devnet',
    health: [
      {
        service: 'NodeosRPC',
        status: 'OK',
        service_data: {
          head_block_num: head.num,
          head_block_time: formatBlockTime(head.time_ms),
          time_offset: now - head.time_ms,
          last_irreversible_block: lib.num,
          chain_id: chain.chainId,
        },
        time: now,
      },
      {
        service: 'Elasticsearch',
        status: 'OK',
        service_data: {
          active_shards: '100.0%',
          head_offset: head.num - last,
          first_indexed_block: first,
          last_indexed_block: last,
          total_indexed_blocks: indexed.blocks,
          missing_blocks: last - first + 1 - indexed.blocks,
          missing_pct: '0.00%',
        },
        time: now,
      },
    ],
    features: {
      streaming: { enable: false, traces: false, deltas: false },
      tables: { proposals: false, accounts: true, voters: true },
      index_deltas: true,
      index_transfer_memo: true,
      index_all_deltas: true,
      deferred_trx: false,
      failed_trx: false,
      resource_limits: false,
      resource_usage: false,
    },
  }
}
