import { createHash } from 'node:crypto'
import { ABIEncoder, Name } from '@wharfkit/antelope'
import type { ContractAbi, PlainValue } from '../abi-codec.ts'
import { chainErrors } from '../errors.ts'
import { formatBlockTime } from '../time.ts'
import type { ContractModule } from '../runtime/contract.ts'
import type { TableDelta, TableHost } from '../runtime/table.ts'
import type { AccountStore, PermissionLevel } from '../state/accounts.ts'
import type { TableStore } from '../state/tables.ts'
import { ApplyContext } from './apply-context.ts'
import type { ActionTrace, PackedAction } from './traces.ts'

/** nodeos's max_inline_action_depth. */
const MAX_INLINE_DEPTH = 4

/** What executing actions needs from the chain. */
export type ExecutionHost = {
  readonly accounts: AccountStore
  readonly tables: TableStore
  abiOf(account: string): ContractAbi | undefined
  moduleOf(account: string): ContractModule | undefined
  nextGlobalSequence(): number
  /** Throws unless `receiver` may send an inline action authorized by `level` (eosio.code). */
  checkInlineAuthorization(receiver: string, level: PermissionLevel): void
}

/**
 * Runs one transaction's actions the way nodeos's transaction_context does: top-level actions get
 * the first ordinals; each action runs, then its notifications in order, then its inline actions,
 * depth first. Ordinals are handed out when an action is scheduled, global sequences when it runs.
 */
export class TransactionContext implements TableHost {
  readonly traces: ActionTrace[] = []
  readonly deltas: TableDelta[] = []
  private readonly actions: PackedAction[] = []
  readonly host: ExecutionHost
  readonly trxId: string
  readonly blockNum: number
  readonly blockTimeMs: number
  private readonly blockTime: string
  /** Throws once the transaction's CPU deadline has passed (nodeos's checktime). */
  readonly checktime: () => void
  /** An action's rendered data and hex, shared by its notifications' traces (they carry the same act). */
  private readonly rendered = new Map<PackedAction, { data: PlainValue; hex: string }>()

  constructor(
    host: ExecutionHost,
    trxId: string,
    blockNum: number,
    blockTimeMs: number,
    checktime: () => void = () => undefined,
  ) {
    this.checktime = checktime
    this.host = host
    this.trxId = trxId
    this.blockNum = blockNum
    this.blockTimeMs = blockTimeMs
    this.blockTime = formatBlockTime(blockTimeMs)
  }

  /** Every table access of a contract goes through here, so a contract's loops meet the deadline. */
  get store(): TableStore {
    this.checktime()
    return this.host.tables
  }

  abiOf(code: string): ContractAbi | undefined {
    return this.host.abiOf(code)
  }

  specOf(code: string, table: string) {
    return this.host.moduleOf(code)?.tables[table]
  }

  recordDelta(delta: TableDelta): void {
    this.deltas.push(delta)
  }

  /** Runs the transaction's actions in order. */
  run(actions: readonly PackedAction[]): void {
    const ordinals = actions.map((action) => {
      this.checktime()
      return this.schedule(action, action.account, 0, 0)
    })
    for (const ordinal of ordinals) {
      this.checktime()
      this.execute(ordinal, 0)
    }
  }

  /** Adds a trace for an action to run later and returns its ordinal. */
  schedule(action: PackedAction, receiver: string, creator: number, closestUnnotified: number): number {
    const ordinal = this.traces.length + 1
    this.actions.push(action)
    let rendered = this.rendered.get(action)
    if (!rendered) {
      rendered = { data: this.decodeData(action), hex: Buffer.from(action.data).toString('hex') }
      this.rendered.set(action, rendered)
    }
    this.traces.push({
      action_ordinal: ordinal,
      creator_action_ordinal: creator,
      closest_unnotified_ancestor_action_ordinal: closestUnnotified,
      receipt: null,
      receiver,
      act: {
        account: action.account,
        name: action.name,
        authorization: action.authorization,
        data: rendered.data,
        hex_data: rendered.hex,
      },
      context_free: false,
      elapsed: 0,
      console: '',
      trx_id: this.trxId,
      block_num: this.blockNum,
      block_time: this.blockTime,
      producer_block_id: null,
      account_ram_deltas: [],
      except: null,
      error_code: null,
      return_value_hex_data: '',
    })
    return ordinal
  }

  /** Executes the action at `ordinal`, its notifications, then its inline actions. */
  execute(ordinal: number, depth: number): void {
    if (depth > MAX_INLINE_DEPTH)
      throw chainErrors.transaction('max inline action depth per transaction reached')
    const action = this.actions[ordinal - 1]
    if (!action) throw new Error(`no action with ordinal ${ordinal}`)
    const context = new ApplyContext(this, action, ordinal)
    context.runAll()
    for (const inline of context.inlineOrdinals) this.execute(inline, depth + 1)
  }

  /** The action's data as decoded for its trace (plain style), shared with the handlers it runs. */
  decodedData(ordinal: number): PlainValue | undefined {
    return this.traces[ordinal - 1]?.act.data
  }

  /** Runs `action` in `receiver`'s code (if any) and writes its receipt. */
  applyOne(context: ApplyContext, ordinal: number): void {
    const trace = this.traces[ordinal - 1]
    if (!trace) throw new Error(`no trace with ordinal ${ordinal}`)
    this.checktime()
    const started = performance.now()
    context.invoke(trace.receiver)
    const action = context.action
    const digest = actionDigest(action)
    const globalSequence = this.host.nextGlobalSequence()
    const received = this.host.accounts.receive(trace.receiver)
    trace.receipt = {
      receiver: trace.receiver,
      act_digest: digest,
      global_sequence: globalSequence,
      recv_sequence: received?.recv_sequence ?? 0,
      auth_sequence: action.authorization.map((level) => [
        level.actor,
        this.host.accounts.nextAuthSequence(level.actor),
      ]),
      code_sequence: received?.code_sequence ?? 0,
      abi_sequence: received?.abi_sequence ?? 0,
    }
    trace.elapsed = Math.max(1, Math.round((performance.now() - started) * 1000))
  }

  private decodeData(action: PackedAction): PlainValue {
    const abi = this.host.abiOf(action.account)
    const type = abi?.actionType(action.name)
    if (!abi || !type) return Buffer.from(action.data).toString('hex')
    try {
      return abi.decode(type, action.data)
    } catch {
      return Buffer.from(action.data).toString('hex')
    }
  }
}

/** Notifications repeat their action's digest; computing it once per action keeps receipts cheap. */
const digests = new WeakMap<PackedAction, string>()

function actionDigest(action: PackedAction): string {
  const known = digests.get(action)
  if (known) return known
  // The packed eosio::chain::action, written with the library's encoder primitives.
  const encoder = new ABIEncoder()
  Name.from(action.account).toABI(encoder)
  Name.from(action.name).toABI(encoder)
  encoder.writeVaruint32(action.authorization.length)
  for (const level of action.authorization) {
    Name.from(level.actor).toABI(encoder)
    Name.from(level.permission).toABI(encoder)
  }
  encoder.writeVaruint32(action.data.length)
  encoder.writeArray(action.data)
  const digest = createHash('sha256').update(encoder.getData()).digest('hex')
  digests.set(action, digest)
  return digest
}
