import type { ABI } from '@wharfkit/antelope'
import type * as z from 'zod/mini'
import type { ContractAccounts } from '../networks.ts'
import { deriveAbi } from './derive-abi.ts'

// The one shape every contract takes in this project. The portal reads and writes through these
// descriptors (query keys, row parsing, typed action data, cache invalidation) and the devnet runs
// its contract modules from them (table names, scopes, index positions and key types), so the two
// cannot drift apart. Contract accounts are not fixed here: a descriptor names its contract by the
// network preset's key (`arbitration`, `decide`, …) and the preset says which account that is.

/** The network preset's name for a contract (`arbitration`, `decide`, `token`, …). */
export type ContractKey = keyof ContractAccounts

/** Key types of secondary indexes as get_table_rows' `key_type` names them. */
export type IndexKeyType = 'i64' | 'name' | 'i128' | 'float64' | 'sha256'

/** A secondary index: `position` is get_table_rows' `index_position` (2 is the first secondary index). */
export type IndexDescriptor<Name extends string = string> = {
  /** The C++ index name, e.g. `byarb`. */
  readonly name: Name
  readonly position: number
  readonly keyType: IndexKeyType
}

/**
 * The ABI type a table's primary key has in the real contract (what its `primary_key()` returns the
 * uint64 of): an account or other name, a symbol code (token balances keyed by `symbol.code().raw()`)
 * or a plain integer id. The key's string form alone is ambiguous: "12345" is both a name and a number.
 */
export type PrimaryKeyType = 'name' | 'symbol_code' | 'uint64'

/**
 * What a table's scope is: the contract's own account, or a value the reader supplies
 * (an account name, a case id as uint64, a ballot name, a treasury's symbol code, …).
 */
export type ScopeRule = 'contract' | 'account' | 'case_id' | 'ballot' | 'symbol' | 'pair' | 'proposal' | 'any'

/** A table from a contract ABI, with the schema every row must satisfy. */
export type TableDescriptor<
  Row extends z.ZodMiniType = z.ZodMiniType,
  Index extends IndexDescriptor = IndexDescriptor,
> = {
  readonly contract: ContractKey
  readonly name: string
  readonly row: Row
  readonly scope: ScopeRule
  /** One row stored under the table's own name (eosio::singleton); no primary key of its own. */
  readonly singleton?: boolean
  /** The primary key as get_table_rows bounds take it (uint64 as a decimal string, a name as itself). */
  primaryKey?(row: z.output<Row>): string
  /** What `primaryKey` returns, as the real contract types it; set exactly when `primaryKey` is. */
  readonly primaryKeyType?: PrimaryKeyType
  /** Secondary indexes in declaration order (positions 2, 3, …). */
  readonly indexes: readonly Index[]
}

/** An action from a contract ABI, with the schema its data must satisfy and the tables it may change. */
export type ActionDescriptor<Data extends z.ZodMiniType = z.ZodMiniType> = {
  readonly contract: ContractKey
  readonly name: string
  readonly data: Data
  /** Tables this action may change (its own contract's or another's); readers refetch them after success. */
  readonly writes: readonly TableDescriptor[]
}

/** A contract as the portal and the devnet see it: its account key, ABI (derived from the schemas), tables and actions. */
export type ContractDescriptor = {
  readonly key: ContractKey
  /** The account the contract is deployed on in the devnet and on Telos (presets may differ). */
  readonly account: string
  readonly abi: ABI.Def
  readonly tables: Readonly<Record<string, TableDescriptor>>
  readonly actions: Readonly<Record<string, ActionDescriptor>>
  /**
   * Actions the real contract runs for any signer: it checks no account's authority. The devnet's authorization
   * matrix sends every other action with wrong signers and expects a refusal.
   */
  readonly openActions?: readonly string[]
}

/** A keyed table gives its primary key with the key's type; a singleton gives neither. */
type PrimaryKeyInput<Row extends z.ZodMiniType> =
  | { primaryKey(row: z.output<Row>): string; readonly primaryKeyType: PrimaryKeyType }
  | { primaryKey?: never; readonly primaryKeyType?: never }

type TableInput<Row extends z.ZodMiniType, Index extends IndexDescriptor, Singleton extends boolean> = Pick<
  TableDescriptor<Row, Index>,
  'contract' | 'name' | 'row'
> &
  TableRules<Row, Index, Singleton>

/** How a table is read, besides its name and row schema (what `tableOf` takes). */
export type TableRules<
  Row extends z.ZodMiniType,
  Index extends IndexDescriptor,
  Singleton extends boolean,
> = Pick<TableDescriptor<Row, Index>, 'scope'> &
  PrimaryKeyInput<Row> & {
    readonly singleton?: Singleton
    readonly indexes?: readonly Index[]
  }

