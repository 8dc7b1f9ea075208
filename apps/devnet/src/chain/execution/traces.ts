import type { PlainValue } from '../abi-codec.ts'
import { formatBlockTime } from '../time.ts'
import type { TableDelta } from '../runtime/table.ts'
import type { PermissionLevel } from '../state/accounts.ts'

/** An action as the chain carries it: data packed with the contract's ABI. */
export type PackedAction = {
  account: string
  name: string
  authorization: PermissionLevel[]
  data: Uint8Array
}

export type ActionReceipt = {
  receiver: string
  act_digest: string
  global_sequence: number
  recv_sequence: number
  auth_sequence: [string, number][]
  code_sequence: number
  abi_sequence: number
}

/** One executed action (a top-level action, an inline action or a notification), as nodeos traces it. */
export type ActionTrace = {
  action_ordinal: number
  creator_action_ordinal: number
  closest_unnotified_ancestor_action_ordinal: number
  receipt: ActionReceipt | null
  receiver: string
  act: {
    account: string
    name: string
    authorization: PermissionLevel[]
    /** Decoded with the contract's ABI (plain style), or the hex when there is no ABI. */
    data: PlainValue
    hex_data: string
  }
  context_free: boolean
  elapsed: number
  console: string
  trx_id: string
  block_num: number
  block_time: string
  producer_block_id: string | null
  account_ram_deltas: { account: string; delta: number }[]
  except: null
  error_code: null
  return_value_hex_data: string
}

/** A committed (or dry-run) transaction with everything history indexes. */
export type ExecutedTransaction = {
  id: string
  blockNum: number
  blockId: string
  blockTimeMs: number
  producer: string
  signatures: string[]
  cpuUsageUs: number
  netUsageWords: number
  elapsedUs: number
  actionTraces: ActionTrace[]
  deltas: TableDelta[]
}

/** Receives each executed transaction inside its SQLite transaction (history indexing). */
export type TransactionSink = {
  record(transaction: ExecutedTransaction): void
}

/** The `processed` object nodeos answers send_transaction with. */
export type TransactionTraceJson = {
  id: string
  block_num: number
  block_time: string
  producer_block_id: string | null
  receipt: { status: 'executed'; cpu_usage_us: number; net_usage_words: number }
  elapsed: number
  net_usage: number
  scheduled: boolean
  action_traces: ActionTrace[]
  account_ram_delta: null
  except: null
  error_code: null
}

/**
 * Renders action data as nodeos's abi_serializer writes it (bool 0/1, large integers and doubles as
 * strings), from the action's hex; undefined keeps the trace's own rendering.
 */
export type NodeosDataRenderer = (account: string, name: string, hex: string) => PlainValue | undefined

export function traceJson(
  executed: ExecutedTransaction,
  renderData?: NodeosDataRenderer,
): TransactionTraceJson {
  return {
    id: executed.id,
    block_num: executed.blockNum,
    block_time: formatBlockTime(executed.blockTimeMs),
    producer_block_id: null,
    receipt: {
      status: 'executed',
      cpu_usage_us: executed.cpuUsageUs,
      net_usage_words: executed.netUsageWords,
    },
    elapsed: executed.elapsedUs,
    net_usage: executed.netUsageWords * 8,
    scheduled: false,
    action_traces: renderData ? renderedTraces(executed.actionTraces, renderData) : executed.actionTraces,
    account_ram_delta: null,
    except: null,
    error_code: null,
  }
}

/** Traces with nodeos's rendering of their data; notifications repeat their action's act, rendered once. */
function renderedTraces(traces: readonly ActionTrace[], renderData: NodeosDataRenderer): ActionTrace[] {
  const renderings = new Map<string, PlainValue | undefined>()
  return traces.map((trace) => {
    const { account, name, hex_data: hex } = trace.act
    const key = `${account}:${name}:${hex}`
    let data = renderings.get(key)
    if (data === undefined && !renderings.has(key)) {
      data = renderData(account, name, hex)
      renderings.set(key, data)
    }
    return data === undefined ? trace : { ...trace, act: { ...trace.act, data } }
  })
}
