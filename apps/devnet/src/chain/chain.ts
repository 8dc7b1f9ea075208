import { createHash, randomBytes } from 'node:crypto'
import { Checksum256, Serializer, Transaction } from '@wharfkit/antelope'
import type { PermissionLevel as WharfPermissionLevel } from '@wharfkit/antelope'
import type { Signature } from '@wharfkit/antelope'
import { ContractAbi } from './abi-codec.ts'
import { authorityKeys, AuthorityChecker, checkTransactionAuthorization } from './authorization.ts'
import { MetaStore, type Db } from './database.ts'
import { ChainError, chainErrors } from './errors.ts'
import { TransactionContext, type ExecutionHost } from './execution/transaction-context.ts'
import type { ActionTrace, ExecutedTransaction, PackedAction, TransactionSink } from './execution/traces.ts'
import type { ContractModule } from './runtime/contract.ts'
import type { SignatureVerifier } from './signature-verifier.ts'
import { recoverSigningKeys } from './signatures.ts'
import { AccountStore, type Authority, type PermissionLevel } from './state/accounts.ts'
import { BlockStore, makeBlockId, refBlockPrefix, type BlockRecord } from './state/blocks.ts'
import { TableStore } from './state/tables.ts'
import { BLOCK_INTERVAL_MS, formatBlockTime } from './time.ts'

/** The well-known Antelope development key every system and contract account uses on the devnet. */
export const DEV_PUBLIC_KEY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
export const DEV_PRIVATE_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'

/** The devnet's own fixed chain id (sha256 of "telos-portal-devnet"). */
export const DEVNET_CHAIN_ID = Checksum256.hash(new TextEncoder().encode('telos-portal-devnet')).hexString

/** Transactions may expire at most this far after the pending block (nodeos's max_transaction_lifetime). */
const MAX_LIFETIME_MS = 3600 * 1000

/** A source of the current time in milliseconds; the devnet's moves forward with /devnet/time. */
export type Clock = { now(): number }

/** An authority with one key at weight 1. */
export function keyAuthority(key: string): Authority {
  return { threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] }
}

export type ChainOptions = {
  db: Db
  /** Contract modules by account; a module runs once its account exists and the contract is deployed. */
  contracts?: readonly ContractModule[]
  clock?: Clock
  /** Where executed transactions are indexed (history), inside the same SQLite transaction. */
  sink?: TransactionSink
  producer?: string
}

/** A transaction as signed by a client: the decoded transaction, its packed bytes and signatures. */
export type SignedInput = {
  transaction: Transaction
  packedTrx: Uint8Array
  signatures: readonly Signature[]
}

export type PushResult = ExecutedTransaction & { trace: TransactionTraceJson }

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

class DryRun extends Error {
  readonly result: PushResult
  constructor(result: PushResult) {
    super('dry run')
    this.result = result
  }
}

/**
 * The node: accounts, contract tables, blocks and transaction execution over one SQLite database.
 * Free of HTTP so tests and tools can run it in-process.
 */
export class Chain implements ExecutionHost {
  readonly db: Db
  readonly meta: MetaStore
  readonly accounts: AccountStore
  readonly tables: TableStore
  readonly blocks: BlockStore
  readonly chainId: string
  private currentProducer: string
  private readonly clock: Clock
  private readonly modules = new Map<string, ContractModule>()
  private readonly abis = new Map<string, ContractAbi>()
  private readonly sink: TransactionSink | undefined
  private globalSequence: number
  private pending: { num: number; id: string; timeMs: number; previous: BlockRecord } | undefined
  private clockOffsetMs: number
  private verifier: SignatureVerifier | undefined
  private commitWaiters: { resolve: () => void; reject: (error: Error) => void }[] = []
  private commitScheduled = false
  private readonly statements