/**
 * Declares a table; `indexes` default to none and `singleton` to false. Index names and
 * singleton-ness keep their literal types, so the devnet can ask for one key function per index.
 */
export const defineTable = <
  Row extends z.ZodMiniType,
  const Index extends IndexDescriptor = never,
  const Singleton extends boolean = false,
>(
  table: TableInput<Row, Index, Singleton>,
): TableDescriptor<Row, Index> & { readonly singleton: Singleton } => ({
  ...table,
  singleton: (table.singleton ?? false) as Singleton,
  indexes: table.indexes ?? [],
})

/** Declares an action. */
export const defineAction = <Data extends z.ZodMiniType>(
  action: ActionDescriptor<Data>,
): ActionDescriptor<Data> => action

/** What a contract is declared with: everything but the ABI, which is derived from its schemas. */
export type ContractDeclaration = Omit<ContractDescriptor, 'abi'> & {
  /** The ABI's version string; `eosio::abi/1.1` unless the deployed contract's says otherwise. */
  readonly abiVersion?: string
}

/**
 * Declares a contract; the literal types of its tables and actions are kept for typed hooks. Its ABI
 * is derived from the row and action schemas on first use (the devnet deploys it; the portal,
 * which signs with the chain's own ABI, never builds it).
 */
export const defineContract = <const C extends ContractDeclaration>(
  contract: C,
): C & { readonly abi: ABI.Def } => {
  let abi: ABI.Def | undefined
  return Object.defineProperty({ ...contract }, 'abi', {
    enumerable: true,
    get: () => (abi ??= deriveAbi(contract)),
  }) as C & { readonly abi: ABI.Def }
}

/** `defineTable` bound to one contract: `tableOf('works')('proposals', proposalRow, { scope: 'contract', … })`. */
export const tableOf =
  <K extends ContractKey>(contract: K) =>
  <
    Row extends z.ZodMiniType,
    const Index extends IndexDescriptor = never,
    const Singleton extends boolean = false,
  >(
    name: string,
    row: Row,
    rules: TableRules<Row, Index, Singleton>,
  ) =>
    defineTable<Row, Index, Singleton>({ contract, name, row, ...rules })

/**
 * `defineAction` bound to one contract and its tables, so `writes` names its own tables and gives
 * other contracts' descriptors: `actionOf('safe', tables)('locksafe', data, ['safes'])`.
 *
 * `data` may be a function that returns the schema: the descriptor then builds it when its `data` is
 * first read. Only signing and the devnet read it, and a page that reads a contract imports all of its
 * descriptors: telos.decide's 49 action schemas were built in the set-up task of every governance page
 * (issue 41).
 */
export const actionOf =
  <K extends ContractKey, T extends { readonly [Name in keyof T]: TableDescriptor }>(
    contract: K,
    tables: T,
  ) =>
  <Data extends z.ZodMiniType>(
    name: string,
    data: Data | (() => Data),
    writes: readonly ((keyof T & string) | TableDescriptor)[] = [],
  ): ActionDescriptor<Data> => {
    const tablesWritten = writes.map((table) => (typeof table === 'string' ? tables[table] : table))
    if (typeof data !== 'function') return defineAction({ contract, name, data, writes: tablesWritten })
    const schema = builtOnFirstCall(data)
    return {
      contract,
      name,
      writes: tablesWritten,
      get data() {
        return schema()
      },
    }
  }

/**
 * `build`, called once on the first call and its result kept: for a contract's action schemas, which
 * `actionOf` builds on first use. The result lives in the returned function, not in a module variable,
 * so the build may copy the contract's module into several chunks (vite-plugins/module-identity.ts).
 */
export function builtOnFirstCall<T>(build: () => T): () => T {
  let built: T | undefined
  return () => (built ??= build())
}

/** The parsed row type of a table descriptor. */
export type RowOf<T extends TableDescriptor> = z.output<T['row']>
/** The data an action's schema accepts (before parsing: what a form hands over). */
export type ActionInputOf<A extends ActionDescriptor> = z.input<A['data']>
/** The data an action's schema yields (what is signed and what a devnet handler receives). */
export type ActionDataOf<A extends ActionDescriptor> = z.output<A['data']>

/** Row types by table name, as contract code and parsed get_table_rows results have them. */
export type RowsOf<C extends ContractDescriptor> = { [K in keyof C['tables']]: RowOf<C['tables'][K]> }
/** Action data types by action name. */
export type ActionsOf<C extends ContractDescriptor> = {
  [K in keyof C['actions']]: ActionDataOf<C['actions'][K]>
}
