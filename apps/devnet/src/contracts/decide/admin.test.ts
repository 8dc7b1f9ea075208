import { decideConfigRow, depositRow, treasuryRow } from '@portal/chain/contracts/decide/index'
import { describe, expect, it } from 'vitest'
import { decideFeesFromEnv } from '../../seed/decide.ts'
import { DECIDE, decideChain, depositFee } from './test-support.ts'

describe('telos.decide --seed none state', () => {
  it('R-READ-16, R-CONST-16, R-CONST-17: config holds the default fees and times in the shape the portal parses', () => {
    const chain = decideChain()
    const config = decideConfigRow.parse(chain.rows(DECIDE, 'config')[0])
    expect(config).toEqual({
      app_name: 'Telos Decide',
      app_version: 'v2.0.4',
      total_deposits: '0.0000 TLOS',
      fees: [
        { key: 'ballot', value: '10.0000 TLOS' },
        { key: 'archival', value: '1.0000 TLOS' },
        { key: 'treasury', value: '500.0000 TLOS' },
        { key: 'committee', value: '10.0000 TLOS' },
      ].sort((a, b) => (a.key < b.key ? -1 : 1)),
      times: [
        { key: 'balcooldown', value: 86400 },
        { key: 'forfeittime', value: 864000 },
        { key: 'minballength', value: 60 },
      ],
    })
  })

  it('R-READ-15: the VOTE treasury is managed by eosio, public, with every setting off', () => {
    const chain = decideChain()
    const vote = treasuryRow.parse(chain.treasury('VOTE'))
    expect(vote).toMatchObject({
      supply: '0.0000 VOTE',
      max_supply: '10000000000.0000 VOTE',
      manager: 'eosio',
      access: 'public',
      voters: 0,
      open_ballots: 0,
      locked: false,
    })
    expect(vote.settings.every((setting) => setting.value === false)).toBe(true)
    // eosio paid the treasury fee from a deposit that stays at zero (chain-notes.md §2.9); the seed
    // returned the fee, so telos.decide holds no TLOS of its own.
    expect(chain.deposit('eosio')).toBe('0.0000 TLOS')
    expect(chain.balance(DECIDE)).toBe('0.0000 TLOS')
  })

  it('takes fee overrides from DECIDE_FEE_* variables', () => {
    expect(decideFeesFromEnv({ DECIDE_FEE_TREASURY: '20', DECIDE_FEE_BALLOT: '2.5 TLOS' })).toEqual({
      treasury: '20.0000 TLOS',
      ballot: '2.5000 TLOS',
    })
    expect(() => decideFeesFromEnv({ DECIDE_FEE_BALLOT: 'ten' })).toThrow('DECIDE_FEE_BALLOT')
    const chain = decideChain({ fees: { treasury: '20.0000 TLOS' } })
    expect(chain.config().fees).toContainEqual({ key: 'treasury', value: '20.0000 TLOS' })
    expect(chain.config().fees).toContainEqual({ key: 'ballot', value: '10.0000 TLOS' })
  })
})

describe('admin actions', () => {
  it('init runs once and only for the contract account', async () => {
    const chain = decideChain()
    await expect(chain.act('alice', 'init', { app_version: 'x' })).rejects.toThrow(
      'missing authority of telos.decide',
    )
    await expect(chain.act(DECIDE, 'init', { app_version: 'x' })).rejects.toThrow(
      'assertion failure with message: contract already initialized',
    )
  })

  it('setversion changes app_version', async () => {
    const chain = decideChain()
    await expect(chain.act('alice', 'setversion', { new_app_version: 'v9' })).rejects.toThrow(
      'missing authority of telos.decide',
    )
    await chain.act(DECIDE, 'setversion', { new_app_version: 'v2.1.0' })
    expect(chain.rows(DECIDE, 'config')[0]).toMatchObject({ app_version: 'v2.1.0' })
  })

  it('updatefee sets or adds a fee in TLOS only', async () => {
    const chain = decideChain()
    await expect(
      chain.act('alice', 'updatefee', { fee_name: 'ballot', fee_amount: '1.0000 TLOS' }),
    ).rejects.toThrow('missing authority of telos.decide')
    await expect(
      chain.act(DECIDE, 'updatefee', { fee_name: 'ballot', fee_amount: '1.0000 VOTE' }),
    ).rejects.toThrow('assertion failure with message: fee symbol must be TLOS')
    await expect(
      chain.act(DECIDE, 'updatefee', { fee_name: 'ballot', fee_amount: '-1.0000 TLOS' }),
    ).rejects.toThrow('assertion failure with message: fee amount must be a positive number')
    await chain.act(DECIDE, 'updatefee', { fee_name: 'ballot', fee_amount: '0.0000 TLOS' })
    await chain.act(DECIDE, 'updatefee', { fee_name: 'featured', fee_amount: '3.0000 TLOS' })
    expect(chain.config().fees).toContainEqual({ key: 'ballot', value: '0.0000 TLOS' })
    expect(chain.config().fees).toContainEqual({ key: 'featured', value: '3.0000 TLOS' })
  })

  it('updatetime sets a positive length', async () => {
    const chain = decideChain()
    await expect(chain.act(DECIDE, 'updatetime', { time_name: 'minballength', length: 0 })).rejects.toThrow(
      'assertion failure with message: length must be a positive number',
    )
    await expect(chain.act('bob', 'updatetime', { time_name: 'minballength', length: 5 })).rejects.toThrow(
      'missing authority of telos.decide',
    )
    await chain.act(DECIDE, 'updatetime', { time_name: 'minballength', length: 3600 })
    expect(chain.config().times).toContainEqual({ key: 'minballength', value: 3600 })
  })
})

