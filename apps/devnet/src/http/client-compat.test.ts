import { Name } from '@wharfkit/antelope'
import { Api, JsonRpc } from 'eosjs'
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEY, DEV_PUBLIC_KEY } from '../chain/chain.ts'
import { LOCAL_TEST_CAPTCHA } from '../services/backend/index.ts'
import { uploadThroughDstor } from '../services/storage/dstor-client.ts'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

/**
 * The requests other Antelope clients send, unchanged, from a page on another origin where a browser
 * would send one (the devnet started with `--cors-origin` naming that page's origin, as uploads need):
 * eosjs 22 (TAPOS, required keys, push with and without compression), Wharf Kit's
 * APIClient, a Hyperion client's filters and paging, the dStor client and the account backend's calls.
 */

let devnet: TestDevnet
const OTHER_PAGE = 'http://localhost:9138'

/** fetch as a page on another origin sends it, failing any answer a browser would not let it read. */
const crossOriginFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  headers.set('origin', OTHER_PAGE)
  const response = await fetch(input, { ...init, headers })
  // The gateway's files are public (`*`, as IPFS gateways answer); everything else names the origin.
  if (!['*', OTHER_PAGE].includes(response.headers.get('access-control-allow-origin') ?? ''))
    throw new Error(`${String(input)} answered without CORS for ${OTHER_PAGE}`)
  return response
}

const transfer = (memo: string) => ({
  account: 'eosio.token',
  name: 'transfer',
  authorization: [{ actor: 'eosio', permission: 'active' }],
  data: { from: 'eosio', to: 'eosio.rex', quantity: '0.0100 TLOS', memo },
})

/** The memos of eosio.rex's incoming transfers, newest first, from the history API. */
const memos = async () => {
  const response = await crossOriginFetch(
    `${devnet.url}/v2/history/get_actions?account=eosio.rex&filter=eosio.token:transfer&limit=100&sort=desc`,
  )
  const body = (await response.json()) as { actions: { act: { data: { memo: string } } }[] }
  return body.actions.map((action) => action.act.data.memo)
}

/** eosjs as a dApp sets it up, signing with the development key. */
const eosjs = () => {
  const rpc = new JsonRpc(devnet.url, { fetch: crossOriginFetch })
  const api = new Api({
    rpc,
    signatureProvider: new JsSignatureProvider([DEV_PRIVATE_KEY]),
    textEncoder: new TextEncoder(),
    textDecoder: new TextDecoder(),
  })
  return { rpc, api }
}

beforeAll(async () => {
  // The origin the devnet is configured for: the only one besides its own that may upload files.
  devnet = await startTestDevnet({ corsOrigin: OTHER_PAGE })
})

afterAll(() => devnet.close())

describe('eosjs 22 (JsonRpc + Api + JsSignatureProvider)', () => {
  it('transacts with TAPOS from blocksBehind: get_info, block, raw ABI, required keys, sign, push', async () => {
    const { api } = eosjs()
    const result = (await api.transact(
      { actions: [transfer('eosjs plain')] },
      { blocksBehind: 3, expireSeconds: 30 },
    )) as { transaction_id: string; processed: { receipt: { status: string } } }
    expect(result.transaction_id).toMatch(/^[0-9a-f]{64}$/)
    expect(result.processed.receipt.status).toBe('executed')
    expect(await memos()).toContain('eosjs plain')
  })

  it('pushes a zlib-compressed transaction', async () => {
    const { api } = eosjs()
    const result = (await api.transact(
      { actions: [transfer('eosjs compressed')] },
      { blocksBehind: 3, expireSeconds: 30, compression: true },
    )) as { transaction_id: string }
    expect(result.transaction_id).toMatch(/^[0-9a-f]{64}$/)
    expect(await memos()).toContain('eosjs compressed')
  })

  it('reads required keys, tables and balances as eosjs asks for them', async () => {
    const { rpc, api } = eosjs()
    const info = await rpc.get_info()
    const serialized = await api.transact(
      { actions: [transfer('not sent')] },
      { blocksBehind: 3, expireSeconds: 30, broadcast: false, sign: false },
    )
    const transaction = api.deserializeTransaction(
      (serialized as { serializedTransaction: Uint8Array }).serializedTransaction,
    )
    const keys = await rpc.getRequiredKeys({ transaction, availableKeys: [DEV_PUBLIC_KEY] })
    expect(keys).toHaveLength(1)
    // eosjs's own defaults: scope and bounds as given, index_position 1, key_type "", limit 10.
    const rows = await rpc.get_table_rows({ code: 'eosio.token', scope: 'eosio', table: 'accounts' })
    expect(rows).toMatchObject({ more: false })
    expect(await rpc.get_currency_balance('eosio.token', 'eosio', 'TLOS')).toHaveLength(1)
    expect(await rpc.get_block_info(info.head_block_num)).toMatchObject({ block_num: info.head_block_num })
    expect(await memos()).not.toContain('not sent')
  })
})

