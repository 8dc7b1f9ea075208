import { describe, expect, it } from 'vitest'
import { nameValue } from '../../chain/keys.ts'
import { createTestChain } from '../../chain/test-chain.ts'
import { arbitrationContract } from './arbitration.contract.ts'
import { ADMIN, ARB, arbitrationChain, DEFAULT_CONFIG, failure } from './test-support.ts'

/** Each setconfig parameter, the value sent, and the config field that must then hold it. */
const SETS = [
  ['max_elected_arbs', 5, 'max_elected_arbs'],
  ['election_duration', 600, 'election_voting_ts'],
  ['runoff_duration', 300, 'runoff_election_voting_ts'],
  ['election_add_candidates_duration', 120, 'election_add_candidates_ts'],
  ['arbitrator_term_length', 3600, 'arb_term_length'],
  ['max_claims_per_case', 3, 'max_claims_per_case'],
  ['fee_usd', '20.0000 USD', 'fee_usd'],
  ['claimant_accepting_offers_duration', 900, 'claimant_accepting_offers_ts'],
] as const
const SETCONFIG = Object.fromEntries(SETS.map(([parameter, value]) => [parameter, value]))

describe('arbitration config', () => {
  it('R-RES-DATA-02: init stores the default config with the admin; only the contract may init, once', async () => {
    const chain = createTestChain({ contracts: [arbitrationContract], accounts: ['alice', ADMIN] })
    await expect(chain.transact('alice', `${ARB}::init`, { initial_admin: ADMIN })).rejects.toThrow(
      `missing authority of ${ARB}`,
    )
    await expect(chain.transact(ARB, `${ARB}::init`, { initial_admin: 'nobody' })).rejects.toThrow(
      failure("initial admin account doesn't exist"),
    )
    expect(chain.rows(ARB, 'config')).toEqual([])
    await chain.transact(ARB, `${ARB}::init`, { initial_admin: ADMIN })
    expect(chain.rows(ARB, 'config')).toEqual([DEFAULT_CONFIG])
    await expect(chain.transact(ARB, `${ARB}::init`, { initial_admin: 'alice' })).rejects.toThrow(
      failure('contract already initialized'),
    )
  })

  it('actions that read the config fail with the singleton message before init', async () => {
    const chain = createTestChain({ contracts: [arbitrationContract], accounts: ['alice'] })
    await expect(chain.transact('alice', `${ARB}::setadmin`, { new_admin: 'alice' })).rejects.toThrow(
      'singleton does not exist',
    )
  })

  it('R-ROLE-06: setadmin needs the current admin and an existing account', async () => {
    const arb = await arbitrationChain()
    await expect(arb.act('alice', 'setadmin', { new_admin: 'alice' })).rejects.toThrow(
      `missing authority of ${ADMIN}`,
    )
    await expect(arb.act(ADMIN, 'setadmin', { new_admin: 'nobody' })).rejects.toThrow(
      failure("new admin account doesn't exist"),
    )
    await arb.act(ADMIN, 'setadmin', { new_admin: 'alice' })
    expect(arb.config().admin).toBe('alice')
    await expect(arb.act(ADMIN, 'setadmin', { new_admin: ADMIN })).rejects.toThrow(
      'missing authority of alice',
    )
  })

  it('setversion accepts the admin or the contract and nobody else', async () => {
    const arb = await arbitrationChain()
    await expect(arb.act('alice', 'setversion', { new_version: 'x' })).rejects.toThrow(
      failure('Only admin and SC account can change the version'),
    )
    await arb.act(ADMIN, 'setversion', { new_version: '0.2.0' })
    expect(arb.config().contract_version).toBe('0.2.0')
    await arb.act(ARB, 'setversion', { new_version: '0.3.0' })
    expect(arb.config().contract_version).toBe('0.3.0')
  })

  it('setconfig maps each parameter to its config field, with its checks in order', async () => {
    const arb = await arbitrationChain()
    await expect(arb.act('alice', 'setconfig', SETCONFIG)).rejects.toThrow(`missing authority of ${ADMIN}`)
    await expect(
      arb.act(ADMIN, 'setconfig', { ...SETCONFIG, max_elected_arbs: 0, max_claims_per_case: 0 }),
    ).rejects.toThrow(failure('Arbitrators must be greater than 0'))
    await expect(
      arb.act(ADMIN, 'setconfig', { ...SETCONFIG, max_claims_per_case: 0, fee_usd: '1.0000 TLOS' }),
    ).rejects.toThrow(failure('Minimum 1 claim'))
    await expect(arb.act(ADMIN, 'setconfig', { ...SETCONFIG, fee_usd: '1.0000 TLOS' })).rejects.toThrow(
      failure('Fee must be set in USD'),
    )
    await expect(arb.act(ADMIN, 'setconfig', { ...SETCONFIG, fee_usd: '1.00 USD' })).rejects.toThrow(
      failure('Fee must be set in USD'),
    )
    await arb.act(ADMIN, 'setconfig', SETCONFIG)
    expect(arb.config()).toEqual({
      ...DEFAULT_CONFIG,
      ...Object.fromEntries(SETS.map(([, value, field]) => [field, value])),
    })
  })
})

