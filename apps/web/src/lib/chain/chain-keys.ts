/** A table a query reads or an action writes: enough to invalidate it after a transaction. */
export type TableRef = { contract: string; table: string; scope?: string }

/**
 * Query keys for chain reads, shaped `['chain', contract, table, scope, …]` so a successful action can
 * invalidate exactly the tables it writes (by prefix: every scope of a table, or one scope).
 */
export const chainKeys = {
  all: ['chain'] as const,
  table: ({ contract, table, scope }: TableRef) =>
    scope === undefined
      ? (['chain', contract, table] as const)
      : (['chain', contract, table, scope] as const),
  rows: (ref: TableRef & { scope: string }, params: Record<string, unknown> = {}) =>
    ['chain', ref.contract, ref.table, ref.scope, params] as const,
  row: (ref: TableRef & { scope: string }, key: string) =>
    ['chain', ref.contract, ref.table, ref.scope, 'row', key] as const,
  account: (accountName: string) => ['chain', 'account', accountName] as const,
  info: () => ['chain', 'info'] as const,
  producerSchedule: () => ['chain', 'producer-schedule'] as const,
}
