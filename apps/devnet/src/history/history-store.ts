import type { ContractAbi, PlainValue } from '../chain/abi-codec.ts'
import type { Db } from '../chain/database.ts'
import type { ActionTrace, ExecutedTransaction, TransactionSink } from '../chain/execution/traces.ts'
import { nameFromValue } from '../chain/keys.ts'
import { formatBlockTime } from '../chain/time.ts'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS history_actions (
  global_sequence INTEGER PRIMARY KEY,
  trx_id TEXT NOT NULL,
  block_num INTEGER NOT NULL,
  time_ms INTEGER NOT NULL,
  producer TEXT NOT NULL,
  account TEXT NOT NULL,
  name TEXT NOT NULL,
  doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS history_actions_trx ON history_actions (trx_id);
CREATE INDEX IF NOT EXISTS history_actions_code ON history_actions (account, name);
CREATE INDEX IF NOT EXISTS history_actions_block ON history_actions (block_num);
CREATE TABLE IF NOT EXISTS history_action_accounts (
  account TEXT NOT NULL,
  global_sequence INTEGER NOT NULL,
  PRIMARY KEY (account, global_sequence)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS history_deltas (
  id INTEGER PRIMARY KEY,
  block_num INTEGER NOT NULL,
  time_ms INTEGER NOT NULL,
  code TEXT NOT NULL,
  scope TEXT NOT NULL,
  tbl TEXT NOT NULL,
  primary_key TEXT NOT NULL,
  payer TEXT NOT NULL,
  present INTEGER NOT NULL,
  doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS history_deltas_by_table ON history_deltas (code, tbl, scope, block_num);
CREATE INDEX IF NOT EXISTS history_deltas_by_code ON history_deltas (code, block_num);
CREATE INDEX IF NOT EXISTS history_deltas_block ON history_deltas (block_num);
`

/** A Hyperion action document: one per action, its notifications folded into `receipts`. */
export type HyperionAction = {
  '@timestamp': string
  timestamp: string
  block_num: number
  block_id: string
  trx_id: string
  act: {
    account: string
    name: string
    authorization: { actor: string; permission: string }[]
    data: PlainValue
  }
  receipts: {
    receiver: string
    global_sequence: string
    recv_sequence: string
    auth_sequence: { account: string; sequence: string }[]
  }[]
  notified: string[]
  cpu_usage_us?: number
  net_usage_words?: number
  account_ram_deltas: { account: string; delta: number }[]
  global_sequence: number
  producer: string
  action_ordinal: number
  creator_action_ordinal: number
  signatures: string[]
  code_sequence: number
  abi_sequence: number
  act_digest: string
}

/**
 * Indexes every executed transaction for the Hyperion-shaped history API, in the same SQLite
 * transaction as the state change, so history never shows what the chain rolled back.
 */
export class HistoryStore implements TransactionSink {
  private readonly abiOf: (account: string) => ContractAbi | undefined
  private readonly stmts

  constructor(db: Db, abiOf: (account: string) => ContractAbi | undefined) {
    db.exec(SCHEMA)
    this.abiOf = abiOf
    this.stmts = {
      action: db.prepare(
        'INSERT INTO history_actions (global_sequence, trx_id, block_num, time_ms, producer, account, name, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      account: db.prepare(
        'INSERT OR IGNORE INTO history_action_accounts (account, global_sequence) VALUES (?, ?)',
      ),
      delta: db.prepare(
        'INSERT INTO history_deltas (block_num, time_ms, code, scope, tbl, primary_key, payer, present, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      removeRow: db.prepare(
        'DELETE FROM history_deltas WHERE code = ? AND tbl = ? AND scope = ? AND primary_key = ?',
      ),
    }
  }

  record(trx: ExecutedTransaction): void {
    const timestamp = formatBlockTime(trx.blockTimeMs)
    const groups = groupNotifications(trx.actionTraces)
    let first = true
    for (const [root, notifications] of groups) {
      const receipts = [root, ...notifications].flatMap((trace) =>
        trace.receipt
          ? [
              {
                receiver: trace.receipt.receiver,
                global_sequence: String(trace.receipt.global_sequence),
                recv_sequence: String(trace.receipt.recv_sequence),
                auth_sequence: trace.receipt.auth_sequence.map(([account, sequence]) => ({
                  account,
                  sequence: String(sequence),
                })),
              },
            ]
          : [],
      )
      const globalSequence = root.receipt?.global_sequence ?? 0
      const doc: HyperionAction = {
        '@timestamp': timestamp,
        timestamp,
        block_num: trx.blockNum,
        block_id: trx.blockId,
        trx_id: trx.id,
        act: {
          account: root.act.account,
          name: root.act.name,
          authorization: root.act.authorization,
          data: root.act.data,
        },
        receipts,
        notified: receipts.map((receipt) => receipt.receiver),
        ...(first ? { cpu_usage_us: trx.cpuUsageUs, net_usage_words: trx.netUsageWords } : {}),
        account_ram_deltas: [],
        global_sequence: globalSequence,
        producer: trx.producer,
        action_ordinal: root.action_ordinal,
        creator_action_ordinal: root.creator_action_ordinal,
        signatures: trx.signatures,
        code_sequence: root.receipt?.code_sequence ?? 0,
        abi_sequence: root.receipt?.abi_sequence ?? 0,
        act_digest: root.receipt?.act_digest ?? '',
      }
      first = false
      this.stmts.action.run(
        globalSequence,
        trx.id,
        trx.blockNum,
        trx.blockTimeMs,
        trx.producer,
        root.act.account,
        root.act.name,
        JSON.stringify(doc),
      )
      const accounts = new Set([...doc.notified, ...root.act.authorization.map((level) => level.actor)])
      for (const account of accounts) this.stmts.account.run(account, globalSequence)
    }
    for (const delta of trx.deltas) {
      const scope = nameFromValue(delta.scope)
      if (!delta.present) {
        // Hyperion (default settings) does not store a removal: it deletes the row's indexed deltas.
        this.stmts.removeRow.run(delta.code, delta.table, scope, delta.primaryKey.toString())
        continue
      }
      const data = this.decodeRow(delta.code, delta.table, delta.value)
      const doc = {
        timestamp,
        present: delta.present ? 1 : 0,
        code: delta.code,
        scope,
        table: delta.table,
        primary_key: delta.primaryKey.toString(),
        payer: delta.payer,
        block_num: trx.blockNum,
        block_id: trx.blockId,
        data,
      }
      this.stmts.delta.run(
        trx.blockNum,
        trx.blockTimeMs,
        delta.code,
        scope,
        delta.table,
        doc.primary_key,
        delta.payer,
        doc.present,
        JSON.stringify(doc),
      )
    }
  }

  private decodeRow(code: string, table: string, value: Buffer): PlainValue {
    const abi = this.abiOf(code)
    const type = abi?.tableType(table)
    if (!abi || !type) return value.toString('hex')
    try {
      return abi.decode(type, value)
    } catch {
      return value.toString('hex')
    }
  }
}

/** Hyperion keeps one document per action; notifications of it become extra receipts. */
function groupNotifications(traces: readonly ActionTrace[]): Map<ActionTrace, ActionTrace[]> {
  const groups = new Map<ActionTrace, ActionTrace[]>()
  const byOrdinal = new Map<number, ActionTrace>()
  for (const trace of traces) {
    const isNotification = trace.receiver !== trace.act.account
    const root = isNotification ? byOrdinal.get(trace.closest_unnotified_ancestor_action_ordinal) : undefined
    if (root) groups.get(root)?.push(trace)
    else {
      groups.set(trace, [])
      byOrdinal.set(trace.action_ordinal, trace)
    }
  }
  // Documents go in execution order: by the global sequence of their first receipt.
  return new Map(
    [...groups].sort(([a], [b]) => (a.receipt?.global_sequence ?? 0) - (b.receipt?.global_sequence ?? 0)),
  )
}
