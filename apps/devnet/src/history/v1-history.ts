import { PublicKey, Serializer, Transaction } from '@wharfkit/antelope'
import type { Chain } from '../chain/chain.ts'
import type { Authority } from '../chain/state/accounts.ts'
import { withActionMeta } from './action-meta.ts'
import type { HyperionAction } from './history-store.ts'
import { HyperionFailure } from './hyperion-state.ts'

/** Hyperion's v1 get_actions cap (api.limits.get_actions). */
const V1_LIMIT = 1000

type V1ActionsBody = {
  account_name?: string
  pos?: number | string
  offset?: number | string
  filter?: string
  sort?: string
}

/**
 * POST /v1/history/get_actions as Hyperion answers the old history_plugin call: `pos`/`offset`
 * page the account's actions (pos -1 = from the newest), each as an ordered action result.
 */
export function getActionsV1(chain: Chain, body: V1ActionsBody) {
  const pos = Number.parseInt(String(body.pos ?? 0), 10)
  const offset = Number.parseInt(String(body.offset ?? 20), 10)
  let from = 0
  let size = 0
  if (pos === -1) {
    if (offset < 0) size = Math.abs(offset)
  } else if (pos >= 0) {
    if (offset < 0) size = pos + 1
    else [from, size] = [pos, offset + 1]
  }
  const sort = body.sort ?? 'desc'
  if (!['asc', 'desc', '1', '-1'].includes(sort)) throw new HyperionFailure('invalid sort direction')
  const order = sort === 'asc' || sort === '1' ? 'ASC' : 'DESC'
  const clauses: string[] = []
  const params: unknown[] = []
  let fromSql = 'history_actions a'
  if (body.account_name) {
    fromSql = 'history_action_accounts x JOIN history_actions a ON a.global_sequence = x.global_sequence'
    clauses.push('x.account = ?')
    params.push(body.account_name)
  }
  const filters = (body.filter ?? '').split(',').flatMap((entry) => {
    const parts = entry.split(':')
    if (parts.length !== 2) return []
    const terms = [
      { sql: 'a.account = ?', value: parts[0] },
      { sql: 'a.name = ?', value: parts[1] },
    ].filter((term) => term.value && term.value !== '*')
    return terms.length ? [terms] : []
  })
  if (filters.length) {
    clauses.push(`(${filters.map((terms) => `(${terms.map((t) => t.sql).join(' AND ')})`).join(' OR ')})`)
    params.push(...filters.flatMap((terms) => terms.map((t) => t.value)))
  }
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''
  const rows = chain.db
    .prepare(
      `SELECT a.doc AS doc FROM ${fromSql} ${where} ORDER BY a.global_sequence ${order} LIMIT ? OFFSET ?`,
    )
    .all(...params, Math.min(size, V1_LIMIT), from) as { doc: string }[]
  let docs = rows.map((row) => withActionMeta(JSON.parse(row.doc) as HyperionAction))
  if (offset < 0 && docs.length > 0) {
    const index = pos === -1 ? docs.length + offset : docs.length + offset - 1
    docs = docs.slice(Math.max(0, index))
  }
  const head = chain.head().num
  return {
    actions: docs.map((action) => {
      const receipt = action.receipts[0]
      return {
        global_action_seq: action.global_sequence,
        account_action_seq: Number(receipt?.recv_sequence ?? 0),
        block_num: action.block_num,
        block_time: action['@timestamp'],
        action_trace: {
          action_ordinal: action.action_ordinal,
          creator_action_ordinal: action.creator_action_ordinal,
          receipt,
          receiver: receipt?.receiver ?? action.act.account,
          act: {
            ...action.act,
            hex_data: Buffer.from(JSON.stringify(action.act.data)).toString('hex'),
          },
          trx_id: action.trx_id,
          block_num: action.block_num,
          block_time: action['@timestamp'],
        },
      }
    }),
    last_irreversible_block: chain.lastIrreversible().num,
    head_block_num: head,
  }
}

/** POST /v1/history/get_transaction: the transaction with its receipt and action traces. */
export function getTransactionV1(chain: Chain, id: string) {
  const row = chain.db
    .prepare<[string], { block_num: number; trace: string }>(
      'SELECT block_num, trace FROM transactions WHERE id = ?',
    )
    .get(id.toLowerCase())
  const block = row ? chain.blocks.byNum(row.block_num) : undefined
  if (!row || !block) throw new HyperionFailure(`Transaction ${id.toLowerCase()} not found in history`)
  const stored = JSON.parse(row.trace) as {
    signatures?: string[]
    packed_trx?: string
    cpu?: number
    net?: number
  }
  const transaction = stored.packed_trx
    ? (Serializer.objectify(Serializer.decode({ data: stored.packed_trx, type: Transaction })) as Record<
        string,
        unknown
      >)
    : {}
  const traces = chain.db
    .prepare<[string], { doc: string }>(
      'SELECT doc FROM history_actions WHERE trx_id = ? ORDER BY global_sequence',
    )
    .all(id.toLowerCase())
    .map((action) => {
      const doc = withActionMeta(JSON.parse(action.doc) as HyperionAction)
      return { receipt: doc.receipts[0], act: doc.act, trx_id: doc.trx_id, block_num: doc.block_num }
    })
  return {
    id: id.toLowerCase(),
    trx: {
      receipt: {
        status: 'executed',
        cpu_usage_us: stored.cpu ?? 100,
        net_usage_words: stored.net ?? 0,
        trx: [
          1,
          {
            signatures: stored.signatures ?? [],
            compression: 'none',
            packed_context_free_data: '',
            packed_trx: stored.packed_trx ?? '',
          },
        ],
      },
      trx: { ...transaction, signatures: stored.signatures ?? [], context_free_data: [] },
    },
    block_num: block.num,
    block_time: new Date(block.time_ms).toISOString().slice(0, 23),
    last_irreversible_block: chain.lastIrreversible().num,
    traces,
  }
}

function permissions(chain: Chain) {
  return chain.db
    .prepare<[], { account: string; auth: string }>(
      'SELECT account, auth FROM permissions ORDER BY account, name',
    )
    .all()
    .map((row) => ({ account: row.account, auth: JSON.parse(row.auth) as Authority }))
}

/** POST /v1/history/get_key_accounts: accounts with a permission holding the key. */
export function getKeyAccountsV1(chain: Chain, key: string) {
  let legacy: string
  try {
    legacy = PublicKey.from(key).toLegacyString()
  } catch {
    throw new HyperionFailure('invalid public key')
  }
  const names = permissions(chain)
    .filter((row) => row.auth.keys.some((entry) => PublicKey.from(entry.key).toLegacyString() === legacy))
    .map((row) => row.account)
  return { account_names: [...new Set(names)] }
}

/** POST /v1/history/get_controlled_accounts: accounts with a permission naming the account. */
export function getControlledAccountsV1(chain: Chain, controlling: string) {
  const names = permissions(chain)
    .filter((row) => row.account !== controlling)
    .filter((row) => row.auth.accounts.some((entry) => entry.permission.actor === controlling))
    .map((row) => row.account)
  return { controlled_accounts: [...new Set(names)] }
}
