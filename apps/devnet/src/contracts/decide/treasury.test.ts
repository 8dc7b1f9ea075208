import { laborBucketRow, payrollRow, treasuryRow } from '@portal/chain/contracts/decide/index'
import { describe, expect, it } from 'vitest'
import { createTestChain } from '../../chain/test-chain.ts'
import { deployContractAccount } from '../../seed/system.ts'
import { DECIDE, createDao, decideChain, depositFee } from './test-support.ts'

const newtreasury = (manager: string, max_supply: string, access = 'public') => ({
  manager,
  max_supply,
  access,
})

describe('newtreasury', () => {
  it('R-DAO-06, R-CALL-DEC-12, R-CALL-DEC-17: creates a DAO paid from the fee deposit, with payroll and labor bucket', async () => {
    const chain = decideChain()
    await chain.transactAll([
      {
        actor: 'alice',
        action: 'eosio.token::transfer',
        data: { from: 'alice', to: DECIDE, quantity: '500.0000 TLOS', memo: 'fees-deposit' },
      },
      {
        actor: 'alice',
        action: `${DECIDE}::newtreasury`,
        data: newtreasury('alice', '1000.00 GOV', 'invite'),
      },
    ])
    expect(treasuryRow.parse(chain.treasury('GOV'))).toEqual({
      supply: '0.00 GOV',
      max_supply: '1000.00 GOV',
      access: 'invite',
      manager: 'alice',
      title: '',
      description: '',
      icon: '',
      voters: 0,
      delegates: 0,
      committees: 0,
      open_ballots: 0,
      locked: false,
      unlock_acct: 'alice',
      unlock_auth: 'active',
      settings: ['burnable', 'maxmutable', 'reclaimable', 'stakeable', 'transferable', 'unstakeable']
        .map((key) => ({ key, value: false }))
        .sort((a, b) => (a.key < b.key ? -1 : 1)),
    })
    expect(chain.deposit('alice')).toBe('0.0000 TLOS')
    expect(chain.config().total_deposits).toBe('0.0000 TLOS')
    expect(payrollRow.parse(chain.rows(DECIDE, 'payrolls', 'GOV')[0])).toMatchObject({
      payroll_name: 'workers',
      payroll_funds: '0.0000 TLOS',
      per_period: '0.0010 TLOS',
      period_length: 604800,
      payee: 'workers',
    })
    expect(laborBucketRow.parse(chain.rows(DECIDE, 'laborbuckets', 'GOV')[0])).toEqual({
      payroll_name: 'workers',
      claimable_volume: [{ key: 'rebalvolume', value: '0.00 GOV' }],
      claimable_events: [
        { key: 'cleancount', value: 0 },
        { key: 'rebalcount', value: 0 },
      ],
    })
  })

  it('needs init first', async () => {
    const chain = createTestChain()
    deployContractAccount(chain.chain, DECIDE)
    await expect(
      chain.transact('alice', `${DECIDE}::newtreasury`, newtreasury('alice', '1.0000 GOV')),
    ).rejects.toThrow(
      'assertion failure with message: telos.decide::init must be called before treasuries can be emplaced',
    )
  })

  it('checks signer, symbol, supply, access and fee in the contract order', async () => {
    const chain = decideChain()
    const create = (data: ReturnType<typeof newtreasury>, actor = data.manager) =>
      chain.act(actor, 'newtreasury', data)
    await expect(create(newtreasury('alice', '1.0000 GOV'), 'bob')).rejects.toThrow(
      'missing authority of alice',
    )
    await expect(create(newtreasury('alice', '1.0000 VOTE'))).rejects.toThrow(
      'assertion failure with message: treasury already exists',
    )
    await expect(create(newtreasury('alice', '0.0000 GOV'))).rejects.toThrow(
      'assertion failure with message: max supply must be greater than 0',
    )
    await expect(create(newtreasury('alice', '4611686018427387904 BIG'))).rejects.toThrow(
      'assertion failure with message: invalid max supply',
    )
    await expect(create(newtreasury('alice', '1.0000 GOV', 'secret'))).rejects.toThrow(
      'assertion failure with message: invalid access method',
    )
    await expect(create(newtreasury('alice', '1.0000 GOV', 'membership'))).rejects.toThrow(
      'assertion failure with message: membership access feature under development',
    )
    await expect(create(newtreasury('alice', '1.0000 TLOS'))).rejects.toThrow(
      'assertion failure with message: TLOS symbol is reserved',
    )
    await expect(create(newtreasury('alice', '1.0000 GOV'))).rejects.toThrow(
      'assertion failure with message: TLOS balance not found',
    )
    depositFee(chain, 'alice', '499.9999 TLOS')
    await expect(create(newtreasury('alice', '1.0000 GOV'))).rejects.toThrow(
      'assertion failure with message: insufficient funds to cover fee',
    )
    depositFee(chain, 'alice', '0.0001 TLOS')
    await create(newtreasury('alice', '1.0000 GOV'))
    depositFee(chain, 'bob', '500.0000 TLOS')
    await expect(create(newtreasury('bob', '5.00 GOV'))).rejects.toThrow(
      'assertion failure with message: treasury already exists',
    )
    expect(chain.deposit('bob')).toBe('500.0000 TLOS')
  })
})

