import { randomBytes } from 'node:crypto'
import { Checksum256, Serializer, Signature, Transaction } from '@wharfkit/antelope'
import { ContractAbi } from './abi-codec.ts'
import {
  authorityKeys,
  AuthorityChecker,
  checkTransactionAuthorization,
  declaredActions,
} from './authorization.ts'
import { MetaStore, type Db } from './database.ts'
import { ChainError, chainErrors } from './errors.ts'
import { CpuDeadline } from './execution/cpu-deadline.ts'
import { TransactionContext, type ExecutionHost } from './execution/transaction-context.ts'
import {
  traceJson,
  type ExecutedTransaction,
  type PackedAction,
  type TransactionSink,
  type TransactionTraceJson,
} from './execution/traces.ts'
import {
  billedAccounts,
  checkAuthorized,
  checkExpiration,
  checkNetUsage,
  checkTapos,
  netUsageWords,
  packActions,
  sha256Hex,
} from './admission.ts'
import { GroupCommit } from './group-commit.ts'
import { TurnBudget } from './turn-budget.ts'
import type { ContractModule } from './runtime/contract.ts'
import type { DecodedBody, ReadRequest, SignatureVerifier } from './signature-verifier.ts'
import { recoverSigningKeys } from './signatures.ts'
import { AccountStore, type Authority, type PermissionLevel } from './state/accounts.ts'
import { BlockClock, type Clock, type PendingBlock } from './block-clock.ts'
import { BlockStore, makeBlockId, refBlockPrefix, type BlockRecord } from './state/blocks.ts'
import { ResourceUsage } from './state/resource-usage.ts'
import { TableStore } from './state/tables.ts'
import {
  decodePackedTransactionWith,
  inflateHere,
  notHex,
  partBytes,
  transactionFields,
  type PackedTransactionBody,
  type TransactionFields,
} from './transaction-input.ts'
import { BLOCK_INTERVAL_MS } from './time.ts'

/** The well-known Antelope development key every system and contract account uses on the devnet. */
export const DEV_PUBLIC_KEY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
export const DEV_PRIVATE_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'

/** The devnet's own fixed chain id (sha256 of "telos-portal-devnet"). */
export const DEVNET_CHAIN_ID = Checksum256.hash(new TextEncoder().encode('telos-portal-devnet')).hexString

export type { Clock } from './block-clock.ts'

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
  /**
   * For a new chain only: start its clock this many milliseconds from `clock` (negative = in the
   * past), so a scenario can write history dated before today and then catch up with advanceTime.
   */
  startOffsetMs?: number
}

/** A transaction as signed by a client: the decoded transaction, its packed bytes and signatures. */
export type SignedInput = {
  transaction: Transaction
  packedTrx: Uint8Array
  signatures: readonly Signature[]
  /** The digest of its context-free data that the signatures cover; none (zeros) when absent. */
  contextFreeDigest?: Uint8Array
}

