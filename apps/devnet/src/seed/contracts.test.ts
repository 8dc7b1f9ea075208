import { describe, expect, it } from 'vitest'
import { profilesConfigRow } from '@portal/chain/contracts/profiles/index'
import { safeRow } from '@portal/chain/contracts/safe/index'
import { tokenManagerConfigRow } from '@portal/chain/contracts/token-manager/index'
import { getTableRows } from '../chain/api/table-rows.ts'
import { createTestChain } from '../chain/test-chain.ts'
import { seedContracts, TOKEN_CREATE_PRICE } from './contracts.ts'

const ACCOUNTS = [
  'profiles',
  'tlosrecovery',
  'secure.token',
  'tokenmanager',
  'safe.poc.tbs',
  'works.decide',
  'eosmechanics',
]

describe('--seed none contracts', () => {
  // How long this takes is printed by bench/seed.ts, not asserted here.
  const chain = createTestChain({ accounts: [] })
  seedContracts(chain.chain)
  const rows = (code: string, table: string) =>
    getTableRows(chain.chain, { code, scope: code, table, json: true }).rows

  it('deploys every contract of the portal on its Telos account', () => {
    for (const account of ACCOUNTS) expect(chain.chain.abiOf(account), account).toBeDefined()
    expect(chain.chain.accounts.get('tlosrecovery')?.privileged).toBeTruthy()
  })

  it('R-TOK-02 R-READ-21: initialises profiles, the token manager create price and the safe', () => {
    expect(profilesConfigRow.parse(rows('profiles', 'config')[0])).toMatchObject({
      admin: 'profiles',
      max_display_name_length: 16,
      max_avatar_length: 64,
      max_bio_length: 256,
      max_status_length: 16,
    })
    expect(tokenManagerConfigRow.parse(rows('tokenmanager', 'config')[0])).toEqual({
      create_price: TOKEN_CREATE_PRICE,
      admins: [],
    })
    expect(rows('safe.poc.tbs', 'safes').map((row) => safeRow.parse(row).safe_name)).toEqual(['pocsafe'])
    expect(rows('works.decide', 'proposals')).toEqual([])
  })

  it('gives tokenmanager secure.token@create and producers eosmechanics@benchmark, linked to their actions', () => {
    const accounts = chain.chain.accounts
    expect(accounts.permission('secure.token', 'create')?.auth.accounts).toEqual([
      { permission: { actor: 'tokenmanager', permission: 'eosio.code' }, weight: 1 },
    ])
    expect(accounts.minimumPermission('secure.token', 'secure.token', 'create')).toBe('create')
    for (const action of ['cpu', 'ram', 'net'])
      expect(accounts.minimumPermission('eosmechanics', 'eosmechanics', action)).toBe('benchmark')
    expect(accounts.minimumPermission('profiles', 'profiles', 'verify')).toBe('verify')
  })
})
