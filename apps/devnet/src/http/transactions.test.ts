import { Asset, PrivateKey } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PUBLIC_KEY } from '../chain/chain.ts'
import { signTransaction, startTestDevnet, type TestDevnet } from './test-devnet.ts'

const USER_KEY = PrivateKey.from('5JtUScZK2XEp3g9gh7F8bwtPTRAkASmNrrftmx4AxDKD5K4zDnr')
const USER_PUBLIC = USER_KEY.toPublic().toLegacyString()

let devnet: TestDevnet

const balance = async (account: string) =>
  (await devnet.client.v1.chain.get_currency_balance('eosio.token', account, 'TLOS'))[0]?.toString()

const transfer = (from: string, to: string, quantity: string, memo = '') => ({
  account: 'eosio.token',
  name: 'transfer',
  actor: from,
  data: { from, to, quantity, memo },
})

const errorOf = (json: Record<string, unknown>) =>
  json.error as { code: number; name: string; details: { message: string }[] }

beforeAll(async () => {
  devnet = await startTestDevnet()
  // A user account with its own key, created and funded through Wharf Kit with default settings.
  const eosio = devnet.session('eosio')
  await eosio.transact({
    actions: [
      {
        account: 'eosio',
        name: 'newaccount',
        authorization: [{ actor: 'eosio', permission: 'active' }],
        data: {
          creator: 'eosio',
          name: 'useraccount1',
          owner: { threshold: 1, keys: [{ key: USER_PUBLIC, weight: 1 }], accounts: [], waits: [] },
          active: { threshold: 1, keys: [{ key: USER_PUBLIC, weight: 1 }], accounts: [], waits: [] },
        },
      },
      {
        account: 'eosio.token',
        name: 'transfer',
        authorization: [{ actor: 'eosio', permission: 'active' }],
        data: { from: 'eosio', to: 'useraccount1', quantity: '100.0000 TLOS', memo: 'welcome' },
      },
    ],
  })
})

afterAll(async () => {
  await devnet.close()
})