export type PushResult = ExecutedTransaction & { trace: TransactionTraceJson }
export type { TransactionTraceJson }

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
  /** CPU billed to accounts and what their stake lets them use. */
  readonly resources: ResourceUsage
  readonly chainId: string
  private readonly clockwork: BlockClock
  private readonly modules = new Map<string, ContractModule>()
  private readonly abis = new Map<string, ContractAbi>()
  private readonly sink: TransactionSink | undefined
  private globalSequence: number
  private verifier: SignatureVerifier | undefined
  private readonly commits: GroupCommit
  /** Heavy transactions from requests take turns with the event loop's I/O. */
  private readonly turns = new TurnBudget()
  /** The open block a transaction of the current group landed in, recorded at the group's commit. */
  private unrecordedBlock: number | undefined
  private readonly statements

  constructor(options: ChainOptions) {
    this.db = options.db
    this.meta = new MetaStore(this.db)
    this.accounts = new AccountStore(this.db)
    this.tables = new TableStore(this.db)
    this.blocks = new BlockStore(this.db)
    this.resources = new ResourceUsage(this.db, this.tables, (account) => this.abis.get(account))
    this.sink = options.sink
    this.commits = new GroupCommit(this.db, () => this.recordProgress())
    this.statements = {
      known: this.db.prepare<[string], { one: number }>('SELECT 1 AS one FROM transactions WHERE id = ?'),
      record: this.db.prepare(
        'INSERT INTO transactions (id, block_num, expiration_ms, trace) VALUES (?, ?, ?, ?)',
      ),
    }
    if (options.startOffsetMs && this.meta.get('chain_id') === undefined) {
      this.meta.set('clock_offset_ms', options.startOffsetMs)
    }
    this.clockwork = new BlockClock(
      this.blocks,
      this.meta,
      options.clock ?? { now: () => Date.now() },
      options.producer ?? 'eosio',
    )
    for (const module of options.contracts ?? []) this.modules.set(module.account, module)

    const storedId = this.meta.get('chain_id')
    this.chainId = storedId ?? DEVNET_CHAIN_ID
    this.globalSequence = Number(this.meta.get('global_sequence') ?? 0)
    if (!storedId) this.genesis()
    this.loadAbis()
  }

  // ---- time and blocks (see block-clock.ts) ---------------------------------------------------

  /** The account producing the blocks being made (`head_block_producer`, history's `producer`). */
  get producer(): string {
    return this.clockwork.producer
  }

  /** Hands block production to `producer` from the next block on (the open block is sealed first). */
  setProducer(producer: string): void {
    this.clockwork.setProducer(producer)
  }

  /**
   * The active producer schedule (get_producer_schedule's `active`): its version and producers in
   * order. Genesis is version 0 with the initial producer alone, as a fresh nodeos shows it.
   */
  producerSchedule(): { version: number; producers: string[] } {
    const stored = this.meta.get('producer_schedule')
    if (stored) return JSON.parse(stored) as { version: number; producers: string[] }
    return { version: 0, producers: [this.producer] }
  }

  /** Makes `producers` the active schedule; the version moves on only when the list changes. */
  setProducerSchedule(producers: string[]): void {
    const current = this.producerSchedule()
    if (current.producers.join() === producers.join()) return
    this.meta.set('producer_schedule', JSON.stringify({ version: current.version + 1, producers }))
  }

  /** Current devnet time in milliseconds. */
  now(): number {
    return this.clockwork.now()
  }

  /** Moves the devnet clock forward; the next block carries the new time. */
  advanceTime(seconds: number): void {
    this.clockwork.advance(seconds)
  }

  head(): BlockRecord {
    return this.clockwork.head()
  }

  /** Last irreversible block: two blocks behind the head. */
  lastIrreversible(): BlockRecord {
    return this.clockwork.lastIrreversible()
  }

  /** The block being filled: transactions run now land in it. */
  pendingBlock(): PendingBlock {
    return this.clockwork.pendingBlock()
  }

  /** Seals the pending block (empty or not) and starts the next. */
  produceBlock(): BlockRecord {
    return this.clockwork.produceBlock()
  }

  // ---- contracts -------------------------------------------------------------------------------

  /** The module registered for an account, if its contract is deployed there. */
  moduleOf(account: string): ContractModule | undefined {
    return this.abis.has(account) ? this.modules.get(account) : undefined
  }

  /** Action data as nodeos's send_transaction trace shows it (abi_serializer rendering). */
  private readonly nodeosActionData = (account: string, name: string, hex: string) => {
    const abi = this.abis.get(account)
    const type = abi?.actionType(name)
    if (!abi || !type) return undefined
    try {
      return abi.decode(type, Buffer.from(hex, 'hex'), 'nodeos')
    } catch {
      return undefined
    }
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
      /** The node's own transaction (a backend service's): billed, never stopped by the deadline. */
      trusted?: boolean
    } = {},
  ): PushResult {
    return this.pushFields(transactionFields(input), input.signatures, options)
  }

  private pushFields(
    fields: TransactionFields,
    signatures: readonly (Signature | string)[],
    options: {
      dryRun?: boolean
      skipSignatures?: boolean
      preverified?: readonly (string | undefined)[]
      trusted?: boolean
    },
  ): PushResult {
    const { id, packedTrx, contextFreeDigest, actions } = fields
    // The deadline starts before anything that grows with the transaction runs here.
    const deadline = new CpuDeadline(options.trusted ? 'trusted' : 'transaction')
    const pending = this.pendingBlock()
    const expirationMs = fields.expirationSec * 1000
    checkExpiration(id, expirationMs, pending.timeMs)
    checkTapos(this.blocks, this.head(), fields.refBlockNum, fields.refBlockPrefix)
    if (fields.contextFreeActions > 0) {
      throw chainErrors.transaction('context-free actions are not supported by the devnet')
    }
    if (fields.delaySec > 0)
      throw chainErrors.transaction('delayed transactions are not supported by the devnet')
    if (actions.length === 0) throw chainErrors.noAction()
    checkAuthorized(actions)
    checkNetUsage(netUsageWords(packedTrx, signatures.length))
    return this.execute(
      id,
      expirationMs,
      actions,
      options.dryRun ?? false,
      deadline,
      () => {
        if (options.skipSignatures) {
          // compute_transaction estimates resources without checking signatures, as nodeos does.
          checkTransactionAuthorization(
            this.accounts,
            declaredActions((account) => this.abis.get(account), actions, deadline.check),
            undefined,
            deadline.check,
          )
          return []
        }
        const candidates = new Set<string>()
        // Keys recovered off this thread need no candidates: those are only for checking with OpenSSL.
        if (!options.preverified)
          for (const action of actions) {
            deadline.check()
            for (const level of action.authorization) authorityKeys(this.accounts, level, candidates)
          }
        const recover = () =>
          recoverSigningKeys(
            this.signingData(packedTrx, contextFreeDigest),
            signatures,
            candidates,
            options.preverified,
          )
        const keys = options.preverified ? recover() : deadline.excluding(recover)
        checkTransactionAuthorization(
          this.accounts,
          declaredActions((account) => this.abis.get(account), actions, deadline.check),
          keys,
          deadline.check,
        )
        return signatures.map(String)
      },
      packedTrx,
    )
  }

  /**
   * The node's one way in for a client's transaction (send_transaction, push_transaction,
   * send_transaction2): one the verifier's thread decoded with its keys, or one decoded here (its
   * keys then recovered on the verifier's thread first, or checked here without one). It runs, in
   * its turn with the event loop's I/O, and is answered once committed.
   */
  async submit(request: DecodedBody | SignedInput): Promise<PushResult> {
    if ('refused' in request) throw chainErrors.decompression(request.refused)
    if (!('transaction' in request)) {
      const preverified = request.keys?.map((key) => key ?? undefined)
      return this.turns.run(() =>
        this.whenCommitted(() => this.pushFields(request, request.signatures, { preverified })),
      )
    }
    let preverified: (string | undefined)[] | undefined
    if (this.verifier && request.signatures.length > 0) {
      const keys = await this.verifier.recover(
        this.signingData(request.packedTrx, request.contextFreeDigest),
        request.signatures.map(String),
      )
      preverified = keys?.map((key) => key ?? undefined)
    }
    return this.turns.run(() => this.whenCommitted(() => this.pushTransaction(request, { preverified })))
  }

  /**
   * compute_transaction (and send_read_only_transaction) of a transaction decoded on either thread:
   * run without its signatures checked, as nodeos does, and undone.
   */
  compute(request: DecodedBody | SignedInput): Promise<PushResult> {
    if ('refused' in request) return Promise.reject(chainErrors.decompression(request.refused))
    const options = { dryRun: true, skipSignatures: true }
    return this.turns.run(() =>
      'transaction' in request
        ? this.pushTransaction(request, options)
        : this.pushFields(request, request.signatures, options),
    )
  }

  /**
   * A packed transaction's request body as received, read on the verifier's thread (see
   * SignatureVerifier.readRequest); without a verifier it comes back unread, for the caller to parse.
   */
  readRequest(bytes: Uint8Array, options: { nested: boolean; strict: boolean }): Promise<ReadRequest> {
    return this.verifier ? this.verifier.readRequest(bytes, options) : Promise.resolve({ unread: bytes })
  }

  /** A transaction the verifier's thread decoded, as decodePacked makes it (read again here). */
  signedInputOf(decoded: DecodedBody): SignedInput {
    if ('refused' in decoded) throw chainErrors.decompression(decoded.refused)
    return {
      transaction: Serializer.decode({ data: decoded.packedTrx, type: Transaction }),
      packedTrx: decoded.packedTrx,
      signatures: decoded.signatures.map((signature) => Signature.from(signature)),
      contextFreeDigest: decoded.contextFreeDigest,
    }
  }

  /**
   * Group commit: transactions arriving together share one SQLite commit, and each answer waits
   * for it, so an acknowledged transaction is always on disk.
   */
  private async whenCommitted(push: () => PushResult): Promise<PushResult> {
    const committed = this.commits.join()
    try {
      const result = push()
      await committed
      return result
    } catch (error) {
      committed.catch(() => undefined)
      throw error
    }
  }

  /** Commits the open group of transactions now (before closing the database). */
  flushCommits(): void {
    this.commits.flush()
  }

  /** Checks signatures off the main thread for submit. */
  attachVerifier(verifier: SignatureVerifier | undefined): void {
    this.verifier = verifier
  }

  /**
   * A packed transaction decoded, any compressed part inflated on the verifier's thread (on this
   * one, within the same limit, when none is attached); rejects with nodeos's error for a malformed
   * one or one that inflates past nodeos's limit.
   */
  decodePacked(body: PackedTransactionBody): Promise<SignedInput> {
    const verifier = this.verifier
    return decodePackedTransactionWith(body, async (hex, part) => {
      const inflated = await verifier?.inflate(hex)
      if (!inflated) return inflateHere(partBytes(hex, part))
      if ('notHex' in inflated) throw notHex(part, hex)
      if ('refused' in inflated) throw chainErrors.decompression(inflated.refused)
      return inflated.bytes
    })
  }

  /** What a K1 signature signs: chain id, packed transaction, and the context-free data digest. */
  private signingData(packedTrx: Uint8Array, contextFreeDigest: Uint8Array = new Uint8Array(32)): Buffer {
    return Buffer.concat([Buffer.from(this.chainId, 'hex'), packedTrx, contextFreeDigest])
  }

  /**
   * Runs actions with their declared authorizations taken as given (no signatures): for the
   * in-process test chain and seeding. Contracts still check require_auth, accounts and permissions.
   * The node's own transactions are billed but never stopped by the CPU deadline (CpuDeadline's
   * `trusted`): no request chooses what they do.
   */
  pushActions(
    actions: readonly { account: string; name: string; authorization: PermissionLevel[]; data: object }[],
  ): PushResult {
    if (actions.length === 0) throw chainErrors.noAction()
    checkAuthorized(actions)
    const deadline = new CpuDeadline('trusted')
    const packed = packActions((account) => this.abis.get(account), actions)
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
      deadline,
      () => {
        checkTransactionAuthorization(
          this.accounts,
          declaredActions((account) => this.abis.get(account), packed, deadline.check),
          undefined,
          deadline.check,
        )
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
    deadline: CpuDeadline,
    authorize: () => string[],
    packedTrx: Uint8Array,
  ): PushResult {
    const savedSequence = this.globalSequence
    const pending = this.pendingBlock()
    const run = this.db.transaction(() => {
      if (this.statements.known.get(id)) throw chainErrors.duplicate(id)
      // nodeos bills every authorizer the transaction's CPU, so it runs within what each has left.
      const payers = billedAccounts(actions)
      for (const payer of payers) deadline.limitToAccount(this.resources.cpuAvailable(payer, pending.timeMs))
      const signatures = authorize()
      const context = new TransactionContext(this, id, pending.num, pending.timeMs, deadline.check)
      context.run(actions)
      const elapsedUs = deadline.bill()
      for (const payer of payers) this.resources.billCpu(payer, elapsedUs, pending.timeMs)
      const netWords = netUsageWords(packedTrx, signatures.length)
      const executed: ExecutedTransaction = {
        id,
        blockNum: pending.num,
        blockId: pending.id,
        blockTimeMs: pending.timeMs,
        producer: this.producer,
        signatures,
        cpuUsageUs: elapsedUs,
        netUsageWords: netWords,
        elapsedUs,
        actionTraces: context.traces,
        deltas: context.deltas,
      }
      const result: PushResult = { ...executed, trace: traceJson(executed, this.nodeosActionData) }
      if (dryRun) throw new DryRun(result)
      this.statements.record.run(
        id,
        pending.num,
        expirationMs,
        JSON.stringify({
          signatures,
          packed_trx: Buffer.from(packedTrx).toString('hex'),
          cpu: elapsedUs,
          net: netWords,
        }),
      )
      // Inside a group commit the counters and the open block are written once, just before its
      // COMMIT (same SQLite transaction, so a kill still finds them with the transactions); alone,
      // this transaction commits by itself and writes them now.
      this.unrecordedBlock = pending.num
      if (!this.commits.open) this.recordProgress()
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

  /** Writes the global sequence and the open block the last transactions landed in. */
  private recordProgress(): void {
    if (this.unrecordedBlock === undefined) return
    this.meta.set('global_sequence', this.globalSequence)
    this.clockwork.recordOpenBlock(this.unrecordedBlock)
    this.unrecordedBlock = undefined
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
