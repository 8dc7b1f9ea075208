import { HISTORY_ACTIONS_PAGE_SIZE } from '@portal/chain/constants'
import { z } from '@portal/chain/zod-mini'
import { getNetwork } from '@/config/network.ts'
import { getJson, type CallOptions } from '@/lib/chain/chain-client.ts'
import { mapInSlices } from '@/lib/yield-to-main.ts'

// A Hyperion v2 client for every feature: get_actions (with skip paging to the end of a range),
// get_deltas and get_transaction. Answers are checked item by item: a malformed action or delta is
// logged and left out, never trusted. A refusal rejects with the history API's own message
// (getJson keeps it), which is what the portal shows (product.md §8).

/** Query keys for history reads, under one root so a transaction can refetch every history view. */
export const historyKeys = {
  all: ['history'] as const,
  actions: (params: ActionsParams) => [...historyKeys.all, 'actions', params] as const,
  deltas: (params: DeltasParams) => [...historyKeys.all, 'deltas', params] as const,
  transaction: (id: string) => [...historyKeys.all, 'transaction', id] as const,
  /** A feature's own composite history read (e.g. a case's history): `['history', name, …parts]`. */
  view: (name: string, ...parts: readonly string[]) => [...historyKeys.all, name, ...parts] as const,
}

const sequence = z.union([z.number(), z.string()])

/** An action as Hyperion lists it; fields the portal does not read are kept but not checked. */
export const historyActionSchema = z.looseObject({
  act: z.looseObject({
    account: z.string(),
    name: z.string(),
    authorization: z.optional(z.array(z.looseObject({ actor: z.string(), permission: z.string() }))),
    data: z.optional(z.unknown()),
  }),
  block_num: z.optional(sequence),
  global_sequence: z.optional(sequence),
  trx_id: z.optional(z.string()),
  timestamp: z.optional(z.string()),
  '@timestamp': z.optional(z.string()),
  receipts: z.optional(z.array(z.looseObject({ global_sequence: z.optional(sequence) }))),
})
export type HistoryActionEntry = z.infer<typeof historyActionSchema>

/** A table delta as Hyperion lists it. */
export const historyDeltaSchema = z.looseObject({
  code: z.optional(z.string()),
  scope: z.optional(z.string()),
  table: z.optional(z.string()),
  primary_key: z.optional(z.string()),
  block_num: z.optional(sequence),
  present: z.optional(z.union([z.number(), z.boolean()])),
  data: z.optional(z.record(z.string(), z.unknown())),
})
export type HistoryDelta = z.infer<typeof historyDeltaSchema>

/** get_actions parameters as Hyperion takes them (`filter` is `contract:action`, `act.data.x` filters data). */
export type ActionsParams = {
  filter?: string
  account?: string
  sort?: 'asc' | 'desc'
  after?: string | number
  before?: string | number
  limit?: number
  skip?: number
  /** An inclusive `A-B` range of global sequences: the cursor of `getActionsFromSequence`. */
  global_sequence?: string
  [dataFilter: `act.data.${string}`]: string
}

/** get_deltas parameters. */
export type DeltasParams = {
  code: string
  table?: string
  scope?: string
  primary_key?: string
  block_num?: number
  after?: string | number
  sort?: 'asc' | 'desc'
  limit?: number
}

const MAX_PAGES = 1000

function url(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value))
  return `${getNetwork().historyUrl}/v2/history/${path}?${query}`
}

/**
 * Items of a list answer that pass `schema`; the others are logged and left out. Checked in slices that
 * yield, as table rows are: a page of 200 deltas was one 80 ms task at 4× CPU.
 */
async function checkedItems<T>(what: string, items: unknown, schema: z.ZodMiniType<T>): Promise<T[]> {
  if (!Array.isArray(items)) return []
  const results = await mapInSlices(items as unknown[], (item) => schema.safeParse(item))
  const kept: T[] = []
  for (const result of results) {
    if (result.success) kept.push(result.data)
    else console.warn(`Skipping a malformed history ${what}`, result.error.issues[0])
  }
  return kept
}

/** One page of actions. */
export async function getActions(params: ActionsParams, options: CallOptions = {}) {
  const answer = await getJson<{ actions?: unknown }>(url('get_actions', params), options)
  return await checkedItems('action', answer.actions, historyActionSchema)
}

