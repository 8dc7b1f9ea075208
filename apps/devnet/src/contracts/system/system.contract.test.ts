import { PrivateKey } from '@wharfkit/antelope'
import { describe, expect, it } from 'vitest'
import { nameValue, readU64Key, u64Key } from '../../chain/keys.ts'
import { DEV_PUBLIC_KEY, keyAuthority } from '../../chain/chain.ts'
import { accountName, uint64 } from '@portal/chain/primitives'
import { z } from '@portal/chain/zod-mini'
import { defineContract } from '../../chain/runtime/contract.ts'
import { oneTableDescriptor } from '../../testing/one-table-descriptor.ts'
import { createTestChain } from '../../chain/test-chain.ts'

const OTHER_KEY = PrivateKey.from('5JtUScZK2XEp3g9gh7F8bwtPTRAkASmNrrftmx4AxDKD5K4zDnr')
  .toPublic()
  .toLegacyString()

/** Records delegatebw/undelegatebw notifications the way telos.decide reacts to them. */
const spyDescriptor = oneTableDescriptor('telos.decide', {
  name: 'seen',
  row: z.object({ id: uint64, action: accountName, from: accountName }),
  primaryKey: (row) => row.id,
  primaryKeyType: 'uint64',
})

const decideSpy = defineContract(spyDescriptor, {
  actions: {},
  notifications: {
    'eosio::delegatebw'(ctx) {
      const seen = ctx.table('seen')
      seen.emplace(ctx.self, {
        id: String(seen.availablePrimaryKey()),
        action: ctx.action,
        from: ctx.data.from,
      })
    },
    'eosio::undelegatebw'(ctx) {
      const seen = ctx.table('seen')
      seen.emplace(ctx.self, {
        id: String(seen.availablePrimaryKey()),
        action: ctx.action,
        from: ctx.data.from,
      })
    },
  },
})

