import { CONTRACTS } from '../contracts/registry.ts'
import { HistoryStore } from '../history/history-store.ts'
import { bootstrapSystem, createAccount, deployContractAccount } from '../seed/system.ts'
import type { PlainObject } from './abi-codec.ts'
import { Chain, DEV_PUBLIC_KEY, type PushResult } from './chain.ts'
import { openDatabase } from './database.ts'
import type { ContractModule, Scope } from './runtime/contract.ts'
import { scopeValue } from './runtime/table.ts'
import type { PermissionLevel } from './state/accounts.ts'
import { parseNodeosU64, u64Key } from './keys.ts'

/** An action named as `'code::name'`, by a descriptor (`{contract, name}`) or as `{account, name}`. */
export type ActionRef = string | { contract: string; name: string } | { account: string; name: string }

export type TestChainOptions = {
  /** Extra contract modules; each gets its account (dev key + eosio.code) and is deployed. */
  contracts?: readonly ContractModule[]
  /** Accounts to create with the dev key (default alice, bob, carol, dave). */
  accounts?: readonly string[]
  /** TLOS each of those accounts receives from eosio (default `1000.0000 TLOS`; '' for none). */
  balance?: string
  /** Chain time at start (default 2026-01-01T00:00:00). */
  start?: string
}

/**
 * An in-process chain for contract tests: in-memory SQLite, the system contracts bootstrapped,
 * named accounts, and a clock that only moves when told to. Transactions skip signatures (the
 * declared authorizations are taken as given) but everything else is the real chain.
 */
export class TestChain {
  readonly chain: Chain
  readonly history: HistoryStore

  constructor(options: TestChainOptions = {}) {
    const db = openDatabase(':memory:')
    const startMs = Date.parse(`${options.start ?? '2026-01-01T00:00:00'}Z`)
    this.chain = new Chain({
      db,
      contracts: [...CONTRACTS, ...(options.contracts ?? [])],
      clock: { now: () => startMs },
      sink: { record: (trx) => this.history.record(trx) },
    })
    this.history = new HistoryStore(db, (account) => this.chain.abiOf(account))
    bootstrapSystem(this.chain)
    for (const module of options.contracts ?? []) deployContractAccount(this.chain, module.account)
    const balance = options.balance ?? '1000.0000 TLOS'
    for (const name of options.accounts ?? ['alice', 'bob', 'carol', 'dave']) {
      this.createAccount(name)
      if (balance) this.transfer('eosio', name, balance)
    }
    this.chain.produceBlock()
  }

  /** Creates an account with the dev key. */
  createAccount(name: string, key: string = DEV_PUBLIC_KEY): void {
    createAccount(this.chain, name, key)
  }

  /**
   * Runs one action as `actor` (at `active`, or the given permission levels) in its own block.
   * Rejects with the chain's error (message `assertion failure with message: …`, `missing authority of …`).
   */
  async transact(actor: string | PermissionLevel[], action: ActionRef, data: object): Promise<PushResult> {
    return this.transactAll([{ actor, action, data }])
  }

  /** Runs several actions in one transaction; any failure rolls all of them back. */
  async transactAll(
    actions: { actor: string | PermissionLevel[]; action: ActionRef; data: object }[],
  ): Promise<PushResult> {
    const result = this.chain.pushActions(
      actions.map(({ actor, action, data }) => {
        const { account, name } = resolveAction(action)
        const authorization = typeof actor === 'string' ? [{ actor, permission: 'active' }] : actor
        return { account, name, authorization, data }
      }),
    )
    this.chain.produceBlock()
    return result
  }

  /** Sends TLOS with eosio.token::transfer. */
  transfer(from: string, to: string, quantity: string, memo = ''): PushResult {
    const result = this.chain.pushActions([
      {
        account: 'eosio.token',
        name: 'transfer',
        authorization: [{ actor: from, permission: 'active' }],
        data: { from, to, quantity, memo },
      },
    ])
    return result
  }

  /** All rows of a table in one scope (default: the contract's own; strings read as get_table_rows reads them), decoded. */
  rows<Row = PlainObject>(
    code: string | { contract: string; name: string },
    table?: string,
    scope?: Scope,
  ): Row[] {
    const [contract, tableName] = typeof code === 'string' ? [code, table ?? ''] : [code.contract, code.name]
    const abi = this.chain.abiOf(contract)
    const type = abi?.tableType(tableName)
    if (!abi || !type) throw new Error(`${contract} has no table ${tableName}`)
    const scopeKey = u64Key(
      typeof scope === 'string' ? (parseNodeosU64(scope) ?? 0n) : scopeValue(scope ?? contract),
    )
    return this.chain.tables
      .primaryRange(contract, tableName, scopeKey, { limit: Number.MAX_SAFE_INTEGER })
      .map((row) => abi.decode(type, row.value) as Row)
  }

  /** The TLOS balance of an account as eosio.token shows it, or undefined without a row. */
  balance(account: string, symbol = 'TLOS'): string | undefined {
    return this.rows<{ balance: string }>('eosio.token', 'accounts', account).find((row) =>
      row.balance.endsWith(` ${symbol}`),
    )?.balance
  }

  /** Moves the clock forward; the next block carries the new time. */
  advanceTime(seconds: number): void {
    this.chain.advanceTime(seconds)
  }

  /** Current block time in seconds. */
  now(): number {
    return Math.floor(this.chain.pendingBlock().timeMs / 1000)
  }
}

/** Creates an in-process test chain (see TestChain). */
export function createTestChain(options: TestChainOptions = {}): TestChain {
  return new TestChain(options)
}

function resolveAction(action: ActionRef): { account: string; name: string } {
  if (typeof action === 'string') {
    const [account, name] = action.split('::')
    if (!account || !name) throw new Error(`action must be 'code::name', got ${action}`)
    return { account, name }
  }
  return 'contract' in action ? { account: action.contract, name: action.name } : action
}
