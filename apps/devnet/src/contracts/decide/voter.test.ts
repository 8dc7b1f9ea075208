import { voterRow } from '@portal/chain/contracts/decide/index'
import { describe, expect, it } from 'vitest'
import { nameValue } from '../../chain/keys.ts'
import { DECIDE, createBallot, createDao, decideChain, depositFee, openBallot } from './test-support.ts'

const regvoter = (voter: string, treasury_symbol = '4,GOV', referrer: string | null = null) => ({
  voter,
  treasury_symbol,
  referrer,
})

const stakeTlos = (chain: ReturnType<typeof decideChain>, from: string, net: string, cpu: string) =>
  chain.transact(from, 'eosio::delegatebw', {
    from,
    receiver: from,
    stake_net_quantity: net,
    stake_cpu_quantity: cpu,
    transfer: false,
  })

const bothSign = (...actors: string[]) => actors.map((actor) => ({ actor, permission: 'active' }))

describe('regvoter', () => {
  it('R-DAO-07, R-CALL-DEC-01: a public treasury lets an account register itself with an empty voter row', async () => {
    const chain = decideChain()
    await createDao(chain)
    const now = new Date(chain.now() * 1000).toISOString().slice(0, 19)
    await chain.act('bob', 'regvoter', regvoter('bob'))
    expect(voterRow.parse(chain.voter('bob', 'GOV'))).toEqual({
      liquid: '0.0000 GOV',
      staked: '0.0000 GOV',
      staked_time: now,
      delegated: '0.0000 GOV',
      delegated_to: '',
      delegation_time: now,
    })
    expect(chain.treasury('GOV')?.voters).toBe(1)
    await expect(chain.act('carol', 'regvoter', regvoter('bob'))).rejects.toThrow(
      'assertion failure with message: voter already exists',
    )
  })

  it('a public treasury accepts a referrer who signs and pays instead of the voter', async () => {
    const chain = decideChain()
    await createDao(chain)
    await expect(chain.act('bob', 'regvoter', regvoter('bob', '4,GOV', 'carol'))).rejects.toThrow(
      'missing authority of carol',
    )
    await chain.act('carol', 'regvoter', regvoter('bob', '4,GOV', 'carol'))
    expect(chain.voter('bob', 'GOV')).toBeDefined()
    await expect(chain.act('carol', 'regvoter', regvoter('dave'))).rejects.toThrow(
      'missing authority of dave',
    )
  })

  it('checks treasury, accounts and duplicates before access', async () => {
    const chain = decideChain()
    await createDao(chain)
    await expect(chain.act('bob', 'regvoter', regvoter('bob', '4,NOPE'))).rejects.toThrow(
      'assertion failure with message: treasury not found',
    )
    // TLOS has no treasury, so its dedicated message is never reached (chain-notes.md §2.4).
    await expect(chain.act('bob', 'regvoter', regvoter('bob', '4,TLOS'))).rejects.toThrow(
      'assertion failure with message: treasury not found',
    )
    await expect(chain.act('bob', 'regvoter', regvoter('nobody'))).rejects.toThrow(
      "assertion failure with message: voter account doesn't exist",
    )
    await expect(chain.act('bob', 'regvoter', regvoter('bob', '4,GOV', 'nobody'))).rejects.toThrow(
      'assertion failure with message: referring account must already exist',
    )
    // An empty name is still a referrer (the optional has a value), and no account has that name.
    await expect(chain.act('bob', 'regvoter', regvoter('bob', '4,GOV', ''))).rejects.toThrow(
      'assertion failure with message: referring account must already exist',
    )
  })

  it('a private treasury registers voters only through its manager', async () => {
    const chain = decideChain()
    await createDao(chain, { access: 'private' })
    await expect(chain.act('bob', 'regvoter', regvoter('bob'))).rejects.toThrow('missing authority of alice')
    await expect(chain.act('carol', 'regvoter', regvoter('bob', '4,GOV', 'carol'))).rejects.toThrow(
      'assertion failure with message: referrer must be treasury manager',
    )
    // Without a referrer the voter pays the row's RAM, so on chain (RAM restrictions) it signs too.
    await chain.transact(bothSign('alice', 'bob'), `${DECIDE}::regvoter`, regvoter('bob'))
    await chain.act('alice', 'regvoter', regvoter('carol', '4,GOV', 'alice'))
    expect(chain.treasury('GOV')?.voters).toBe(2)
  })

  it('an invite treasury needs the manager or a registered voter as referrer', async () => {
    const chain = decideChain()
    await createDao(chain, { access: 'invite' })
    await expect(chain.act('bob', 'regvoter', regvoter('bob'))).rejects.toThrow('missing authority of alice')
    await expect(chain.act('carol', 'regvoter', regvoter('bob', '4,GOV', 'carol'))).rejects.toThrow(
      'assertion failure with message: referrer not found',
    )
    await chain.transact(bothSign('alice', 'bob'), `${DECIDE}::regvoter`, regvoter('bob'))
    await chain.act('bob', 'regvoter', regvoter('carol', '4,GOV', 'bob'))
    expect(chain.voter('carol', 'GOV')).toBeDefined()
  })
})