describe('arbitration escrow', () => {
  it('R-RES-ACCT-05: a TLOS transfer with any memo but skip credits the sender escrow, the contract paying RAM', async () => {
    const arb = await arbitrationChain()
    await arb.deposit('alice', '5.0000 TLOS')
    await arb.deposit('alice', '1.5000 TLOS', '')
    expect(arb.escrow('alice')).toBe('6.5000 TLOS')
    expect(arb.chain.balance('alice')).toBe('993.5000 TLOS')
    expect(arb.chain.balance(ARB)).toBe('6.5000 TLOS')
    expect(arb.config().available_funds).toBe('0.0000 TLOS')
  })

  it('memo skip funds the contract (available_funds) without an escrow row', async () => {
    const arb = await arbitrationChain()
    await arb.deposit('alice', '20.0000 TLOS', 'skip')
    expect(arb.config().available_funds).toBe('20.0000 TLOS')
    expect(arb.escrow('alice')).toBeUndefined()
  })

  it('R-RES-ACCT-03, R-CALL-ARB-25: withdraw pays the whole escrow back and erases the row', async () => {
    const arb = await arbitrationChain()
    await arb.deposit('alice', '5.0000 TLOS')
    await expect(arb.act('bob', 'withdraw', { owner: 'alice' })).rejects.toThrow('missing authority of alice')
    await expect(arb.act('bob', 'withdraw', { owner: 'bob' })).rejects.toThrow(
      failure('balance does not exist'),
    )
    const result = await arb.act('alice', 'withdraw', { owner: 'alice' })
    expect(arb.escrow('alice')).toBeUndefined()
    expect(arb.chain.balance('alice')).toBe('1000.0000 TLOS')
    const transfer = result.trace.action_traces.find(
      (t) => t.act.name === 'transfer' && t.receiver === 'eosio.token',
    )
    expect(transfer?.act.data).toEqual({
      from: ARB,
      to: 'alice',
      quantity: '5.0000 TLOS',
      memo: 'Telos Arbitration withdrawal',
    })
  })

  it('an account named only with digits keeps its escrow in its own name scope (owner.value)', async () => {
    const owner = '111112222233'
    const arb = await arbitrationChain({ accounts: ['alice', owner, ADMIN] })
    await arb.deposit(owner, '5.0000 TLOS')
    expect(arb.chain.rows(ARB, 'accounts', nameValue(owner))).toEqual([{ balance: '5.0000 TLOS' }])
    await arb.act(owner, 'withdraw', { owner })
    expect(arb.chain.rows(ARB, 'accounts', nameValue(owner))).toEqual([])
    expect(arb.chain.balance(owner)).toBe('1000.0000 TLOS')
  })
})
