import type { PackedTransaction } from '@wharfkit/antelope'
import {
  API,
  Asset,
  Blob,
  BlockId,
  Checksum256,
  Name,
  PublicKey,
  Signature,
  TimePoint,
  UInt32,
} from '@wharfkit/antelope'
import { z } from 'zod'
import { DEV_PUBLIC_KEY } from '../chain/chain.ts'
import type { TestDevnet } from '../http/test-devnet.ts'

/** What the calls need: the devnet, a transaction it ran, and a signed one it has not. */
export type SurfaceContext = {
  devnet: TestDevnet
  trxId: string
  signed: () => Promise<PackedTransaction>
}

/** POSTs a chain or history call and answers its JSON, failing on anything but a 2xx. */
async function raw(devnet: TestDevnet, path: string, body: unknown): Promise<Record<string, unknown>> {
  const { status, json } = await devnet.post(path, body)
  if (status >= 300) throw new Error(`${path} answered ${status}: ${JSON.stringify(json)}`)
  return json
}

/** GETs a Hyperion v2 call and checks its answer against the fields Hyperion's handler writes. */
async function hyperion(devnet: TestDevnet, path: string, shape: z.ZodType): Promise<unknown> {
  const response = await fetch(`${devnet.url}${path}`)
  const json: unknown = await response.json()
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`)
  return shape.parse(json)
}

const total = z.object({ value: z.number(), relation: z.enum(['eq', 'gte']) })
const action = z.object({
  '@timestamp': z.string(),
  block_num: z.number(),
  trx_id: z.string(),
  act: z.object({ account: z.string(), name: z.string(), authorization: z.array(z.unknown()) }),
  global_sequence: z.number(),
})

/**
 * One call per served endpoint of the surface list. Chain and v1 history calls go through Wharf
 * Kit's APIClient (its typed response classes decode them) or, for calls it has no method for,
 * through Wharf Kit's field types; Hyperion v2 answers are checked against its handlers' fields.
 */
export function surfaceCalls({
  devnet,
  trxId,
  signed,
}: SurfaceContext): Record<string, () => Promise<unknown>> {
  const { chain, history } = devnet.client.v1
  const head = async () => (await chain.get_info()).head_block_num
  return {
    '/v1/chain/get_info': () => chain.get_info(),
    '/v1/chain/get_activated_protocol_features': () => chain.get_activated_protocol_features(),
    '/v1/chain/get_block': () => chain.get_block(1),
    '/v1/chain/get_block_info': () => chain.get_block_info(1),
    '/v1/chain/get_block_header_state': async () => chain.get_block_header_state(await head()),
    '/v1/chain/get_account': () => chain.get_account('eosio'),
    // Wharf Kit's get_code sends no code_as_wasm, which nodeos 5 refuses ("Returning WAST from
    // get_code is no longer supported"): call it as eosjs does and decode with Wharf Kit's class.
    '/v1/chain/get_code': () =>
      devnet.client.call({
        path: '/v1/chain/get_code',
        params: { account_name: 'eosio.token', code_as_wasm: true },
        responseType: API.v1.GetCodeResponse,
      }),
    '/v1/chain/get_code_hash': async () => {
      const json = await raw(devnet, '/v1/chain/get_code_hash', { account_name: 'eosio.token' })
      return [Name.from(json.account_name as string), Checksum256.from(json.code_hash as string)]
    },
    '/v1/chain/get_consensus_parameters': async () => {
      const json = await raw(devnet, '/v1/chain/get_consensus_parameters', {})
      const config = json.chain_config as Record<string, number>
      return Object.values(config).map((value) => UInt32.from(value))
    },
    '/v1/chain/get_abi': () => chain.get_abi('eosio.token'),
    '/v1/chain/get_raw_code_and_abi': async () => {
      const json = await raw(devnet, '/v1/chain/get_raw_code_and_abi', { account_name: 'eosio.token' })
      return [Name.from(json.account_name as string), Blob.from(json.abi as string), json.wasm === '']
    },
    '/v1/chain/get_raw_abi': () => chain.get_raw_abi('eosio.token'),
    '/v1/chain/get_table_rows': () =>
      chain.get_table_rows({ code: 'eosio.token', table: 'stat', scope: 'TLOS' }),
    '/v1/chain/get_table_by_scope': () =>
      chain.get_table_by_scope({ code: 'eosio.token', table: 'accounts' }),
    '/v1/chain/get_currency_balance': () => chain.get_currency_balance('eosio.token', 'eosio', 'TLOS'),
    '/v1/chain/get_currency_stats': () => chain.get_currency_stats('eosio.token', 'TLOS'),
    '/v1/chain/get_producers': async () => {
      const json = await raw(devnet, '/v1/chain/get_producers', { json: true, limit: 10 })
      return [z.array(z.unknown()).parse(json.rows), String(json.total_producer_vote_weight)]
    },
    '/v1/chain/get_producer_schedule': () => chain.get_producer_schedule(),
    '/v1/chain/get_scheduled_transactions': async () =>
      z
        .object({ transactions: z.array(z.unknown()), more: z.string() })
        .parse(await raw(devnet, '/v1/chain/get_scheduled_transactions', { json: true })),
    '/v1/chain/get_required_keys': async () => {
      const transaction = (await signed()).getTransaction()
      const json = await raw(devnet, '/v1/chain/get_required_keys', {
        transaction,
        available_keys: [DEV_PUBLIC_KEY],
      })
      return (json.required_keys as string[]).map((key) => PublicKey.from(key))
    },
    '/v1/chain/get_transaction_id': async () => {
      const transaction = (await signed()).getTransaction()
      const { status, json } = await devnet.post('/v1/chain/get_transaction_id', transaction)
      if (status !== 200) throw new Error(`get_transaction_id answered ${status}`)
      const id = Checksum256.from(String(json.text ?? json))
      if (!id.equals(transaction.id)) throw new Error('get_transaction_id answered another id')
      return id
    },
    '/v1/chain/send_read_only_transaction': async () => chain.send_read_only_transaction(await signed()),
    '/v1/chain/compute_transaction': async () => chain.compute_transaction(await signed()),
    '/v1/chain/push_transaction': async () => chain.push_transaction(await signed()),
    '/v1/chain/send_transaction': async () => chain.send_transaction(await signed()),
    '/v1/chain/send_transaction2': async () => chain.send_transaction2(await signed()),
    '/v1/chain/get_accounts_by_authorizers': () =>
      chain.get_accounts_by_authorizers({ keys: [DEV_PUBLIC_KEY] }),
    '/v1/chain/get_raw_block': async () => {
      const json = await raw(devnet, '/v1/chain/get_raw_block', { block_num_or_id: 1 })
      return [
        TimePoint.from(json.timestamp as string),
        Name.from(json.producer as string),
        BlockId.from(json.previous as string),
        Signature.from(json.producer_signature as string),
      ]
    },
    '/v1/chain/get_block_header': async () => {
      const json = await raw(devnet, '/v1/chain/get_block_header', { block_num_or_id: 1 })
      const header = json.signed_block_header as Record<string, string>
      return [BlockId.from(json.id as string), Signature.from(header.producer_signature ?? '')]
    },
    '/v1/chain/get_transaction_status': () => chain.get_transaction_status(trxId),
    '/v1/history/get_actions': () => history.get_actions('eosio', -1, -10),
    '/v1/history/get_transaction': () => history.get_transaction(trxId),
    '/v1/history/get_key_accounts': () => history.get_key_accounts(DEV_PUBLIC_KEY),
    '/v1/history/get_controlled_accounts': () => history.get_controlled_accounts('eosio'),
    '/v2/health': () =>
      hyperion(
        devnet,
        '/v2/health',
        z.object({
          version: z.string(),
          health: z.array(z.object({ service: z.string(), status: z.string(), time: z.number() })),
          features: z.record(z.string(), z.unknown()),
        }),
      ),
    '/v2/history/get_actions': () =>
      hyperion(
        devnet,
        '/v2/history/get_actions?account=eosio&limit=5',
        z.object({ cached: z.boolean(), lib: z.number(), total, actions: z.array(action) }),
      ),
    '/v2/history/get_deltas': () =>
      hyperion(
        devnet,
        '/v2/history/get_deltas?code=eosio.token&limit=5',
        z.object({
          total,
          deltas: z.array(z.object({ code: z.string(), table: z.string(), data: z.unknown() })),
        }),
      ),
    '/v2/history/get_transaction': () =>
      hyperion(
        devnet,
        `/v2/history/get_transaction?id=${trxId}`,
        z.object({
          executed: z.literal(true),
          trx_id: z.string(),
          lib: z.number(),
          actions: z.array(action),
        }),
      ),
    '/v2/history/get_created_accounts': () =>
      hyperion(
        devnet,
        '/v2/history/get_created_accounts?account=eosio',
        z.object({
          accounts: z.array(z.object({ name: z.string(), trx_id: z.string(), timestamp: z.string() })).min(1),
        }),
      ),
    '/v2/history/get_creator': () =>
      hyperion(
        devnet,
        '/v2/history/get_creator?account=eosio.token',
        z.object({
          account: z.string(),
          creator: z.literal('eosio'),
          timestamp: z.string(),
          block_num: z.number(),
          trx_id: z.string(),
        }),
      ),
    '/v2/history/get_abi_snapshot': () =>
      hyperion(
        devnet,
        '/v2/history/get_abi_snapshot?contract=eosio.token&fetch=true',
        z.object({
          block_num: z.number(),
          abi: z.object({ version: z.string(), actions: z.array(z.unknown()) }),
        }),
      ),
    '/v2/state/get_account': () =>
      hyperion(
        devnet,
        '/v2/state/get_account?account=eosio',
        z
          .object({
            account: z.unknown(),
            actions: z.array(action),
            total_actions: z.number(),
            tokens: z.array(z.unknown()),
            links: z.array(z.unknown()),
          })
          .transform((answer) => API.v1.AccountObject.from(answer.account)),
      ),
    '/v2/state/get_tokens': () =>
      hyperion(
        devnet,
        '/v2/state/get_tokens?account=eosio',
        z.object({
          account: z.string(),
          tokens: z
            .array(
              z.object({
                symbol: z.string(),
                precision: z.number(),
                amount: z.number(),
                contract: z.string(),
              }),
            )
            .min(1)
            .transform((tokens) =>
              tokens.map((token) => Asset.Symbol.from(`${token.precision},${token.symbol}`)),
            ),
        }),
      ),
    '/v2/state/get_key_accounts': () =>
      hyperion(
        devnet,
        `/v2/state/get_key_accounts?public_key=${DEV_PUBLIC_KEY}`,
        z.object({ account_names: z.array(z.string()).min(1) }),
      ),
    '/v2/state/get_voters': () =>
      hyperion(
        devnet,
        '/v2/state/get_voters',
        z.object({
          voter_count: z.number(),
          voters: z.array(z.object({ account: z.string(), weight: z.number(), last_vote: z.number() })),
        }),
      ),
    '/v2/state/get_links': () =>
      hyperion(
        devnet,
        '/v2/state/get_links?account=eosio',
        z.object({ cached: z.boolean(), total, links: z.array(z.unknown()) }),
      ),
  }
}
