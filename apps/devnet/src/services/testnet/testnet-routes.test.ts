import { PrivateKey } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDevnet, type TestDevnet } from '../../http/test-devnet.ts'
import { FAUCET_TLOS, ROTATION_INTERVAL_MS } from './index.ts'

// The testnet developer endpoints over real HTTP: TLOS from the faucet account on chain, the local
// EVM and zkEVM ledgers, the producer rotation, and account creation; every refusal as {success: false, message}.

let devnet: TestDevnet
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(async () => {
  await devnet.close()
})

async function get(path: string) {
  const response = await fetch(`${devnet.url}${path}`)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const balance = async (account: string) =>
  String(
    (await devnet.client.v1.chain.get_currency_balance('eosio.token', account, 'TLOS'))[0] ?? '0.0000 TLOS',
  )

describe('GET /v1/testnet/faucet/{account}', () => {
  it('R-HTTP-07, R-TEST-02: sends 50 TLOS from the faucet account, once an hour per account', async () => {
    const before = await balance('resolveadmin')
    const sent = await get('/v1/testnet/faucet/resolveadmin')
    expect(sent).toMatchObject({
      status: 200,
      json: { success: true, account: 'resolveadmin', quantity: FAUCET_TLOS },
    })
    expect(sent.json.transactionId).toMatch(/^[0-9a-f]{64}$/)
    expect(Number.parseFloat(await balance('resolveadmin')) - Number.parseFloat(before)).toBeCloseTo(50, 4)

    const again = await get('/v1/testnet/faucet/resolveadmin')
    expect(again).toMatchObject({ status: 429, json: { success: false, code: 'RATE_LIMITED' } })
    expect(String(again.json.message)).toMatch(/less than an hour ago\. Try again in \d+ minutes\./)
    // An hour later (devnet clock) the account may ask again.
    devnet.node.chain.advanceTime(3601)
    expect((await get('/v1/testnet/faucet/resolveadmin')).status).toBe(200)
  })

  it('R-ERR-17: refuses malformed and unknown accounts with a message', async () => {
    expect(await get('/v1/testnet/faucet/Bad_Name')).toMatchObject({
      status: 400,
      json: { success: false, message: 'account: Only lowercase letters a–z and digits 1–5.' },
    })
    expect(await get('/v1/testnet/faucet/nosuchacct11')).toMatchObject({
      status: 404,
      json: { success: false, message: 'This account does not exist.' },
    })
  })
})

describe('EVM faucets', () => {
  it('R-HTTP-08, R-HTTP-09, R-TEST-03, R-TEST-04: credit 50 TLOS / 50 tTLOS to the local ledgers', async () => {
    const evm = await get(`/v1/testnet/evmFaucet/${ADDRESS}`)
    expect(evm).toMatchObject({
      status: 200,
      json: { success: true, network: 'evm', address: ADDRESS, amount: '50.0 TLOS', balance: '50.0 TLOS' },
    })
    expect(evm.json.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    const zk = await get(`/v1/testnet/zkEvmFaucet/${ADDRESS.toLowerCase()}`)
    expect(zk).toMatchObject({
      status: 200,
      json: { network: 'zkevm', amount: '50.0 tTLOS', balance: '50.0 tTLOS' },
    })
    expect(await get(`/devnet/evm/${ADDRESS}`)).toMatchObject({
      status: 200,
      json: { evm: '50.0 TLOS', zkevm: '50.0 tTLOS' },
    })
    // Once an hour per address and network, whatever the letter case.
    expect(await get(`/v1/testnet/evmFaucet/${ADDRESS.toLowerCase()}`)).toMatchObject({
      status: 429,
      json: { success: false, code: 'RATE_LIMITED' },
    })
  })

  it('R-ERR-17: rejects addresses that are not 0x plus 40 hex characters and credits nothing', async () => {
    for (const bad of [
      '0x123',
      'not-an-address',
      `${ADDRESS}00`,
      '0xZZZeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ]) {
      expect(await get(`/v1/testnet/evmFaucet/${bad}`)).toMatchObject({
        status: 400,
        json: { success: false, message: 'Enter a valid address: 0x followed by 40 hexadecimal characters.' },
      })
      expect((await get(`/v1/testnet/zkEvmFaucet/${bad}`)).status).toBe(400)
    }
    expect((await get(`/devnet/evm/0x${'1'.repeat(40)}`)).json).toMatchObject({
      evm: '0.0 TLOS',
      zkevm: '0.0 tTLOS',
    })
  })
})

describe('GET /v1/testnet/produce/{account}', () => {
  it(
    'R-HTTP-06: adds the account to the local rotation, which then produces blocks',
    async () => {
      const added = await get('/v1/testnet/produce/resolveadmin')
      expect(added).toMatchObject({
        status: 200,
        json: { success: true, account: 'resolveadmin', schedule: ['eosio', 'resolveadmin'] },
      })
      expect((await get('/v1/testnet/produce/resolveadmin')).json).toMatchObject({
        success: true,
        message: 'resolveadmin is already in the producer rotation.',
      })
      expect((await get('/v1/testnet/produce/nosuchacct11')).status).toBe(404)
      // At the next turn of the rotation (every ROTATION_INTERVAL_MS) the new producer makes the head
      // block. Read until it does: on a busy machine turns and blocks come late, so the test's time
      // limit, far above a turn, is the only bound.
      let producer = ''
      while (producer !== 'resolveadmin') {
        await new Promise((resolve) => setTimeout(resolve, 250))
        producer = String((await devnet.client.v1.chain.get_info()).head_block_producer)
      }
      expect(producer).toBe('resolveadmin')
    },
    ROTATION_INTERVAL_MS * 20,
  )
})

describe('POST /v1/testnet/account', () => {
  it('R-HTTP-10, R-TEST-01: creates the account with the given keys; bad input changes nothing', async () => {
    const key = String(PrivateKey.generate('K1').toPublic())
    const body = { accountName: 'testnetacct1', ownerKey: key, activeKey: key }
    expect(await devnet.post('/v1/testnet/account', { ...body, accountName: 'testnet' })).toMatchObject({
      status: 400,
      json: { success: false, message: 'accountName: Exactly 12 characters.' },
    })
    expect(await devnet.post('/v1/testnet/account', { ...body, activeKey: 'PUB_K1_bad' })).toMatchObject({
      status: 400,
      json: { message: 'activeKey: Enter a valid public key (EOS… or PUB_K1_…).' },
    })
    const created = await devnet.post('/v1/testnet/account', body)
    expect(created).toMatchObject({ status: 200, json: { success: true, accountName: 'testnetacct1' } })
    expect(created.json.transactionId).toMatch(/^[0-9a-f]{64}$/)
    expect(await devnet.post('/v1/testnet/account', body)).toMatchObject({
      status: 409,
      json: { success: false, message: 'This account already exists.' },
    })
    expect(String((await devnet.client.v1.chain.get_account('testnetacct1')).account_name)).toBe(
      'testnetacct1',
    )
  })
})
