import { chainErrorFromResponse } from '@portal/chain/errors'
import { takeFirstRead } from './first-reads.ts'
import { fetchOrUnreachable } from './unreachable.ts'

/** The fields of get_info the portal uses. */
export type ChainInfo = {
  chain_id: string
  head_block_num: number
  head_block_id: string
  head_block_time: string
  last_irreversible_block_num: number
  last_irreversible_block_id: string
}

/** Parameters of `/v1/chain/get_table_rows`; bounds are strings as nodeos takes them. */
export type TableRowsParams = {
  code: string
  table: string
  scope: string
  index_position?: string
  key_type?: string
  lower_bound?: string
  upper_bound?: string
  limit?: number
  reverse?: boolean
}

/** The get_table_rows body the client sends for `params` (the route-preload script sends the same). */
export const tableRowsBody = (params: TableRowsParams) => ({ json: true, limit: 100, ...params })

/** One page of rows. `next_key` is the key of the first row not returned. */
export type TableRows<Row> = { rows: Row[]; more: boolean; next_key: string }

/** The fields of get_account the portal uses (nodeos omits `core_liquid_balance` when there is none). */
export type ChainAccount = {
  account_name: string
  core_liquid_balance?: string
  created: string
  permissions: {
    perm_name: string
    parent: string
    required_auth: { threshold: number; keys: { key: string; weight: number }[] }
  }[]
  [field: string]: unknown
}

/** One producer of a schedule with its block signing authority (`[0, {threshold, keys}]`, v0). */
export type ScheduledProducer = {
  producer_name: string
  authority: [number, { threshold: number; keys: { key: string; weight: number }[] }]
}

/** A producer schedule: a version and the producers in the order they produce. */
export type ProducerScheduleVersion = { version: number; producers: ScheduledProducer[] }

/** What get_producer_schedule answers; `pending` and `proposed` are null when there is none. */
export type ProducerSchedule = {
  active: ProducerScheduleVersion
  pending: ProducerScheduleVersion | null
  proposed: ProducerScheduleVersion | null
}

/** Options every call takes: an abort signal, from TanStack Query or a component. */
export type CallOptions = { signal?: AbortSignal | undefined }

/** Posts JSON and returns the parsed answer, throwing a `ChainError` (@portal/chain/errors) for any non-2xx answer. */
export async function postJson<Result>(
  url: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Result> {
  const init = { method: 'POST', body: JSON.stringify(body), signal: options.signal }
  return requestJson<Result>(url, init, takeFirstRead(url, body))
}

/** GETs JSON, throwing a `ChainError` for any non-2xx answer. */
export async function getJson<Result>(url: string, options: CallOptions = {}): Promise<Result> {
  return requestJson<Result>(url, { method: 'GET', signal: options.signal })
}

async function requestJson<Result>(
  url: string,
  init: RequestInit,
  sentEarly?: Promise<Response>,
): Promise<Result> {
  const send = () =>
    fetchOrUnreachable(url, {
      ...init,
      headers: init.body === undefined ? undefined : { 'Content-Type': 'application/json' },
    })
  // An early read that could not reach the chain is simply asked again.
  const response = sentEarly ? await sentEarly.catch(send) : await send()
  const text = await response.text()
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    body = undefined
  }
  if (!response.ok) {
    const fallback = `${response.status} ${response.statusText || 'error'} from ${new URL(url).pathname}`
    throw chainErrorFromResponse(response.status, body, fallback)
  }
  if (body === undefined) {
    throw chainErrorFromResponse(response.status, undefined, `Empty or invalid JSON from ${url}`)
  }
  return body as Result
}

/**
 * A small fetch-based client for the chain reads (no Wharf Kit, so a guest's first load stays light).
 * Rows come back as nodeos renders them with `json: true`.
 */
export function createChainClient(chainUrl: string) {
  const endpoint = (name: string) => `${chainUrl}/v1/chain/${name}`
  return {
    getInfo: (options?: CallOptions) => postJson<ChainInfo>(endpoint('get_info'), {}, options),
    getAccount: (accountName: string, options?: CallOptions) =>
      postJson<ChainAccount>(endpoint('get_account'), { account_name: accountName }, options),
    /** The active producer schedule, and the pending and proposed ones when a change is under way. */
    getProducerSchedule: (options?: CallOptions) =>
      postJson<ProducerSchedule>(endpoint('get_producer_schedule'), {}, options),
    getTableRows: <Row>(params: TableRowsParams, options?: CallOptions) =>
      postJson<TableRows<Row>>(endpoint('get_table_rows'), tableRowsBody(params), options),
    /** Sends a signed, packed transaction; answers nodeos's `{transaction_id, processed}`. */
    sendTransaction: (packed: PackedTransactionJson, options?: CallOptions) =>
      postJson<SendTransactionResult>(endpoint('send_transaction'), packed, options),
    /**
     * Runs a packed transaction without committing it (nodeos 3.1+ `compute_transaction`; signatures
     * are not needed). Answers like send_transaction, or throws the chain's refusal.
     */
    computeTransaction: (packed: PackedTransactionJson, options?: CallOptions) =>
      postJson<SendTransactionResult>(endpoint('compute_transaction'), { transaction: packed }, options),
  }
}

/** The body of send_transaction. */
export type PackedTransactionJson = {
  signatures: string[]
  compression: number
  packed_context_free_data: string
  packed_trx: string
}

/** What send_transaction answers. */
export type SendTransactionResult = {
  transaction_id: string
  processed: { id: string; block_num: number; block_time: string; [field: string]: unknown }
}

/** The chain client type. */
export type ChainClient = ReturnType<typeof createChainClient>