describe("Wharf Kit's APIClient", () => {
  it('reads info, accounts, ABIs, tables, scopes and producers', async () => {
    const { client } = devnet
    const info = await client.v1.chain.get_info()
    expect(info.chain_id.hexString).toBe(devnet.node.chain.chainId)
    expect(String((await client.v1.chain.get_account('eosio')).account_name)).toBe('eosio')
    expect((await client.v1.chain.get_abi('eosio.token')).abi?.tables.map((t) => String(t.name))).toContain(
      'accounts',
    )
    expect((await client.v1.chain.get_raw_abi('eosio.token')).abi.array.length).toBeGreaterThan(0)
    const rows = await client.v1.chain.get_table_rows({
      code: 'eosio.token',
      scope: Name.from('eosio'),
      table: 'accounts',
      index_position: 'primary',
      key_type: 'i64',
      limit: 5,
    })
    expect(rows.rows).toHaveLength(1)
    const scopes = await client.v1.chain.get_table_by_scope({
      code: 'eosio.token',
      table: 'accounts',
      limit: 2,
    })
    expect(scopes.rows.length).toBeGreaterThan(0)
    const producers = await client.call<{ rows: unknown[] }>({
      path: '/v1/chain/get_producers',
      params: { json: true, limit: 5 },
    })
    expect(Array.isArray(producers.rows)).toBe(true)
    expect(Number((await client.v1.chain.get_block(1)).block_num)).toBe(1)
  })
})

describe('a Hyperion client', () => {
  it('filters and pages get_actions with skip, limit and sort, and reads get_deltas', async () => {
    const { api } = eosjs()
    for (const memo of ['page 1', 'page 2', 'page 3'])
      await api.transact({ actions: [transfer(memo)] }, { blocksBehind: 3, expireSeconds: 30 })
    const page = async (skip: number, sort: 'asc' | 'desc') => {
      const response = await crossOriginFetch(
        `${devnet.url}/v2/history/get_actions?account=eosio.rex&filter=eosio.token:transfer&skip=${skip}&limit=2&sort=${sort}`,
      )
      const body = (await response.json()) as {
        total: { value: number }
        actions: { act: { data: { memo: string } } }[]
      }
      return { total: body.total.value, memos: body.actions.map((action) => action.act.data.memo) }
    }
    const newest = await page(0, 'desc')
    const next = await page(2, 'desc')
    expect(newest.memos).toEqual(['page 3', 'page 2'])
    expect(next.memos[0]).toBe('page 1')
    expect((await page(0, 'asc')).memos).toHaveLength(2)
    const deltas = await crossOriginFetch(
      `${devnet.url}/v2/history/get_deltas?code=eosio.token&table=accounts&limit=5`,
    )
    expect(deltas.status).toBe(200)
    expect((await deltas.json()) as Record<string, unknown>).toHaveProperty('deltas')
  })
})

describe('the dStor client and the account backend from another origin', () => {
  it('uploads through temp-token, get-token, upload and get-status, then reads the file from the gateway', async () => {
    const entries = await uploadThroughDstor(
      [{ name: 'note.txt', bytes: new TextEncoder().encode('cross-origin') }],
      {
        baseUrl: `${devnet.url}/dstor`,
        folderPath: 'compat/suite',
        fetch: crossOriginFetch,
      },
    )
    const cid = entries.find((entry) => entry.Name === 'note.txt')?.Hash
    expect(cid).toBeDefined()
    const file = await crossOriginFetch(`${devnet.url}/ipfs/${String(cid)}`)
    expect(await file.text()).toBe('cross-origin')
  })

  it('checks a name and creates an account with the captcha, as the portal sends them', async () => {
    const free = await crossOriginFetch(`${devnet.url}/v1/accounts/compatuser11`)
    expect(free.status).toBe(200)
    const created = await crossOriginFetch(`${devnet.url}/v1/recaptchaCreate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        recaptchaResponse: LOCAL_TEST_CAPTCHA,
        accountName: 'compatuser11',
        ownerKey: DEV_PUBLIC_KEY,
        activeKey: DEV_PUBLIC_KEY,
      }),
    })
    expect(created.status).toBe(200)
    expect((await crossOriginFetch(`${devnet.url}/v1/accounts/compatuser11`)).status).toBe(409)
  })
})