  constructor(options: ChainOptions) {
    this.db = options.db
    this.meta = new MetaStore(this.db)
    this.accounts = new AccountStore(this.db)
    this.tables = new TableStore(this.db)
    this.blocks = new BlockStore(this.db)
    this.sink = options.sink
    this.statements = {
      known: this.db.prepare<[string], { one: number }>('SELECT 1 AS one FROM transactions WHERE id = ?'),
      record: this.db.prepare(
        'INSERT INTO transactions (id, block_num, expiration_ms, trace) VALUES (?, ?, ?, ?)',
      ),
    }
    this.currentProducer = options.producer ?? 'eosio'
    this.clockOffsetMs = Number(this.meta.get('clock_offset_ms') ?? 0)
    this.clock = options.clock ?? { now: () => Date.now() }
    for (const module of options.contracts ?? []) this.modules.set(module.account, module)

    const storedId = this.meta.get('chain_id')
    this.chainId = storedId ?? DEVNET_CHAIN_ID
    this.globalSequence = Number(this.meta.get('global_sequence') ?? 0)
    if (!storedId) this.genesis()
    this.loadAbis()
  }

  // ---- time and blocks -------------------------------------------------------------------------

  /** The account producing the blocks being made (`head_block_producer`, history's `producer`). */
  get producer(): string {
    return this.currentProducer
  }

  /**
   * Hands block production to `producer` from the next block on, as a schedule rotation would
   * (benchmarks such as eosmechanics::cpu are recorded under the block's producer). An open
   * block is sealed first so no block changes hands half-way.
   */
  setProducer(producer: string): void {
    if (producer === this.currentProducer) return
    if (this.pending) this.produceBlock()
    this.currentProducer = producer
  }

  /** Current devnet time in milliseconds. */
  now(): number {
    return this.clock.now() + this.clockOffsetMs
  }

