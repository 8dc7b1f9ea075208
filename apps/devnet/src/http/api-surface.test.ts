import { PackedTransaction } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readApiSurface } from '../testing/api-surface.ts'
import { surfaceCalls } from '../testing/surface-calls.ts'
import { signTransaction, startTestDevnet, type TestDevnet } from './test-devnet.ts'

let devnet: TestDevnet
let trxId = ''
let memo = 0
const surface = readApiSurface()

beforeAll(async () => {
  devnet = await startTestDevnet()
  const result = await devnet.session('eosio').transact({
    action: {
      account: 'eosio.token',
      name: 'transfer',
      authorization: [{ actor: 'eosio', permission: 'active' }],
      data: { from: 'eosio', to: 'eosio.rex', quantity: '1.5000 TLOS', memo: 'surface' },
    },
  })
  trxId = String(result.resolved?.transaction.id)
  // History answers for a transaction once its block is sealed (the next block boundary), as a real
  // node's history does; the calls below read it, so setup waits for that.
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await devnet.post('/v1/history/get_transaction', { id: trxId })).status === 200) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
})

afterAll(async () => {
  await devnet.close()
})

/** A transfer signed by eosio that the devnet has not seen (each call gets a new memo). */
async function signed(): Promise<PackedTransaction> {
  memo += 1
  const { body } = await signTransaction(devnet, [
    {
      account: 'eosio.token',
      name: 'transfer',
      actor: 'eosio',
      data: { from: 'eosio', to: 'eosio.rex', quantity: '0.0001 TLOS', memo: `surface ${memo}` },
    },
  ])
  return PackedTransaction.from(body as Parameters<typeof PackedTransaction.from>[0])
}

describe('the API surface a Telos client calls (docs/api-surface.tsv)', () => {
  it('R-HTTP-28: every served endpoint answers what a real client decodes with its typed response classes', async () => {
    const calls = surfaceCalls({ devnet, trxId, signed })
    const served = surface.filter((entry) => entry.devnet === 'served')
    const rejected: string[] = []
    for (const entry of served) {
      const call = calls[entry.path]
      if (!call) {
        rejected.push(`${entry.path}: served, but no client call decodes it`)
        continue
      }
      try {
        await call()
      } catch (error) {
        rejected.push(`${entry.path}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    expect(rejected).toEqual([])
    // Every call the test knows is on the list, so the list cannot lose a served endpoint unnoticed.
    expect(Object.keys(calls).filter((path) => !served.some((entry) => entry.path === path))).toEqual([])
  })

  it('R-HTTP-28: every endpoint deliberately not served answers as nodeos or Hyperion answers one it lacks', async () => {
    const answers: string[] = []
    for (const entry of surface.filter((row) => row.devnet === 'not-served')) {
      expect(entry.reason, `${entry.path} needs a reason`).not.toBe('')
      const { status, json } = await devnet.post(entry.path, {})
      const error = json.error as { name?: string; details?: { message: string }[] } | undefined
      const asNodeos = entry.path.startsWith('/v1/')
        ? json.code === 404 &&
          error?.name === 'exception' &&
          error.details?.[0]?.message === 'Unknown Endpoint'
        : json.statusCode === 404 && json.error === 'Not Found'
      if (status !== 404 || !asNodeos) answers.push(`${entry.path}: ${status} ${JSON.stringify(json)}`)
    }
    expect(answers).toEqual([])
  })
})