describe('fee deposits', () => {
  it('a TLOS transfer credits the sender and total_deposits; memo skip funds the contract itself', () => {
    const chain = decideChain()
    depositFee(chain, 'alice', '12.5000 TLOS')
    depositFee(chain, 'alice', '0.5000 TLOS')
    chain.transfer('bob', DECIDE, '100.0000 TLOS', 'skip')
    expect(depositRow.parse(chain.rows(DECIDE, 'accounts', 'alice')[0])).toEqual({ balance: '13.0000 TLOS' })
    expect(chain.deposit('bob')).toBeUndefined()
    expect(chain.config().total_deposits).toBe('13.0000 TLOS')
    expect(chain.balance(DECIDE)).toBe('113.0000 TLOS')
  })

  it("withdraw returns deposited TLOS with the contract's memo", async () => {
    const chain = decideChain()
    depositFee(chain, 'alice', '20.0000 TLOS')
    const before = Number.parseFloat(chain.balance('alice') ?? '0')
    const result = await chain.act('alice', 'withdraw', { voter: 'alice', quantity: '5.0000 TLOS' })
    expect(chain.deposit('alice')).toBe('15.0000 TLOS')
    expect(chain.config().total_deposits).toBe('15.0000 TLOS')
    expect(chain.balance('alice')).toBe(`${(before + 5).toFixed(4)} TLOS`)
    const transfer = result.trace.action_traces.find((trace) => trace.act.name === 'transfer')
    expect(transfer?.act.data).toMatchObject({ from: DECIDE, to: 'alice', memo: 'Telos Decide Withdrawal' })
  })

  it('withdraw checks, in order', async () => {
    const chain = decideChain()
    const withdraw = (voter: string, quantity: string, actor = voter) =>
      chain.act(actor, 'withdraw', { voter, quantity })
    await expect(withdraw('alice', '1.0000 TLOS', 'bob')).rejects.toThrow('missing authority of alice')
    await expect(withdraw('alice', '1.0000 TLOS')).rejects.toThrow(
      'assertion failure with message: account not found',
    )
    depositFee(chain, 'alice', '2.0000 TLOS')
    await expect(withdraw('alice', '1.0000 VOTE')).rejects.toThrow(
      'assertion failure with message: can only withdraw TLOS',
    )
    await expect(withdraw('alice', '3.0000 TLOS')).rejects.toThrow(
      'assertion failure with message: insufficient balance',
    )
    await expect(withdraw('alice', '0.0000 TLOS')).rejects.toThrow(
      'assertion failure with message: must withdraw a positive amount',
    )
    expect(chain.deposit('alice')).toBe('2.0000 TLOS')
  })

  it('the contract cannot send out TLOS that belongs to deposits', async () => {
    const chain = decideChain()
    depositFee(chain, 'alice', '2.0000 TLOS')
    chain.transfer('bob', DECIDE, '50.0000 TLOS', 'skip')
    // telos.decide holds 50 of its own (memo skip) + 2 deposited; only the 50 may leave.
    const send = (quantity: string) =>
      chain.transact(DECIDE, 'eosio.token::transfer', { from: DECIDE, to: 'bob', quantity, memo: '' })
    await expect(send('51.0000 TLOS')).rejects.toThrow(
      'assertion failure with message: Telos Decide lacks the liquid TLOS to make this transfer',
    )
    await send('50.0000 TLOS')
    expect(chain.balance(DECIDE)).toBe('2.0000 TLOS')
  })
})
