import type { ABI } from '@wharfkit/antelope'
import type { KeyType, KeyValue } from '../keys.ts'
import type { AccountStore, PermissionLevel } from '../state/accounts.ts'

/**
 * The TypeScript shapes of a contract: action data and table rows as contracts see them (plain
 * JSON: uint64/int64 as strings, bools as booleans, ≤32-bit integers as numbers, names, assets and
 * times as strings), and the data of other contracts' actions it reacts to (`'code::action'`).
 */
export type ContractTypes = {
  actions: Record<string, object>
  tables: Record<string, object>
  notifications?: Record<string, object>
}

/** A secondary index in declaration order: `index_position` 2 is the first one. */
export type IndexSpec<Row> = {
  /** The C++ index name (`byarb`); get_table_rows also accepts it as index_position. */
  readonly name: string
  readonly keyType: KeyType
  readonly key: (row: Row) => KeyValue
}

/** How a table keys its rows. A singleton keeps one row under the table's own name. */
export type TableSpec<Row> =
  | { readonly primaryKey: (row: Row) => KeyValue; readonly indexes?: readonly IndexSpec<Row>[] }
  | { readonly singleton: true }

/** Where a table lives inside a contract: a name (`alice`) or a number (`5n`, `5` or `'5'`, as uint64 scopes). */
export type Scope = string | bigint | number

/** Bounds and direction for walking a table by any index. */
export type RowsQuery = {
  /** Index name or position (1 = primary, as get_table_rows counts). Defaults to primary. */
  index?: string | number
  /** Inclusive lower bound in the index's key type. */
  lower?: KeyValue
  /** Inclusive upper bound. */
  upper?: KeyValue
  reverse?: boolean
  limit?: number
}

/** A table of another contract: read-only, as `multi_index` with a foreign code. */
export interface ReadonlyTable<Row> {
  find(primaryKey: KeyValue): Row | undefined
  /** Like multi_index::get: fails the transaction with `message` (default `unable to find key`). */
  get(primaryKey: KeyValue, message?: string): Row
  rows(query?: RowsQuery): Row[]
  /** First row whose key in `index` is ≥ key. */
  lowerBound(key: KeyValue, index?: string | number): Row | undefined
  /** First row whose key in `index` is > key. */
  upperBound(key: KeyValue, index?: string | number): Row | undefined
  /** Highest primary key + 1, or 0 for an empty table (ids can repeat after erasing the last). */
  availablePrimaryKey(): bigint
}

/** A table of the running contract. */
export interface Table<Row> extends ReadonlyTable<Row> {
  /** Inserts a row; fails if its primary key exists. */
  emplace(payer: string, row: Row): Row
  /** Changes a row; the primary key must not change. `payer` undefined keeps the current payer. */
  modify(primaryKey: KeyValue, payer: string | undefined, update: Partial<Row> | ((row: Row) => Row)): Row
  erase(primaryKey: KeyValue): void
}

export interface ReadonlySingleton<Row> {
  exists(): boolean
  /** Fails with `singleton does not exist` (or `message`) when unset. */
  get(message?: string): Row
  getOr(fallback: Row): Row
}

export interface Singleton<Row> extends ReadonlySingleton<Row> {
  set(value: Row, payer: string): void
  remove(): void
}

/** An action a contract sends inline; `data` is packed with the target contract's ABI. */
export type InlineAction = {
  account: string
  name: string
  authorization: PermissionLevel[]
  data: object
}

/** What the privileged system contract may touch directly. */
export type NativeApi = { readonly accounts: AccountStore }

/** What a handler can do: the Antelope intrinsics the portal's contracts use. */
export interface ActionContext<T extends ContractTypes, Data> {
  /** The account whose code runs (`get_self()`). */
  readonly self: string
  /** The contract the action was sent to (`get_first_receiver()`); differs from self in notifications. */
  readonly firstReceiver: string
  readonly action: string
  readonly data: Data
  readonly authorization: readonly PermissionLevel[]
  /** Block time in seconds since the epoch (`current_time_point().sec_since_epoch()`). */
  now(): number
  /** Block time in milliseconds. */
  nowMs(): number
  /** Fails with `missing authority of <account>` unless the action carries `account` (at `permission`). */
  requireAuth(account: string, permission?: string): void
  hasAuth(account: string): boolean
  isAccount(name: string): boolean
  /** Fails the transaction with `assertion failure with message: <message>` when `condition` is falsy. */
  check(condition: unknown, message: string): void
  table<K extends keyof T['tables'] & string>(name: K, scope?: Scope): Table<T['tables'][K]>
  singleton<K extends keyof T['tables'] & string>(name: K, scope?: Scope): Singleton<T['tables'][K]>
  foreignTable<Row>(code: string, table: string, scope?: Scope): ReadonlyTable<Row>
  foreignSingleton<Row>(code: string, table: string, scope?: Scope): ReadonlySingleton<Row>
  sendInline(action: InlineAction): void
  /** Native chain state, given only to privileged contracts (eosio) for newaccount, updateauth and friends. */
  readonly native: NativeApi | undefined
  /** Notifies `account` after this action (its notification handler for `<code>::<action>` runs). */
  requireRecipient(account: string): void
}

type ActionHandlers<T extends ContractTypes> = {
  [K in keyof T['actions'] & string]: (ctx: ActionContext<T, T['actions'][K]>) => void
}

type NotificationHandlers<T extends ContractTypes> = {
  [K in keyof NonNullable<T['notifications']> & string]: (
    ctx: ActionContext<T, NonNullable<T['notifications']>[K]>,
  ) => void
}

/** A contract as its author writes it; every ABI action needs a handler (checked at compile time). */
export type ContractSpec<T extends ContractTypes> = {
  readonly account: string
  readonly abi: ABI.Def
  readonly tables: { readonly [K in keyof T['tables'] & string]: TableSpec<T['tables'][K]> }
  readonly actions: ActionHandlers<T>
  /** Handlers for other contracts' actions this contract is notified of, keyed `'code::action'` (`'*::transfer'` matches any code). */
  readonly notifications?: NotificationHandlers<T>
  /** Privileged accounts (eosio) skip the eosio.code check on their inline actions. */
  readonly privileged?: boolean
}

type AnyHandler = (ctx: ActionContext<ContractTypes, never>) => void

/** A contract module with its types erased, as the chain runs it. */
export type ContractModule = {
  readonly account: string
  readonly abi: ABI.Def
  readonly tables: Readonly<Record<string, TableSpec<never>>>
  readonly actions: Readonly<Record<string, AnyHandler>>
  readonly notifications?: Readonly<Record<string, AnyHandler>>
  readonly privileged?: boolean
}

/** Declares a contract module: its real ABI, how its tables are keyed, and one handler per action. */
export function defineContract<T extends ContractTypes>(spec: ContractSpec<T>): ContractModule {
  const declared = new Set(spec.abi.actions.map((action) => String(action.name)))
  const handled = new Set(Object.keys(spec.actions))
  for (const name of declared)
    if (!handled.has(name)) throw new Error(`${spec.account}: no handler for action ${name}`)
  for (const name of handled)
    if (!declared.has(name)) throw new Error(`${spec.account}: ${name} is not in the ABI`)
  for (const table of spec.abi.tables) {
    if (!(String(table.name) in spec.tables))
      throw new Error(`${spec.account}: no key spec for table ${String(table.name)}`)
  }
  // Handlers are contravariant in their context type; the chain calls each with the right data.
  return spec as unknown as ContractModule
}