/**
 * Every action in the range, `pageSize` a page (skip paging), until a short page; `onPage` hears how
 * many pages have arrived, for a progress bar.
 */
export async function getAllActions(
  params: Omit<ActionsParams, 'skip' | 'limit'>,
  options: CallOptions & { pageSize?: number; onPage?: (pages: number) => void } = {},
): Promise<HistoryActionEntry[]> {
  const pageSize = options.pageSize ?? HISTORY_ACTIONS_PAGE_SIZE
  const all: HistoryActionEntry[] = []
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await getJson<{ actions?: unknown }>(
      url('get_actions', { ...params, limit: pageSize, skip: page * pageSize }),
      options,
    )
    // A short page ends the range: count what the server sent, not what survived the check.
    const sent = Array.isArray(answer.actions) ? answer.actions.length : 0
    all.push(...(await checkedItems('action', answer.actions, historyActionSchema)))
    options.onPage?.(page + 1)
    if (sent < pageSize) break
  }
  return all
}

/** The cursor for the page after `lastSequence`: every later global sequence (inclusive range). */
export const sequenceCursor = (lastSequence: bigint): string =>
  `${lastSequence + 1n}-${Number.MAX_SAFE_INTEGER}`

/**
 * Every action in the range in ascending order, paged with a `global_sequence` cursor instead of
 * `skip` (Hyperion caps skip at 10 000): each page starts after the last sequence of the one before,
 * until a page is shorter than `pageSize`. `onPage` hears the pages and actions so far, for a progress
 * indicator.
 */
export async function getActionsFromSequence(
  params: Omit<ActionsParams, 'skip' | 'limit' | 'sort' | 'global_sequence'>,
  options: CallOptions & {
    pageSize: number
    onPage?: (progress: { pages: number; actions: number }) => void
  },
): Promise<HistoryActionEntry[]> {
  const all: HistoryActionEntry[] = []
  let cursor: string | undefined
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await getJson<{ actions?: unknown }>(
      url('get_actions', { ...params, sort: 'asc', limit: options.pageSize, global_sequence: cursor }),
      options,
    )
    const sent = Array.isArray(answer.actions) ? answer.actions.length : 0
    const items = await checkedItems('action', answer.actions, historyActionSchema)
    all.push(...items)
    options.onPage?.({ pages: page + 1, actions: all.length })
    const last = items.reduce<bigint | undefined>((max, item) => {
      const sequence = sequenceOf(item)
      return sequence !== undefined && (max === undefined || sequence > max) ? sequence : max
    }, undefined)
    // A short page ends the range; so does a full page without a usable sequence (no cursor to go on).
    if (sent < options.pageSize || last === undefined) break
    cursor = sequenceCursor(last)
  }
  return all
}

/** Table deltas. */
export async function getDeltas(params: DeltasParams, options: CallOptions = {}): Promise<HistoryDelta[]> {
  const answer = await getJson<{ deltas?: unknown }>(url('get_deltas', params), options)
  return await checkedItems('delta', answer.deltas, historyDeltaSchema)
}

/** Hyperion's get_transaction answer, its actions checked. */
export async function getTransaction(id: string, options: CallOptions = {}) {
  const answer = await getJson<{ trx_id?: unknown; executed?: unknown; actions?: unknown }>(
    url('get_transaction', { id }),
    options,
  )
  return {
    trx_id: typeof answer.trx_id === 'string' ? answer.trx_id : undefined,
    executed: typeof answer.executed === 'boolean' ? answer.executed : undefined,
    actions: await checkedItems('action', answer.actions, historyActionSchema),
  }
}

/** An action's place in the chain's order (Hyperion puts global_sequence on the action and its receipts). */
export function sequenceOf(action: HistoryActionEntry | undefined): bigint | undefined {
  const value = action?.global_sequence ?? action?.receipts?.[0]?.global_sequence
  return typeof value === 'number' || (typeof value === 'string' && /^\d{1,20}$/.test(value))
    ? BigInt(value)
    : undefined
}

/** A block number when the item has a usable one. */
export function blockNumber(
  item: { block_num?: number | string | undefined } | undefined,
): number | undefined {
  const value = Number(item?.block_num)
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}
