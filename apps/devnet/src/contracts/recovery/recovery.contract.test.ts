import { beforeEach, describe, expect, it } from 'vitest'
import { accountClaimState } from '@portal/chain/profiles'
import { recoveryAccountRow } from '@portal/chain/contracts/recovery/index'
import { createTestChain, type TestChain } from '../../chain/test-chain.ts'
import { getActions } from '../../history/history-queries.ts'
import type { HyperionAction } from '../../history/history-store.ts'
import { REFUND_DELAY_SEC } from '../system/bandwidth.ts'
import { seedTlosrecovery } from '../../seed/contracts.ts'
import { RECOVERY_MEMO } from './recovery.contract.ts'

const assertion = (message: string) => `assertion failure with message: ${message}`

let chain: TestChain
const list = (table: 'unstake' | 'recover') =>
  chain.rows('tlosrecovery', table).map((row) => recoveryAccountRow.parse(row).account_name)
/** The portal's check: lower = upper = the account in unstake, then recover. */
const claimState = (account: string) =>
  accountClaimState(list('unstake').includes(account), list('recover').includes(account))

const stake = (account: string) =>
  chain.transact(account, 'eosio::delegatebw', {
    from: account,
    receiver: account,
    stake_net_quantity: '10.0000 TLOS',
    stake_cpu_quantity: '20.0000 TLOS',
    transfer: false,
  })

beforeEach(async () => {
  chain = createTestChain()
  seedTlosrecovery(chain.chain)
  await stake('alice')
  await chain.transact('tlosrecovery', 'tlosrecovery::add', { account_names: ['alice', 'bob'] })
})

describe('tlosrecovery lists', () => {
  it('R-ACCT-04 R-READ-11: add puts staked accounts on unstake and the others on recover', () => {
    expect(list('unstake')).toEqual(['alice'])
    expect(list('recover')).toEqual(['bob'])
    expect([claimState('alice'), claimState('bob'), claimState('carol')]).toEqual([
      'unstake',
      'recover',
      'claimed',
    ])
  })

  it('add and remove need the contract; a listed account cannot be added twice', async () => {
    await expect(chain.transact('alice', 'tlosrecovery::add', { account_names: ['carol'] })).rejects.toThrow(
      'missing authority of tlosrecovery',
    )
    await expect(chain.transact('alice', 'tlosrecovery::remove', { account_names: ['bob'] })).rejects.toThrow(
      'missing authority of tlosrecovery',
    )
    await expect(
      chain.transact('tlosrecovery', 'tlosrecovery::add', { account_names: ['bob'] }),
    ).rejects.toThrow('could not insert object')
    await chain.transact('tlosrecovery', 'tlosrecovery::remove', { account_names: ['alice', 'bob', 'dave'] })
    expect([list('unstake'), list('recover')]).toEqual([[], []])
  })

  it('R-ACCT-03 R-CALL-REC-01: removeme takes the owner off both lists, recorded in history', async () => {
    await chain.transact('bob', 'tlosrecovery::removeme', { account_name: 'bob' })
    await chain.transact('alice', 'tlosrecovery::removeme', { account_name: 'alice' })
    expect([claimState('alice'), claimState('bob')]).toEqual(['claimed', 'claimed'])
    const actions = getActions(chain.chain.db, { filter: 'tlosrecovery:removeme', sort: 'asc' }, 0)
      .actions as HyperionAction[]
    expect(actions.map((action) => action.act.data)).toEqual([
      { account_name: 'bob' },
      { account_name: 'alice' },
    ])
  })

  it('removeme of an unlisted account succeeds and changes nothing; it needs the owner', async () => {
    await chain.transact('carol', 'tlosrecovery::removeme', { account_name: 'carol' })
    expect([list('unstake'), list('recover')]).toEqual([['alice'], ['bob']])
    await expect(chain.transact('carol', 'tlosrecovery::removeme', { account_name: 'bob' })).rejects.toThrow(
      'missing authority of bob',
    )
  })
})

describe('tlosrecovery batches', () => {
  it('unstake releases the stake of listed accounts and moves them to recover', async () => {
    await chain.transact('dave', 'tlosrecovery::unstake', { n: 5 })
    expect([list('unstake'), list('recover')]).toEqual([[], ['alice', 'bob']])
    expect(chain.rows('eosio', 'delband', 'alice')).toEqual([])
    expect(chain.rows('eosio', 'refunds', 'alice')).toMatchObject([
      { owner: 'alice', net_amount: '10.0000 TLOS', cpu_amount: '20.0000 TLOS' },
    ])
    await expect(chain.transact('dave', 'tlosrecovery::unstake', { n: 5 })).rejects.toThrow(
      assertion('No accounts to unstake'),
    )
  })

  it('recover moves liquid TLOS to the contract, and waits for refunds in progress', async () => {
    await chain.transact('dave', 'tlosrecovery::unstake', { n: 1 })
    await expect(chain.transact('dave', 'tlosrecovery::recover', { n: 5 })).rejects.toThrow(
      assertion('Unstaking still in progress'),
    )
    chain.advanceTime(REFUND_DELAY_SEC)
    await chain.transact('alice', 'eosio::refund', { owner: 'alice' })
    await chain.transact('dave', 'tlosrecovery::recover', { n: 5 })
    expect([chain.balance('alice'), chain.balance('bob'), chain.balance('tlosrecovery')]).toEqual([
      '0.0000 TLOS',
      '0.0000 TLOS',
      '2000.0000 TLOS',
    ])
    const transfers = getActions(
      chain.chain.db,
      { account: 'tlosrecovery', filter: 'eosio.token:transfer' },
      0,
    ).actions as HyperionAction[]
    expect(transfers.map((action) => action.act.data)).toContainEqual({
      from: 'bob',
      to: 'tlosrecovery',
      quantity: '1000.0000 TLOS',
      memo: RECOVERY_MEMO,
      amount: 1000,
      symbol: 'TLOS',
    })
    await expect(chain.transact('dave', 'tlosrecovery::recover', { n: 5 })).rejects.toThrow(
      assertion('No accounts to recover'),
    )
  })

  it('a batch of 0 processes nothing and fails like an empty list', async () => {
    await expect(chain.transact('dave', 'tlosrecovery::unstake', { n: 0 })).rejects.toThrow(
      assertion('No accounts to unstake'),
    )
    expect(list('unstake')).toEqual(['alice'])
  })
})