describe('signed transactions over HTTP', () => {
  it('a Wharf Kit session creates an account, transfers TLOS and reads it back', async () => {
    const user = devnet.session('useraccount1', USER_KEY.toWif())
    const result = await user.transact({
      action: {
        account: 'eosio.token',
        name: 'transfer',
        authorization: [user.permissionLevel],
        data: { from: 'useraccount1', to: 'eosio.stake', quantity: '2.5000 TLOS', memo: 'end to end' },
      },
    })
    expect(String(result.resolved?.transaction.id)).toMatch(/^[0-9a-f]{64}$/)
    expect(await balance('useraccount1')).toBe('97.5000 TLOS')
    const account = await devnet.client.v1.chain.get_account('useraccount1')
    expect(String(account.core_liquid_balance)).toBe('97.5000 TLOS')
    expect(
      account.permissions.map((p) => [String(p.perm_name), String(p.required_auth.keys[0]?.key)]),
    ).toEqual([
      ['active', USER_KEY.toPublic().toString()],
      ['owner', USER_KEY.toPublic().toString()],
    ])
  })

  it('seeds --seed none with TLOS at 4 decimals, a large eosio balance and no demo accounts', async () => {
    const stats = await devnet.client.v1.chain.get_currency_stats('eosio.token', 'TLOS')
    expect(String(stats.TLOS?.max_supply)).toBe('10000000000.0000 TLOS')
    expect(
      Number((await devnet.client.v1.chain.get_currency_balance('eosio.token', 'eosio', 'TLOS'))[0]?.value),
    ).toBeGreaterThan(1_000_000)
    expect(await (await fetch(`${devnet.url}/devnet/accounts`)).json()).toEqual([])
  })

  it('omits core_liquid_balance for an account without a TLOS row', async () => {
    const { json } = await devnet.post('/v1/chain/get_account', { account_name: 'eosio.rex' })
    expect(json.account_name).toBe('eosio.rex')
    expect(json).not.toHaveProperty('core_liquid_balance')
  })

  it('rejects a transaction signed with the wrong key (401, 3090003) and changes nothing', async () => {
    const before = await balance('useraccount1')
    const { body } = await signTransaction(devnet, [transfer('useraccount1', 'eosio', '1.0000 TLOS')])
    const { status, json } = await devnet.post('/v1/chain/send_transaction', body)
    expect(status).toBe(401)
    expect(errorOf(json).code).toBe(3090003)
    expect(errorOf(json).details[0]?.message).toContain(`'{"actor":"useraccount1","permission":"active"}'`)
    expect(await balance('useraccount1')).toBe(before)
  })

  it('rejects a transaction with no signature (401, 3090003)', async () => {
    const { body } = await signTransaction(devnet, [transfer('useraccount1', 'eosio', '1.0000 TLOS')], {
      keys: [],
    })
    const { status, json } = await devnet.post('/v1/chain/send_transaction', body)
    expect([status, errorOf(json).code, errorOf(json).name]).toEqual([
      401,
      3090003,
      'unsatisfied_authorization',
    ])
  })

  it('rejects an expired transaction (3040005) and changes nothing', async () => {
    const before = await balance('useraccount1')
    const { body } = await signTransaction(devnet, [transfer('useraccount1', 'eosio', '1.0000 TLOS')], {
      keys: [USER_KEY.toWif()],
      expireSeconds: -5,
    })
    const { status, json } = await devnet.post('/v1/chain/send_transaction', body)
    expect([status, errorOf(json).code, errorOf(json).name]).toEqual([500, 3040005, 'expired_tx_exception'])
    expect(errorOf(json).details[0]?.message).toMatch(/^expired transaction [0-9a-f]{64}/)
    expect(await balance('useraccount1')).toBe(before)
  })

  it('rejects a duplicate (409, 3040008) and applies the transfer once', async () => {
    const before = Asset.from((await balance('useraccount1')) ?? '')
    const { id, body } = await signTransaction(
      devnet,
      [transfer('useraccount1', 'eosio', '1.0000 TLOS', 'once')],
      {
        keys: [USER_KEY.toWif()],
      },
    )
    const first = await devnet.post('/v1/chain/send_transaction', body)
    expect([first.status, first.json.transaction_id]).toEqual([202, id])
    const second = await devnet.post('/v1/chain/send_transaction', body)
    expect([second.status, errorOf(second.json).code]).toEqual([409, 3040008])
    expect(errorOf(second.json).details[0]?.message).toBe(`duplicate transaction ${id}`)
    expect(Asset.from((await balance('useraccount1')) ?? '').value).toBeCloseTo(before.value - 1, 4)
  })

  it('rolls back the first action when the second fails, with the contract message', async () => {
    const user = devnet.session('useraccount1', USER_KEY.toWif())
    const before = await balance('useraccount1')
    const stakeBefore = await balance('eosio.stake')
    const attempt = user.transact({
      actions: [
        {
          account: 'eosio.token',
          name: 'transfer',
          authorization: [user.permissionLevel],
          data: { from: 'useraccount1', to: 'eosio.stake', quantity: '1.0000 TLOS', memo: 'first' },
        },
        {
          account: 'eosio.token',
          name: 'transfer',
          authorization: [user.permissionLevel],
          data: { from: 'useraccount1', to: 'eosio.stake', quantity: '999999.0000 TLOS', memo: 'second' },
        },
      ],
    })
    await expect(attempt).rejects.toThrow('assertion failure with message: overdrawn balance')
    expect(await balance('useraccount1')).toBe(before)
    expect(await balance('eosio.stake')).toBe(stakeBefore)
    const history = await fetch(
      `${devnet.url}/v2/history/get_actions?account=useraccount1&act.data.memo=first`,
    )
    expect(((await history.json()) as { actions: unknown[] }).actions).toEqual([])
  })

  it('answers a contract check with eosio_assert_message_exception in nodeos shape', async () => {
    const { body } = await signTransaction(
      devnet,
      [transfer('useraccount1', 'useraccount1', '1.0000 TLOS')],
      {
        keys: [USER_KEY.toWif()],
      },
    )
    const { status, json } = await devnet.post('/v1/chain/push_transaction', body)
    expect(status).toBe(500)
    expect(json).toMatchObject({
      code: 500,
      message: 'Internal Service Error',
      error: {
        code: 3050003,
        name: 'eosio_assert_message_exception',
        what: 'eosio_assert_message assertion failure',
        details: [{ message: 'assertion failure with message: cannot transfer to self' }],
      },
    })
  })

  it('reports missing authority when a contract requires another account', async () => {
    const { body } = await signTransaction(
      devnet,
      [{ ...transfer('eosio', 'useraccount1', '1.0000 TLOS'), actor: 'useraccount1' }],
      { keys: [USER_KEY.toWif()] },
    )
    const { json } = await devnet.post('/v1/chain/send_transaction', body)
    expect(errorOf(json)).toMatchObject({
      code: 3090004,
      details: [{ message: 'missing authority of eosio' }],
    })
  })

  it('dry-runs compute_transaction without changing state', async () => {
    const before = await balance('useraccount1')
    const { body } = await signTransaction(devnet, [transfer('useraccount1', 'eosio', '1.0000 TLOS')], {
      keys: [],
    })
    const { status, json } = await devnet.post('/v1/chain/compute_transaction', { transaction: body })
    expect(status).toBe(200)
    expect((json.processed as { action_traces: unknown[] }).action_traces).toHaveLength(3)
    expect(await balance('useraccount1')).toBe(before)
  })

  it('accepts an uncompressed packed transaction and send_transaction2', async () => {
    const { body } = await signTransaction(
      devnet,
      [transfer('useraccount1', 'eosio', '0.0001 TLOS', 'plain')],
      {
        keys: [USER_KEY.toWif()],
        compression: 0,
      },
    )
    const { status } = await devnet.post('/v1/chain/send_transaction2', {
      return_failure_trace: false,
      transaction: body,
    })
    expect(status).toBe(202)
  })

  it('answers a failing send_transaction2 with its failure trace by default', async () => {
    const { body } = await signTransaction(
      devnet,
      [transfer('useraccount1', 'useraccount1', '1.0000 TLOS')],
      {
        keys: [USER_KEY.toWif()],
      },
    )
    const { status, json } = await devnet.post('/v1/chain/send_transaction2', { transaction: body })
    expect(status).toBe(202)
    expect(json.processed).toMatchObject({
      except: {
        code: 3050003,
        stack: [{ format: 'assertion failure with message: cannot transfer to self' }],
      },
    })
  })

  it('gives get_required_keys the key that satisfies the authority', async () => {
    const { json } = await devnet.post('/v1/chain/get_required_keys', {
      transaction: {
        expiration: '2030-01-01T00:00:00',
        ref_block_num: 0,
        ref_block_prefix: 0,
        actions: [
          {
            account: 'eosio.token',
            name: 'transfer',
            authorization: [{ actor: 'eosio', permission: 'active' }],
            data: '',
          },
        ],
      },
      available_keys: [DEV_PUBLIC_KEY, USER_PUBLIC],
    })
    expect(json).toEqual({ required_keys: [DEV_PUBLIC_KEY] })
  })
})

