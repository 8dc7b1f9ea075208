import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

let devnet: TestDevnet
let trxId = ''

type Action = {
  trx_id: string
  global_sequence: number
  act: { account: string; name: string; authorization: { actor: string }[]; data: Record<string, unknown> }
  receipts: { receiver: string; global_sequence: string }[]
  notified: string[]
  block_num: number
  '@timestamp': string
}
type Actions = { total: { value: number; relation: string }; actions: Action[]; lib: number }

const history = async (path: string) => {
  const response = await fetch(`${devnet.url}${path}`)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  devnet = await startTestDevnet()
  const session = devnet.session('eosio')
  for (const memo of ['first', 'second', 'third']) {
    const result = await session.transact({
      action: {
        account: 'eosio.token',
        name: 'transfer',
        authorization: [session.permissionLevel],
        data: { from: 'eosio', to: 'eosio.rex', quantity: '1.0000 TLOS', memo },
      },
    })
    trxId = String(result.resolved?.transaction.id)
  }
})

afterAll(async () => {
  await devnet.close()
})

describe('Hyperion history', () => {
  it('indexes a transfer with its notifications as receipts, newest first', async () => {
    const { json } = await history(
      '/v2/history/get_actions?account=eosio.rex&filter=eosio.token:transfer&limit=2',
    )
    const result = json as unknown as Actions
    expect(result.total).toEqual({ value: 3, relation: 'eq' })
    expect(result.actions.map((action) => action.act.data.memo)).toEqual(['third', 'second'])
    const [latest] = result.actions
    expect(latest).toMatchObject({
      trx_id: trxId,
      act: {
        account: 'eosio.token',
        name: 'transfer',
        authorization: [{ actor: 'eosio', permission: 'active' }],
      },
      notified: ['eosio.token', 'eosio', 'eosio.rex'],
    })
    // Hyperion merges its `@transfer` fields (amount, symbol) ahead of the action's own.
    expect(latest?.act.data).toEqual({
      from: 'eosio',
      to: 'eosio.rex',
      amount: 1,
      symbol: 'TLOS',
      quantity: '1.0000 TLOS',
      memo: 'third',
    })
    expect(latest?.receipts.map((receipt) => Number(receipt.global_sequence))).toEqual([
      latest?.global_sequence,
      (latest?.global_sequence ?? 0) + 1,
      (latest?.global_sequence ?? 0) + 2,
    ])
    expect(latest?.['@timestamp']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/)
  })

  it('pages with skip and sort, and filters inclusive global_sequence ranges', async () => {
    const all = (await history('/v2/history/get_actions?account=eosio.rex&sort=asc'))
      .json as unknown as Actions
    expect(all.actions.map((action) => action.act.data.memo)).toEqual(['first', 'second', 'third'])
    const skipped = (await history('/v2/history/get_actions?account=eosio.rex&sort=asc&skip=1&limit=1'))
      .json as unknown as Actions
    expect(skipped.actions.map((action) => action.act.data.memo)).toEqual(['second'])
    const from = all.actions[1]?.global_sequence ?? 0
    const ranged = (
      await history(
        `/v2/history/get_actions?account=eosio.rex&global_sequence=${from}-${Number.MAX_SAFE_INTEGER}`,
      )
    ).json as unknown as Actions
    expect(ranged.actions.map((action) => action.act.data.memo)).toEqual(['third', 'second'])
  })

  it('filters on action fields, including the authorizing actor', async () => {
    const byActor = (
      await history('/v2/history/get_actions?act.authorization.actor=eosio&act.data.memo=second')
    ).json as unknown as Actions
    expect(byActor.actions.map((action) => action.act.data.memo)).toEqual(['second'])
    const nobody = (await history('/v2/history/get_actions?act.authorization.actor=eosio.rex'))
      .json as unknown as Actions
    expect(nobody.actions).toEqual([])
  })

  it('serves table deltas and a transaction by id', async () => {
    const deltas = (await history('/v2/history/get_deltas?code=eosio.token&scope=eosio.rex&table=accounts'))
      .json as {
      deltas: { present: number; primary_key: string; data: unknown; payer: string }[]
    }
    expect(deltas.deltas[0]).toMatchObject({
      present: 1,
      primary_key: '1397705812',
      data: { balance: '3.0000 TLOS' },
    })
    const transaction = (await history(`/v2/history/get_transaction?id=${trxId}`)).json as {
      executed: boolean
      actions: Action[]
    }
    expect(transaction.executed).toBe(true)
    expect(transaction.actions.map((action) => action.act.name)).toEqual(['transfer'])
  })

  it('refuses a limit above the cap with a clear 400', async () => {
    const { status, json } = await history('/v2/history/get_actions?limit=1001')
    expect(status).toBe(400)
    expect(json.message).toBe('limit too big, maximum: 1000')
    // Hyperion's get_deltas caps the limit instead (history-params.test.ts).
    expect((await history('/v2/history/get_actions?sort=sideways')).status).toBe(400)
  })
})