describe('eosio', () => {
  it('creates accounts with owner and active authorities', async () => {
    const chain = createTestChain({ accounts: ['alice'] })
    await chain.transact('alice', 'eosio::newaccount', {
      creator: 'alice',
      name: 'newuser12345',
      owner: keyAuthority(DEV_PUBLIC_KEY),
      active: keyAuthority(OTHER_KEY),
    })
    const permissions = chain.chain.accounts.permissions('newuser12345')
    expect(permissions.map((p) => [p.name, p.parent, p.auth.keys[0]?.key])).toEqual([
      ['active', 'owner', OTHER_KEY],
      ['owner', '', DEV_PUBLIC_KEY],
    ])
    await expect(
      chain.transact('alice', 'eosio::newaccount', {
        creator: 'alice',
        name: 'newuser12345',
        owner: keyAuthority(DEV_PUBLIC_KEY),
        active: keyAuthority(DEV_PUBLIC_KEY),
      }),
    ).rejects.toThrow('Cannot create account named newuser12345, as that name is already taken')
    await expect(
      chain.transact('alice', 'eosio::newaccount', {
        creator: 'alice',
        name: 'short',
        owner: keyAuthority(DEV_PUBLIC_KEY),
        active: keyAuthority(DEV_PUBLIC_KEY),
      }),
    ).rejects.toThrow('no active bid for name')
  })

  it('adds, links and deletes a custom permission with nodeos checks', async () => {
    const chain = createTestChain({ accounts: ['alice', 'bob'] })
    await chain.transact('alice', 'eosio::updateauth', {
      account: 'alice',
      permission: 'transfer',
      parent: 'active',
      auth: keyAuthority(OTHER_KEY),
    })
    const asTransfer = [{ actor: 'alice', permission: 'transfer' }]
    const send = { from: 'alice', to: 'bob', quantity: '1.0000 TLOS', memo: '' }
    await expect(chain.transact(asTransfer, 'eosio.token::transfer', send)).rejects.toThrow(
      `action declares irrelevant authority '{"actor":"alice","permission":"transfer"}'; minimum authority is {"actor":"alice","permission":"active"}`,
    )
    await chain.transact('alice', 'eosio::linkauth', {
      account: 'alice',
      code: 'eosio.token',
      type: 'transfer',
      requirement: 'transfer',
    })
    await chain.transact(asTransfer, 'eosio.token::transfer', send)
    await expect(
      chain.transact('alice', 'eosio::deleteauth', { account: 'alice', permission: 'transfer' }),
    ).rejects.toThrow(
      'Cannot delete a linked authority. Unlink the authority first. This authority is linked to eosio.token::transfer.',
    )
    await chain.transact('alice', 'eosio::unlinkauth', {
      account: 'alice',
      code: 'eosio.token',
      type: 'transfer',
    })
    await chain.transact('alice', 'eosio::deleteauth', { account: 'alice', permission: 'transfer' })
    expect(chain.chain.accounts.permission('alice', 'transfer')).toBeUndefined()
    await expect(
      chain.transact('alice', 'eosio::updateauth', {
        account: 'alice',
        permission: 'owner',
        parent: '',
        auth: keyAuthority(OTHER_KEY),
      }),
    ).rejects.toThrow(`minimum authority is {"actor":"alice","permission":"owner"}`)
  })

  it('stakes into delband, notifies telos.decide, and unstakes into a refund', async () => {
    const chain = createTestChain({ accounts: ['alice'], contracts: [decideSpy] })
    await chain.transact('alice', 'eosio::delegatebw', {
      from: 'alice',
      receiver: 'alice',
      stake_net_quantity: '10.0000 TLOS',
      stake_cpu_quantity: '30.0000 TLOS',
      transfer: false,
    })
    expect(chain.rows('eosio', 'delband', 'alice')).toEqual([
      { from: 'alice', to: 'alice', net_weight: '10.0000 TLOS', cpu_weight: '30.0000 TLOS' },
    ])
    expect(chain.balance('alice')).toBe('960.0000 TLOS')
    expect(chain.balance('eosio.stake')).toBe('40.0000 TLOS')
    await chain.transact('alice', 'eosio::undelegatebw', {
      from: 'alice',
      receiver: 'alice',
      unstake_net_quantity: '10.0000 TLOS',
      unstake_cpu_quantity: '0.0000 TLOS',
    })
    expect(chain.rows('eosio', 'refunds', 'alice')).toMatchObject([
      { owner: 'alice', net_amount: '10.0000 TLOS' },
    ])
    expect(chain.rows('telos.decide', 'seen').map((row) => row.action)).toEqual([
      'delegatebw',
      'undelegatebw',
    ])
    await expect(chain.transact('alice', 'eosio::refund', { owner: 'alice' })).rejects.toThrow(
      'refund is not available yet',
    )
    chain.advanceTime(3 * 24 * 3600)
    await chain.transact('alice', 'eosio::refund', { owner: 'alice' })
    expect(chain.balance('alice')).toBe('970.0000 TLOS')
  })

  it('orders producers by votes through the prototalvote index', async () => {
    const chain = createTestChain({ accounts: ['alice', 'bob', 'prod1', 'prod2'] })
    for (const producer of ['prod1', 'prod2']) {
      await chain.transact(producer, 'eosio::regproducer', {
        producer,
        producer_key: DEV_PUBLIC_KEY,
        url: '',
        location: 0,
      })
    }
    await expect(
      chain.transact('alice', 'eosio::voteproducer', { voter: 'alice', proxy: '', producers: ['prod2'] }),
    ).rejects.toThrow('user must stake before they can vote')
    for (const [voter, amount] of [
      ['alice', '5.0000 TLOS'],
      ['bob', '9.0000 TLOS'],
    ] as const) {
      await chain.transact(voter, 'eosio::delegatebw', {
        from: voter,
        receiver: voter,
        stake_net_quantity: amount,
        stake_cpu_quantity: amount,
        transfer: false,
      })
    }
    await chain.transact('alice', 'eosio::voteproducer', { voter: 'alice', proxy: '', producers: ['prod1'] })
    await chain.transact('bob', 'eosio::voteproducer', { voter: 'bob', proxy: '', producers: ['prod2'] })
    const byVotes = chain.chain.tables.secondaryRange('eosio', 'producers', u64Key(nameValue('eosio')), 0, {
      limit: 10,
    })
    expect(byVotes.map((row) => readU64Key(row.pk))).toEqual([nameValue('prod2'), nameValue('prod1')])
    const rows = chain.rows<{ owner: string; total_votes: number }>('eosio', 'producers')
    // Telos's inverse vote weight: one validator of 30 gets (1 − cos(π/30)) / 2 of the stake.
    expect(rows.map((row) => row.owner)).toEqual(['prod1', 'prod2'])
    expect(rows[0]?.total_votes).toBeCloseTo(100000 * 0.0027390523, 3)
    expect(rows[1]?.total_votes).toBeCloseTo(180000 * 0.0027390523, 3)
  })
})
