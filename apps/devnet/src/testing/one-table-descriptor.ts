import type { PrimaryKeyType } from '@portal/chain/contracts/define'
import { deriveAbi } from '@portal/chain/contracts/derive-abi'
import type * as z from 'zod/mini'
import type { DevnetDescriptor } from '../chain/runtime/contract.ts'

/** One keyed table of a test contract: its name, row schema and primary key. */
export type OneTable<Name extends string, Row extends z.ZodMiniType> = {
  name: Name
  row: Row
  primaryKey: (row: z.output<Row>) => string
  primaryKeyType: PrimaryKeyType
}

/**
 * The descriptor of a test contract on `account` with no actions and one table, its ABI derived from
 * the row schema as every real descriptor's is: a stand-in that reacts to other contracts'
 * notifications and records what it saw.
 */
export function oneTableDescriptor<const Name extends string, Row extends z.ZodMiniType>(
  account: string,
  table: OneTable<Name, Row>,
) {
  const entry: OneTable<Name, Row> & { indexes: readonly [] } = { ...table, indexes: [] }
  const tables = { [table.name]: entry } as Record<Name, typeof entry>
  return {
    account,
    abi: deriveAbi({ tables, actions: {} }),
    tables,
    actions: {},
  } satisfies DevnetDescriptor
}