  /** Moves the devnet clock forward; the next block carries the new time. */
  advanceTime(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds < 0)
      throw new RangeError('advance_seconds must be a non-negative number')
    const head = this.produceBlock()
    // From the later of the clock and the head block, so a chain that ran ahead of its clock still moves by `seconds`.
    const now = this.now()
    this.clockOffsetMs += Math.max(now, head.time_ms) + Math.round(seconds * 1000) - now
    this.meta.set('clock_offset_ms', this.clockOffsetMs)
    this.produceBlock()
  }

  head(): BlockRecord {
    const head = this.blocks.head()
    if (!head) throw new Error('chain has no blocks')
    return head
  }

  /** Last irreversible block: two blocks behind the head, as a single producer with 2/3 finality would show. */
  lastIrreversible(): BlockRecord {
    const head = this.head()
    return this.blocks.byNum(Math.max(1, head.num - 2)) ?? head
  }

  /** The block being filled: transactions run now land in it. */
  pendingBlock(): { num: number; id: string; timeMs: number } {
    if (!this.pending) {
      const previous = this.head()
      const slot = Math.floor(this.now() / BLOCK_INTERVAL_MS) * BLOCK_INTERVAL_MS
      const num = previous.num + 1
      const timeMs = Math.max(slot, previous.time_ms + BLOCK_INTERVAL_MS)
      // The id is fixed when the block opens so traces and history can name it before it is sealed.
      this.pending = { num, id: makeBlockId(num, previous.id, timeMs, this.producer), timeMs, previous }
    }
    return { num: this.pending.num, id: this.pending.id, timeMs: this.pending.timeMs }
  }

  /** Seals the pending block (empty or not) and starts the next. */
  produceBlock(): BlockRecord {
    const pending = this.pendingBlock()
    const previous = this.head()
    const block: BlockRecord = {
      num: pending.num,
      id: pending.id,
      previous: previous.id,
      time_ms: pending.timeMs,
      producer: this.producer,
    }
    this.blocks.insert(block)
    this.pending = undefined
    return block
  }

  // ---- contracts -------------------------------------------------------------------------------

  /** The module registered for an account, if its contract is deployed there. */
  moduleOf(account: string): ContractModule | undefined {
    return this.abis.has(account) ? this.modules.get(account) : undefined
  }

  abiOf(account: string): ContractAbi | undefined {
    return this.abis.get(account)
  }

  /** Installs the registered module's ABI on an existing account (as setcode + setabi would). */
  deployContract(account: string): void {
    const module = this.modules.get(account)
    if (!module) throw new Error(`no contract module is registered for ${account}`)
    if (!this.accounts.exists(account)) throw new Error(`cannot deploy to missing account ${account}`)
    const abi = new ContractAbi(module.abi)
    this.db.transaction(() => {
      this.accounts.setAbi(account, abi.packed, abi.hash, this.pendingBlock().timeMs)
      if (module.privileged) this.accounts.setPrivileged(account, true)
    })()
    this.abis.set(account, abi)
    this.tables.invalidate()
  }

  /** Registered modules, for tools that deploy them all. */
  registeredContracts(): string[] {
    return [...this.modules.keys()]
  }

  // ---- transactions ----------------------------------------------------------------------------

  nextGlobalSequence(): number {
    this.globalSequence += 1
    return this.globalSequence
  }

  checkInlineAuthorization(receiver: string, level: PermissionLevel): void {
    if (this.accounts.get(receiver)?.privileged) return
    const checker = new AuthorityChecker(this.accounts, [], [{ actor: receiver, permission: 'eosio.code' }])
    if (!checker.satisfied(level)) {
      throw chainErrors.unsatisfied(
        `transaction declares authority '${JSON.stringify(level)}', but does not have signatures for it under a provided delay of 0 ms, provided permissions [${JSON.stringify({ actor: receiver, permission: 'eosio.code' })}], provided keys [], and a delay max limit of 3888000000 ms`,
      )
    }
  }

  /**
   * Validates and runs a signed transaction: expiration, TAPOS, duplicates, signatures against the
   * declared authorities, then every action in one SQLite transaction. With `dryRun` everything is
   * rolled back and the trace returned (compute_transaction).
   */
  pushTransaction(
    input: SignedInput,
    options: {
      dryRun?: boolean
      skipSignatures?: boolean
      preverified?: readonly (string | undefined)[]
    } = {},
  ): PushResult {
    const { transaction, packedTrx } = input
    const id = sha256Hex(packedTrx)
    const pending = this.pendingBlock()
    this.checkExpiration(id, transaction.expiration.toMilliseconds(), pending.timeMs)
    this.checkTapos(Number(transaction.ref_block_num), Number(transaction.ref_block_prefix))
    if (transaction.context_free_actions.length > 0) {
      throw chainErrors.transaction('context-free actions are not supported by the devnet')
    }
    if (Number(transaction.delay_sec) > 0)
      throw chainErrors.transaction('delayed transactions are not supported by the devnet')
    if (transaction.actions.length === 0) throw chainErrors.noAction()
    const actions: PackedAction[] = transaction.actions.map((action) => ({
      account: String(action.account),
      name: String(action.name),
      authorization: action.authorization.map(plainLevel),
      data: action.data.array,
    }))
    const signingData = this.signingData(packedTrx)
    return this.execute(
      id,
      transaction.expiration.toMilliseconds(),
      actions,
      options.dryRun ?? false,
      () => {
        if (options.skipSignatures) {
          // compute_transaction estimates resources without checking signatures, as nodeos does.
          checkTransactionAuthorization(this.accounts, this.declared(actions), undefined)
          return []
        }
        const candidates = new Set<string>()
        for (const action of actions)
          for (const level of action.authorization) authorityKeys(this.accounts, level, candidates)
        const keys = recoverSigningKeys(signingData, input.signatures, candidates, options.preverified)
        checkTransactionAuthorization(this.accounts, this.declared(actions), keys)
        return input.signatures.map(String)
      },
      packedTrx,
    )
  }

  /**
   * pushTransaction with the signatures checked on the attached SignatureVerifier's thread first
   * (the node's HTTP path); without a verifier it is pushTransaction.
   */
  async submitTransaction(input: SignedInput): Promise<PushResult> {
    let preverified: (string | undefined)[] | undefined
    if (this.verifier && input.signatures.length > 0) {
      const candidates = new Set<string>()
      for (const action of input.transaction.actions) {
        for (const level of action.authorization) authorityKeys(this.accounts, plainLevel(level), candidates)
      }
      preverified = await this.verifier.verify(this.signingData(input.packedTrx), input.signatures, [
        ...candidates,
      ])
    }
    // Group commit: transactions arriving together share one SQLite commit, and each answer waits
    // for it, so an acknowledged transaction is always on disk.
    if (!this.db.inTransaction) this.db.exec('BEGIN')
    const committed = this.commitSoon()
    try {
      const result = this.pushTransaction(input, { preverified })
      await committed
      return result
    } catch (error) {
      committed.catch(() => undefined)
      throw error
    }
  }

  /** Commits the open group of transactions now (before closing the database). */
  flushCommits(): void {
    const waiters = this.commitWaiters
    this.commitWaiters = []
    this.commitScheduled = false
    try {
      if (this.db.open && this.db.inTransaction) this.db.exec('COMMIT')
      for (const waiter of waiters) waiter.resolve()
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }

  private commitSoon(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.commitWaiters.push({ resolve, reject })
      if (!this.commitScheduled) {
        this.commitScheduled = true
        setImmediate(() => this.flushCommits())
      }
    })
  }

  /** Checks signatures off the main thread for submitTransaction. */
  attachVerifier(verifier: SignatureVerifier | undefined): void {
    this.verifier = verifier
  }

  /** What a K1 signature signs: chain id, packed transaction, and the (empty) context-free data digest. */
  private signingData(packedTrx: Uint8Array): Buffer {
    return Buffer.concat([Buffer.from(this.chainId, 'hex'), packedTrx, Buffer.alloc(32)])
  }

  /**
   * Runs actions with their declared authorizations taken as given (no signatures): for the
   * in-process test chain and seeding. Contracts still check require_auth, accounts and permissions.
   */
  pushActions(
    actions: readonly { account: string; name: string; authorization: PermissionLevel[]; data: object }[],
  ): PushResult {
    if (actions.length === 0) throw chainErrors.noAction()
    const packed: PackedAction[] = actions.map((action) => {
      const abi = this.abis.get(action.account)
      const type = abi?.actionType(action.name)
      if (!abi || !type)
        throw chainErrors.actionValidate(`Unknown action ${action.name} in contract ${action.account}`)
      let data: Uint8Array
      try {
        data = abi.encode(type, action.data)
      } catch (error) {
        throw chainErrors.invalidActionArgs(
          `${action.account}::${action.name} data does not match its ABI: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      return {
        account: action.account,
        name: action.name,
        authorization: action.authorization.map(plainLevel),
        data,
      }
    })
    const pending = this.pendingBlock()
    const head = this.head()
    const transaction = Transaction.from({
      expiration: Math.floor(pending.timeMs / 1000) + 60,
      ref_block_num: head.num & 0xffff,
      ref_block_prefix: refBlockPrefix(head.id),
      actions: packed.map((action) => ({ ...action, data: action.data })),
      // A nonce keeps identical test actions in one block from colliding as duplicates.
      transaction_extensions: [{ type: 0xfffe, data: randomBytes(8) }],
    })
    const packedTrx = Serializer.encode({ object: transaction }).array
    const id = sha256Hex(packedTrx)
    return this.execute(
      id,
      transaction.expiration.toMilliseconds(),
      packed,
      false,
      () => {
        checkTransactionAuthorization(this.accounts, this.declared(packed), undefined)
        return []
      },
      packedTrx,
    )
  }

  private execute(
    id: string,
    expirationMs: number,
    actions: PackedAction[],
    dryRun: boolean,
    authorize: () => string[],
    packedTrx: Uint8Array,
  ): PushResult {
    const started = performance.now()
    const savedSequence = this.globalSequence
    const pending = this.pendingBlock()
    const run = this.db.transaction(() => {
      if (this.statements.known.get(id)) throw chainErrors.duplicate(id)
      const signatures = authorize()
      const context = new TransactionContext(this, id, pending.num, pending.timeMs)
      context.run(actions)
      const elapsedUs = Math.max(100, Math.round((performance.now() - started) * 1000))
      const netUsageWords = Math.ceil((packedTrx.length + 64 * signatures.length + 16) / 8)
      const executed: ExecutedTransaction = {
        id,
        blockNum: pending.num,
        blockId: pending.id,
        blockTimeMs: pending.timeMs,
        producer: this.producer,
        signatures,
        cpuUsageUs: elapsedUs,
        netUsageWords,
        elapsedUs,
        actionTraces: context.traces,
        deltas: context.deltas,
      }
      const result: PushResult = { ...executed, trace: traceJson(executed) }
      if (dryRun) throw new DryRun(result)
      this.statements.record.run(
        id,
        pending.num,
        expirationMs,
        JSON.stringify({
          signatures,
          packed_trx: Buffer.from(packedTrx).toString('hex'),
          cpu: elapsedUs,
          net: netUsageWords,
        }),
      )
      this.meta.set('global_sequence', this.globalSequence)
      this.sink?.record(executed)
      return result
    })
    try {
      return run()
    } catch (error) {
      this.globalSequence = savedSequence
      if (error instanceof DryRun) return error.result
      if (error instanceof ChainError) throw error
      throw chainErrors.transaction(error instanceof Error ? error.message : String(error))
    }
  }

  private declared(actions: readonly PackedAction[]) {
    return actions.map((action) => ({ ...action, data: this.decodeForAuth(action) }))
  }

  /** The data of native auth actions, which nodeos reads to find the permission they need. */
  private decodeForAuth(action: PackedAction): unknown {
    if (
      action.account !== 'eosio' ||
      !['updateauth', 'deleteauth', 'linkauth', 'unlinkauth'].includes(action.name)
    ) {
      return undefined
    }
    const abi = this.abis.get('eosio')
    const type = abi?.actionType(action.name)
    if (!abi || !type) return undefined
    try {
      return abi.decode(type, action.data)
    } catch {
      throw chainErrors.invalidActionArgs(`action data of eosio::${action.name} does not match its ABI`)
    }
  }

  private checkExpiration(id: string, expirationMs: number, pendingMs: number): void {
    if (expirationMs <= pendingMs) {
      throw chainErrors.expired(
        `expired transaction ${id}, expiration ${formatBlockTime(expirationMs)}, block time ${formatBlockTime(pendingMs)}`,
      )
    }
    if (expirationMs > pendingMs + MAX_LIFETIME_MS) {
      throw chainErrors.tooFar(
        `Transaction expiration is too far in the future relative to the reference time of ${formatBlockTime(pendingMs)}, expiration ${formatBlockTime(expirationMs)} and the maximum transaction lifetime is 3600 seconds`,
      )
    }
  }

  /** TAPOS: the transaction names a recent block by its number's low 16 bits and an id prefix. */
  private checkTapos(refBlockNum: number, prefix: number): void {
    const head = this.head()
    const num = head.num - (((head.num & 0xffff) - refBlockNum + 0x10000) & 0xffff)
    const block = num >= 1 ? this.blocks.byNum(num) : undefined
    if (!block || refBlockPrefix(block.id) !== prefix) {
      throw chainErrors.invalidRefBlock(
        "Transaction's reference block did not match. Is this transaction from a different fork?",
      )
    }
  }

  private genesis(): void {
    const timeMs = Math.floor(this.now() / BLOCK_INTERVAL_MS) * BLOCK_INTERVAL_MS
    this.db.transaction(() => {
      this.meta.set('chain_id', this.chainId)
      this.meta.set('global_sequence', 0)
      this.accounts.create('eosio', timeMs, keyAuthority(DEV_PUBLIC_KEY), keyAuthority(DEV_PUBLIC_KEY), true)
      const id = makeBlockId(1, '0'.repeat(64), timeMs, this.producer)
      this.blocks.insert({ num: 1, id, previous: '0'.repeat(64), time_ms: timeMs, producer: this.producer })
    })()
  }

  /** Loads deployed ABIs; a module whose ABI changed since the data was written is redeployed. */
  private loadAbis(): void {
    for (const { name, abi } of this.accounts.accountsWithAbi()) {
      const module = this.modules.get(name)
      const current = module ? new ContractAbi(module.abi) : undefined
      if (current && current.hash !== this.accounts.get(name)?.abi_hash) this.deployContract(name)
      else this.abis.set(name, current ?? ContractAbi.fromPacked(abi))
    }
  }
}

/** Transaction ids are the sha256 of the packed transaction (node's hash is much faster than a JS one). */
const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

function plainLevel(level: WharfPermissionLevel | PermissionLevel): PermissionLevel {
  return { actor: String(level.actor), permission: String(level.permission) }
}

function traceJson(executed: ExecutedTransaction): TransactionTraceJson {
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
    action_traces: executed.actionTraces,
    account_ram_delta: null,
    except: null,
    error_code: null,
  }
}
