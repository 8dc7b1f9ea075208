import type { ABI } from '@wharfkit/antelope'
import type {
  ContractDescriptor,
  IndexDescriptor,
  PrimaryKeyType,
  RowOf,
  TableDescriptor,
} from '@portal/chain/contracts/define'
import type { Contracts } from '@portal/chain/contracts/registry'
import type { z } from 'zod'
import type { KeyType, KeyValue } from '../keys.ts'
import type { AccountStore, PermissionLevel } from '../state/accounts.ts'
import { tableSpecs, type IndexKeys, type KeyFunction } from './table-keys.ts'

/**
 * The TypeScript shapes of a contract: action data and table rows as contracts see them (plain
 * JSON: uint64/int64 as strings, bools as booleans, ≤32-bit integers as numbers, names, assets and
 * times as strings). `TypesOf` derives them from a descriptor's zod schemas.
 */
export type ContractTypes = {
  actions: Record<string, unknown>
  tables: Record<string, unknown>
}

/**
 * What the devnet reads of a shared descriptor (`ContractDescriptor` from `@portal/chain`): the
 * account, the ABI, each table's name, row schema, primary key (with its type), singleton-ness and
 * indexes, each action's schema.
 * Runtime tests declare small contracts of their own in this shape.
 */
export type DevnetDescriptor = {
  readonly account: string
  readonly abi: ABI.Def
  readonly tables: Readonly<
    Record<
      string,
      {
        readonly name: string
        readonly row: z.core.$ZodType
        readonly singleton?: boolean
        /** The primary key in get_table_rows' form; absent for singletons. */
        readonly primaryKey?: (row: never) => string
        /** How the real contract types the key: what `primaryKey`'s string is read as. */
        readonly primaryKeyType?: PrimaryKeyType
        readonly indexes: readonly IndexDescriptor[]
      }
    >
  >
  readonly actions: Readonly<Record<string, { readonly name: string; readonly data: z.core.$ZodType }>>
}

/** Row and action data shapes of a descriptor, as handlers see them (zod outputs). */
export type TypesOf<C extends DevnetDescriptor> = {
  actions: { [K in keyof C['actions']]: z.output<C['actions'][K]['data']> }
  tables: { [K in keyof C['tables']]: z.output<C['tables'][K]['row']> }
}

/** The shared descriptors, any of which a devnet contract may be notified by. */
type Registered = Contracts[keyof Contracts]

type ActionData<D, Action extends string> = D extends ContractDescriptor
  ? Action extends keyof D['actions']
    ? z.output<D['actions'][Action]['data']>
    : never
  : never

/**
 * The data of a notification `'code::action'`: that action's data as the registered contract on
 * account `code` declares it (`'*::transfer'`: any registered contract's `transfer`).
 */
export type NotificationData<Key extends string> = Key extends `${infer Code}::${infer Action}`
  ? ActionData<Code extends '*' ? Registered : Extract<Registered, { readonly account: Code }>, Action>
  : never

/** A secondary index in declaration order: `index_position` 2 is the first one. */
export type IndexSpec<Row> = {
  /** The C++ index name (`byarb`); get_table_rows also accepts it as index_position. */
  readonly name: string
  readonly keyType: KeyType
  readonly key: (row: Row) => KeyValue
}

/**
 * How a table keys its rows: its primary key as uint64, from a row or from a key a handler gives
 * (read as the table's key type). A singleton keeps one row under the table's own name.
 */
export type TableSpec<Row> =
  | {
      readonly primaryKey: (row: Row) => bigint
      readonly keyOf: (key: KeyValue) => bigint
      readonly indexes?: readonly IndexSpec<Row>[]
    }
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
  /** Another registered contract's table, named by its descriptor (scope: that contract's account unless given). */
  foreignTable<T extends TableDescriptor>(table: T, scope?: Scope): ReadonlyTable<RowOf<T>>
  /** Another registered contract's singleton, named by its descriptor. */
  foreignSingleton<T extends TableDescriptor>(table: T, scope?: Scope): ReadonlySingleton<RowOf<T>>
  sendInline(action: InlineAction): void
  /** Native chain state, given only to privileged contracts (eosio) for newaccount, updateauth and friends. */
  readonly native: NativeApi | undefined
  /** Notifies `account` after this action (its notification handler for `<code>::<action>` runs). */
  requireRecipient(account: string): void
}

type Handler<C extends DevnetDescriptor, Data> = (ctx: ActionContext<TypesOf<C>, Data>) => void

/**
 * What the devnet adds to a shared descriptor: a key function per secondary index (required exactly
 * when the descriptor declares indexes), a handler for every action (a missing one is a type error)
 * and, optionally, handlers for other contracts' actions it is notified of. Primary keys are the
 * descriptor's own.
 */
export type ContractSpec<C extends DevnetDescriptor, N extends string = never> = ([
  keyof IndexKeys<C>,
] extends [never]
  ? { readonly indexes?: undefined }
  : { readonly indexes: IndexKeys<C> }) & {
  readonly actions: { readonly [K in keyof C['actions'] & string]: Handler<C, TypesOf<C>['actions'][K]> }
  /** Handlers for other contracts' actions this contract is notified of, keyed `'code::action'` (`'*::transfer'` matches any code). */
  readonly notifications?: { readonly [K in N]: Handler<C, NotificationData<K>> }
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

/**
 * Declares a contract module from its shared descriptor (account, ABI, table names, primary keys,
 * singletons, index positions and key types) plus the devnet's index key functions and handlers. The descriptor, the
 * ABI and the handlers must agree: checked at compile time and again here, at load.
 */
export function defineContract<const C extends DevnetDescriptor, N extends string = never>(
  descriptor: C,
  spec: ContractSpec<C, N>,
): ContractModule {
  const { account, abi } = descriptor
  const fail = (message: string): never => {
    throw new Error(`${account}: ${message}`)
  }
  const declared = new Set(abi.actions.map((action) => String(action.name)))
  const handled = new Set(Object.keys(spec.actions))
  for (const name of declared) if (!handled.has(name)) fail(`no handler for action ${name}`)
  for (const name of handled) if (!declared.has(name)) fail(`${name} is not in the ABI`)
  for (const table of abi.tables)
    if (!(String(table.name) in descriptor.tables)) fail(`table ${String(table.name)} has no descriptor`)

  const indexKeys = (spec.indexes ?? {}) as Readonly<
    Record<string, Readonly<Record<string, KeyFunction<never>>>>
  >
  const tables = tableSpecs(descriptor.tables, indexKeys, fail)
  // Handlers are contravariant in their context type; the chain calls each with the right data.
  return {
    account,
    abi,
    tables,
    actions: spec.actions as unknown as ContractModule['actions'],
    notifications: spec.notifications as unknown as ContractModule['notifications'],
    privileged: spec.privileged,
  }
}
