import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Session } from '@wharfkit/session'
import { startTestDevnet, type TestDevnet } from '../http/test-devnet.ts'
import { createAccount } from './system.ts'
import { TOKEN_CREATE_PRICE } from './contracts.ts'

// The portal's calls to the smaller contracts, signed by Wharf Kit and sent over HTTP to a
// `--seed none` devnet, then read back the way the portal reads them.

let devnet: TestDevnet
let user: Session
const USER = 'portaluser11'

type Rows = { rows: Record<string, unknown>[]; more: boolean; next_key: string }
const read = async (body: Record<string, unknown>) =>
  (await devnet.post('/v1/chain/get_table_rows', body)).json as Rows

const action = (account: string, name: string, data: Record<string, unknown>) => ({
  account,
  name,
  authorization: [{ actor: USER, permission: 'active' }],
  data,
})

beforeAll(async () => {
  devnet = await startTestDevnet()
  const { chain } = devnet.node
  createAccount(chain, USER)
  chain.pushActions([
    {
      account: 'eosio.token',
      name: 'transfer',
      authorization: [{ actor: 'eosio', permission: 'active' }],
      data: { from: 'eosio', to: USER, quantity: '500.0000 TLOS', memo: '' },
    },
  ])
  chain.produceBlock()
  user = devnet.session(USER)
})

afterAll(async () => {
  await devnet.close()
})

describe('portal calls over HTTP on --seed none', () => {
  it('R-TOK-03 R-READ-20 R-READ-21: creates a token in one transaction and lists it', async () => {
    const config = await read({
      code: 'tokenmanager',
      scope: 'tokenmanager',
      table: 'config',
      json: true,
      limit: 1,
    })
    expect(config.rows).toEqual([{ create_price: TOKEN_CREATE_PRICE, admins: [] }])
    await user.transact({
      actions: [
        action('tokenmanager', 'openacct', { account_name: USER }),
        action('eosio.token', 'transfer', {
          from: USER,
          to: 'tokenmanager',
          quantity: TOKEN_CREATE_PRICE,
          memo: 'Payment for creating Gold (GLD) token',
        }),
        // The portal's extra token_symbol is not in the ABI; serialization drops it.
        action('tokenmanager', 'createtoken', {
          owner: USER,
          token_symbol: '4,GLD',
          token_name: 'Gold',
          max_supply: '21000000.0000 GLD',
          logo_sm: 'https://example.org/gld-sm.png',
          logo_lg: 'https://example.org/gld-lg.png',
        }),
      ],
    })
    const tokens = await read({
      code: 'tokenmanager',
      scope: 'tokenmanager',
      table: 'tokens',
      json: true,
      limit: 1000,
    })
    expect(tokens).toEqual({
      rows: [
        {
          contract_account: 'secure.token',
          token_owner: USER,
          token_name: 'Gold',
          logo_sm: 'https://example.org/gld-sm.png',
          logo_lg: 'https://example.org/gld-lg.png',
          token_symbol: '4,GLD',
          meta: [],
        },
      ],
      more: false,
      next_key: '',
    })
    const stats = await devnet.post('/v1/chain/get_currency_stats', { code: 'secure.token', symbol: 'GLD' })
    expect(stats.json).toEqual({
      GLD: { supply: '0.0000 GLD', max_supply: '21000000.0000 GLD', issuer: USER },
    })
    await user.transact({
      action: action('secure.token', 'issue', { to: USER, quantity: '100.0000 GLD', memo: '' }),
    })
    expect(
      (await devnet.client.v1.chain.get_currency_balance('secure.token', USER, 'GLD')).map(String),
    ).toEqual(['100.0000 GLD'])
  })

  it('R-CALL-PROF-01 R-READ-08: creates and edits a profile, read by lower = upper = account', async () => {
    await user.transact({
      actions: [
        action('profiles', 'newprofile', {
          account: USER,
          display_name: 'Portal User',
          avatar: null,
          bio: null,
        }),
        action('profiles', 'editstatus', { account: USER, new_status: 'here' }),
      ],
    })
    const profile = await read({
      code: 'profiles',
      scope: 'profiles',
      table: 'profiles',
      json: true,
      index_position: '1',
      key_type: 'i64',
      lower_bound: USER,
      upper_bound: USER,
      limit: 1,
    })
    expect(profile.rows).toEqual([
      {
        account_name: USER,
        display_name: 'Portal User',
        avatar: '',
        bio: '',
        status: 'here',
        is_verified: 0,
      },
    ])
    await expect(
      user.transact({ action: action('profiles', 'editbio', { account: USER, new_bio: 'x'.repeat(257) }) }),
    ).rejects.toThrow('bio too long')
  })

  it('R-SAFE-02 R-SAFE-03 R-READ-22: locks and unlocks the seeded safe', async () => {
    await user.transact({
      action: action('safe.poc.tbs', 'locksafe', { safe_name: 'pocsafe', locking_account: USER }),
    })
    let safes = await read({
      code: 'safe.poc.tbs',
      scope: 'safe.poc.tbs',
      table: 'safes',
      json: true,
      limit: 100,
    })
    expect(safes.rows[0]).toMatchObject({ locked: 1, locked_by: USER, unlocked_by: '' })
    await user.transact({
      action: action('safe.poc.tbs', 'unlocksafe', { safe_name: 'pocsafe', unlocking_account: USER }),
    })
    safes = await read({
      code: 'safe.poc.tbs',
      scope: 'safe.poc.tbs',
      table: 'safes',
      json: true,
      limit: 100,
    })
    expect(safes.rows[0]).toMatchObject({ locked: 0, locked_by: USER, unlocked_by: USER })
  })

  it('R-ACCT-03: removeme succeeds for an account on no list', async () => {
    await user.transact({ action: action('tlosrecovery', 'removeme', { account_name: USER }) })
    for (const table of ['unstake', 'recover']) {
      const rows = await read({
        code: 'tlosrecovery',
        scope: 'tlosrecovery',
        table,
        json: true,
        lower_bound: USER,
        upper_bound: USER,
        limit: 1,
      })
      expect(rows.rows).toEqual([])
    }
  })
})