describe('VOTE mirrors staked TLOS', () => {
  it('R-CALL-DEC-02: regvoter, delegatebw, undelegatebw and refresh keep VOTE staked equal to self-staked TLOS', async () => {
    const chain = decideChain()
    await stakeTlos(chain, 'bob', '10.0000 TLOS', '30.0000 TLOS')
    await chain.act('bob', 'regvoter', regvoter('bob', '4,VOTE'))
    expect(chain.voter('bob', 'VOTE')).toMatchObject({ liquid: '0.0000 VOTE', staked: '40.0000 VOTE' })
    expect(chain.treasury('VOTE')).toMatchObject({ supply: '40.0000 VOTE', voters: 1 })

    await stakeTlos(chain, 'bob', '0.0000 TLOS', '5.5000 TLOS')
    expect(chain.voter('bob', 'VOTE')?.staked).toBe('45.5000 VOTE')
    await chain.transact('bob', 'eosio::undelegatebw', {
      from: 'bob',
      receiver: 'bob',
      unstake_net_quantity: '10.0000 TLOS',
      unstake_cpu_quantity: '0.0000 TLOS',
    })
    expect(chain.voter('bob', 'VOTE')?.staked).toBe('35.5000 VOTE')
    expect(chain.treasury('VOTE')?.supply).toBe('35.5000 VOTE')

    // An account that is not a VOTE voter is left alone; refresh needs no signature.
    await stakeTlos(chain, 'carol', '1.0000 TLOS', '1.0000 TLOS')
    await chain.act('dave', 'refresh', { voter: 'carol' })
    expect(chain.voter('carol', 'VOTE')).toBeUndefined()
    await chain.act('dave', 'refresh', { voter: 'bob' })
    expect(chain.voter('bob', 'VOTE')?.staked).toBe('35.5000 VOTE')
  })
})

describe('unregvoter', () => {
  it('removes an empty voter row and decrements the treasury', async () => {
    const chain = decideChain()
    await createDao(chain, { voters: ['bob', 'carol'] })
    await chain.act('alice', 'mint', { to: 'carol', quantity: '1.0000 GOV', memo: '' })
    const unreg = (voter: string, actor = voter, treasury_symbol = '4,GOV') =>
      chain.act(actor, 'unregvoter', { voter, treasury_symbol })
    await expect(unreg('bob', 'carol')).rejects.toThrow('missing authority of bob')
    await expect(unreg('dave')).rejects.toThrow('assertion failure with message: voter not found')
    await expect(unreg('carol')).rejects.toThrow(
      'assertion failure with message: cannot unregister unless liquid is zero',
    )
    await unreg('bob')
    expect(chain.voter('bob', 'GOV')).toBeUndefined()
    expect(chain.treasury('GOV')?.voters).toBe(1)
    expect(chain.rows(DECIDE, 'voters', 'bob')).toEqual([])
  })
})

describe('name scopes', () => {
  it('an account and a ballot named only with digits keep their rows under the name value (voter.value, ballot_name.value)', async () => {
    const digits = '111112222233'
    const chain = decideChain({ accounts: ['alice', digits] })
    await createDao(chain, { voters: ['alice'] })
    await chain.act(digits, 'regvoter', regvoter(digits))
    expect(chain.rows(DECIDE, 'voters', nameValue(digits))).toHaveLength(1)
    await chain.act('alice', 'mint', { to: digits, quantity: '5.0000 GOV', memo: '' })
    expect(chain.rows(DECIDE, 'voters', nameValue(digits))).toEqual([
      expect.objectContaining({ liquid: '5.0000 GOV' }),
    ])
    depositFee(chain, digits, '1.0000 TLOS')
    expect(chain.rows(DECIDE, 'accounts', nameValue(digits))).toEqual([{ balance: '1.0000 TLOS' }])
    await createBallot(chain, { name: '12345' })
    await openBallot(chain, '12345')
    await chain.act(digits, 'castvote', { voter: digits, ballot_name: '12345', options: ['yes'] })
    expect(chain.rows(DECIDE, 'votes', nameValue('12345'))).toEqual([
      expect.objectContaining({ voter: digits, raw_votes: '5.0000 GOV' }),
    ])
  })
})