describe('malformed input', () => {
  it.each([
    ['/v1/chain/get_table_rows', '{not json', 400],
    ['/v1/chain/get_table_rows', { code: 5, table: [], scope: {} }, 400],
    ['/v1/chain/send_transaction', { packed_trx: 'zz', signatures: [] }, 400],
    ['/v1/chain/send_transaction', { packed_trx: '00', compression: 1, signatures: [] }, 400],
    ['/v1/chain/send_transaction', { packed_trx: 'abcd', signatures: ['SIG_nope'] }, 400],
    ['/v1/chain/get_account', { account_name: 'nobody' }, 400],
    ['/v1/chain/get_block', { block_num_or_id: 99999999 }, 400],
    ['/v1/chain/no_such_endpoint', {}, 404],
  ])('%s with %j answers %i in nodeos shape', async (path, body, expected) => {
    const { status, json } = await devnet.post(path, body)
    expect(status).toBe(expected)
    expect(json).toMatchObject({ code: expected, error: { details: [{ message: expect.any(String) }] } })
  })

  it('reads a JSON body sent as a form, as curl -d sends it', async () => {
    const response = await fetch(`${devnet.url}/v1/chain/get_account`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: JSON.stringify({ account_name: 'eosio' }),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { account_name: string }).account_name).toBe('eosio')
  })

  it('refuses a body over the limit with 413 and keeps serving', async () => {
    const { status } = await devnet.post('/v1/chain/get_info', 'x'.repeat(1024 * 1024 + 10))
    expect(status).toBe(413)
    expect((await devnet.client.v1.chain.get_info()).head_block_num.toNumber()).toBeGreaterThan(1)
  })

  it('moves the clock only from loopback and block time follows', async () => {
    const before = (await devnet.client.v1.chain.get_info()).head_block_time.toMilliseconds()
    const { status, json } = await devnet.post('/devnet/time', { advance_seconds: 3600 })
    expect(status).toBe(200)
    expect(Date.parse(`${String(json.head_block_time)}Z`) - before).toBeGreaterThanOrEqual(3600_000)
    expect((await devnet.post('/devnet/time', { advance_seconds: 'soon' })).status).toBe(400)
    const info = await devnet.client.v1.chain.get_info()
    expect(info.last_irreversible_block_num.toNumber()).toBeLessThan(info.head_block_num.toNumber())
  })
})