describe('treasury manager actions', () => {
  it('R-DAO-08, R-CALL-DEC-13: edittrsinfo by the manager until the treasury is locked', async () => {
    const chain = decideChain()
    await createDao(chain)
    const edit = (actor: string, treasury_symbol = '4,GOV') =>
      chain.act(actor, 'edittrsinfo', {
        treasury_symbol,
        title: 'Garden DAO',
        description: 'Plants',
        icon: 'x.png',
      })
    await expect(edit('alice', '4,NOPE')).rejects.toThrow(
      'assertion failure with message: treasury not found',
    )
    await expect(edit('bob')).rejects.toThrow('missing authority of alice')
    await edit('alice')
    expect(chain.treasury('GOV')).toMatchObject({ title: 'Garden DAO', description: 'Plants', icon: 'x.png' })
    await chain.act('alice', 'lock', { treasury_symbol: '4,GOV' })
    await expect(edit('alice')).rejects.toThrow('assertion failure with message: treasury is locked')
    await expect(chain.act('alice', 'lock', { treasury_symbol: '4,GOV' })).rejects.toThrow(
      'assertion failure with message: treasury is already locked',
    )
    await chain.act('alice', 'unlock', { treasury_symbol: '4,GOV' })
    await expect(chain.act('alice', 'unlock', { treasury_symbol: '4,GOV' })).rejects.toThrow(
      'assertion failure with message: treasury is already unlocked',
    )
  })

  it('R-DAO-09, R-CALL-DEC-14: toggle flips one treasury setting; ballot settings are not treasury settings', async () => {
    const chain = decideChain()
    await createDao(chain)
    const toggle = (setting_name: string, actor = 'alice', treasury_symbol = '4,GOV') =>
      chain.act(actor, 'toggle', { treasury_symbol, setting_name })
    await expect(toggle('transferable', 'alice', '4,NOPE')).rejects.toThrow(
      'assertion failure with message: treasury not found',
    )
    await expect(toggle('transferable', 'bob')).rejects.toThrow('missing authority of alice')
    await expect(toggle('votestake')).rejects.toThrow('assertion failure with message: setting not found')
    await toggle('transferable')
    expect(chain.treasury('GOV')?.settings).toContainEqual({ key: 'transferable', value: true })
    await toggle('transferable')
    expect(chain.treasury('GOV')?.settings).toContainEqual({ key: 'transferable', value: false })
  })

  it('R-DAO-05, R-DAO-10: mint credits a registered voter and the supply, and notifies the recipient', async () => {
    const chain = decideChain()
    await createDao(chain, { voters: ['bob'] })
    const result = await chain.act('alice', 'mint', { to: 'bob', quantity: '5.0000 GOV', memo: 'welcome' })
    expect(chain.voter('bob', 'GOV')).toMatchObject({ liquid: '5.0000 GOV', staked: '0.0000 GOV' })
    expect(chain.treasury('GOV')).toMatchObject({ supply: '5.0000 GOV' })
    expect(result.trace.action_traces.map((trace) => trace.receiver)).toEqual([DECIDE, 'bob'])
  })

  it('mint checks, in order', async () => {
    const chain = decideChain()
    await createDao(chain, { voters: ['bob'] })
    const mint = (to: string, quantity: string, memo = '', actor = 'alice') =>
      chain.act(actor, 'mint', { to, quantity, memo })
    await expect(mint('bob', '1.0000 NOPE')).rejects.toThrow(
      'assertion failure with message: treasury not found',
    )
    await expect(mint('bob', '1.0000 GOV', '', 'bob')).rejects.toThrow('missing authority of alice')
    await expect(mint('nobody', '1.0000 GOV')).rejects.toThrow(
      "assertion failure with message: to account doesn't exist",
    )
    await expect(mint('bob', '1000000.0001 GOV')).rejects.toThrow(
      'assertion failure with message: minting would breach max supply',
    )
    await expect(mint('bob', '0.0000 GOV')).rejects.toThrow(
      'assertion failure with message: must mint a positive quantity',
    )
    await expect(mint('bob', '1.0000 GOV', 'x'.repeat(257))).rejects.toThrow(
      'assertion failure with message: memo has more than 256 bytes',
    )
    await expect(mint('carol', '1.0000 GOV')).rejects.toThrow(
      'assertion failure with message: add_liquid: voter not found',
    )
    expect(chain.treasury('GOV')).toMatchObject({ supply: '0.0000 GOV' })
  })

  it('stake and unstake move liquid and staked on a stakeable treasury', async () => {
    const chain = decideChain()
    await createDao(chain, { voters: ['bob'], amount: '10.0000' })
    const stake = (action: 'stake' | 'unstake', quantity: string, actor = 'bob') =>
      chain.act(actor, action, { voter: 'bob', quantity })
    await expect(stake('stake', '1.0000 GOV', 'carol')).rejects.toThrow('missing authority of bob')
    await expect(stake('stake', '1.0000 NOPE')).rejects.toThrow(
      'assertion failure with message: treasury not found',
    )
    await expect(stake('stake', '1.0000 GOV')).rejects.toThrow(
      'assertion failure with message: token is not stakeable',
    )
    await chain.act('alice', 'toggle', { treasury_symbol: '4,GOV', setting_name: 'stakeable' })
    await expect(stake('stake', '0.0000 GOV')).rejects.toThrow(
      'assertion failure with message: must stake positive amount',
    )
    await expect(stake('stake', '10.0001 GOV')).rejects.toThrow(
      'assertion failure with message: insufficient liquid amount',
    )
    await stake('stake', '4.0000 GOV')
    expect(chain.voter('bob', 'GOV')).toMatchObject({ liquid: '6.0000 GOV', staked: '4.0000 GOV' })
    await expect(stake('unstake', '1.0000 GOV')).rejects.toThrow(
      'assertion failure with message: token is not unstakeable',
    )
    await chain.act('alice', 'toggle', { treasury_symbol: '4,GOV', setting_name: 'unstakeable' })
    await expect(stake('unstake', '4.0001 GOV')).rejects.toThrow(
      'assertion failure with message: insufficient staked amount',
    )
    await stake('unstake', '1.5000 GOV')
    expect(chain.voter('bob', 'GOV')).toMatchObject({ liquid: '7.5000 GOV', staked: '2.5000 GOV' })
  })

  it('transfer, burn, reclaim and mutatemax follow their settings', async () => {
    const chain = decideChain()
    await createDao(chain, { voters: ['alice', 'bob'], amount: '10.0000' })
    const toggle = (setting_name: string) =>
      chain.act('alice', 'toggle', { treasury_symbol: '4,GOV', setting_name })
    const transfer = (quantity: string) =>
      chain.act('bob', 'transfer', { from: 'bob', to: 'alice', quantity, memo: '' })
    await expect(transfer('1.0000 GOV')).rejects.toThrow(
      'assertion failure with message: token is not transferable',
    )
    await toggle('transferable')
    await transfer('2.0000 GOV')
    expect(chain.voter('alice', 'GOV')?.liquid).toBe('12.0000 GOV')

    await expect(chain.act('alice', 'burn', { quantity: '1.0000 GOV', memo: '' })).rejects.toThrow(
      'assertion failure with message: token is not burnable',
    )
    await toggle('burnable')
    await expect(chain.act('alice', 'burn', { quantity: '12.0001 GOV', memo: '' })).rejects.toThrow(
      'assertion failure with message: burning would overdraw balance',
    )
    await chain.act('alice', 'burn', { quantity: '2.0000 GOV', memo: '' })
    expect(chain.treasury('GOV')?.supply).toBe('18.0000 GOV')

    await expect(
      chain.act('alice', 'reclaim', { voter: 'bob', quantity: '1.0000 GOV', memo: '' }),
    ).rejects.toThrow('assertion failure with message: token is not reclaimable')
    await toggle('reclaimable')
    await expect(
      chain.act('alice', 'reclaim', { voter: 'alice', quantity: '1.0000 GOV', memo: '' }),
    ).rejects.toThrow('assertion failure with message: cannot reclaim tokens from yourself')
    await chain.act('alice', 'reclaim', { voter: 'bob', quantity: '8.0000 GOV', memo: '' })
    expect(chain.voter('bob', 'GOV')?.liquid).toBe('0.0000 GOV')

    await expect(
      chain.act('alice', 'mutatemax', { new_max_supply: '50.0000 GOV', memo: '' }),
    ).rejects.toThrow('assertion failure with message: max supply is not modifiable')
    await toggle('maxmutable')
    await expect(
      chain.act('alice', 'mutatemax', { new_max_supply: '17.0000 GOV', memo: '' }),
    ).rejects.toThrow('assertion failure with message: cannot lower max supply below current supply')
    await chain.act('alice', 'mutatemax', { new_max_supply: '50.0000 GOV', memo: '' })
    expect(chain.treasury('GOV')?.max_supply).toBe('50.0000 GOV')
  })
})
