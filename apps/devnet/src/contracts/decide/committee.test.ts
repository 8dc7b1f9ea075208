import { committeeRow } from '@portal/chain/contracts/decide/index'
import { describe, expect, it } from 'vitest'
import { DECIDE, createDao, decideChain, depositFee } from './test-support.ts'

const regcommittee = (overrides: Record<string, unknown> = {}) => ({
  committee_name: 'council',
  committee_title: 'Council',
  treasury_symbol: '4,GOV',
  initial_seats: ['chair', 'scribe'],
  registree: 'bob',
  ...overrides,
})

describe('committees', () => {
  it('regcommittee charges the committee fee and creates empty seats', async () => {
    const chain = decideChain()
    await createDao(chain, { voters: ['bob'] })
    const register = (overrides: Record<string, unknown> = {}, actor = 'bob') =>
      chain.act(actor, 'regcommittee', regcommittee(overrides))
    await expect(register({}, 'carol')).rejects.toThrow('missing authority of bob')
    await expect(register({ registree: 'carol' }, 'carol')).rejects.toThrow(
      'assertion failure with message: voter not found',
    )
    await expect(register({ committee_title: 'x'.repeat(257) })).rejects.toThrow(
      'assertion failure with message: committee title has more than 256 bytes',
    )
    await expect(register()).rejects.toThrow('assertion failure with message: TLOS balance not found')
    depositFee(chain, 'bob', '20.0000 TLOS')
    await expect(register({ initial_seats: ['chair', 'chair'] })).rejects.toThrow(
      'assertion failure with message: seat names must be unique',
    )
    await register()
    expect(chain.deposit('bob')).toBe('10.0000 TLOS')
    expect(committeeRow.parse(chain.rows(DECIDE, 'committees', 'GOV')[0])).toEqual({
      committee_title: 'Council',
      committee_name: 'council',
      treasury_symbol: '4,GOV',
      seats: [
        { key: 'chair', value: '' },
        { key: 'scribe', value: '' },
      ],
      updater_acct: 'bob',
      updater_auth: 'active',
    })
    await expect(register()).rejects.toThrow('assertion failure with message: committtee already exists')
  })

  it('the updater adds, assigns and removes seats, hands over and deletes the committee', async () => {
    const chain = decideChain()
    await createDao(chain, { voters: ['bob'] })
    depositFee(chain, 'bob', '10.0000 TLOS')
    await chain.act('bob', 'regcommittee', regcommittee())
    const seat = { committee_name: 'council', treasury_symbol: '4,GOV' }
    await expect(chain.act('carol', 'addseat', { ...seat, new_seat_name: 'member' })).rejects.toThrow(
      'missing authority of bob',
    )
    await expect(chain.act('bob', 'addseat', { ...seat, new_seat_name: 'chair' })).rejects.toThrow(
      'assertion failure with message: seat already exists',
    )
    await chain.act('bob', 'addseat', { ...seat, new_seat_name: 'member' })
    await expect(
      chain.act('bob', 'assignseat', { ...seat, seat_name: 'nobody', seat_holder: 'carol', memo: '' }),
    ).rejects.toThrow('assertion failure with message: seat name not found')
    await chain.act('bob', 'assignseat', { ...seat, seat_name: 'chair', seat_holder: 'carol', memo: '' })
    await expect(chain.act('bob', 'removeseat', { ...seat, seat_name: 'nobody' })).rejects.toThrow(
      'assertion failure with message: seat name not found',
    )
    await chain.act('bob', 'removeseat', { ...seat, seat_name: 'scribe' })
    expect(chain.rows(DECIDE, 'committees', 'GOV')[0]).toMatchObject({
      seats: [
        { key: 'chair', value: 'carol' },
        { key: 'member', value: '' },
      ],
    })
    await expect(
      chain.act('bob', 'setupdater', { ...seat, updater_account: 'carol', updater_auth: 'active' }),
    ).rejects.toThrow('missing authority of carol')
    await chain.transact(
      [
        { actor: 'bob', permission: 'active' },
        { actor: 'carol', permission: 'active' },
      ],
      `${DECIDE}::setupdater`,
      { ...seat, updater_account: 'carol', updater_auth: 'active' },
    )
    await expect(chain.act('bob', 'delcommittee', { ...seat, memo: '' })).rejects.toThrow(
      'missing authority of carol',
    )
    await chain.act('carol', 'delcommittee', { ...seat, memo: 'done' })
    expect(chain.rows(DECIDE, 'committees', 'GOV')).toEqual([])
    await expect(chain.act('carol', 'delcommittee', { ...seat, memo: '' })).rejects.toThrow(
      'assertion failure with message: committee not found',
    )
  })
})

/** A DAO's chain with alice's poll `light` (yes / no) in setup. */
async function chainWithPoll() {
  const chain = decideChain()
  await createDao(chain, { voters: ['alice'] })
  depositFee(chain, 'alice', '10.0000 TLOS')
  await chain.act('alice', 'newballot', {
    ballot_name: 'light',
    category: 'poll',
    publisher: 'alice',
    treasury_symbol: '4,GOV',
    voting_method: '1tokennvote',
    initial_options: ['yes', 'no'],
  })
  return chain
}

describe('light ballots and unlockers', () => {
  it('postresults writes a light ballot results after its end', async () => {
    const chain = await chainWithPoll()
    const post = (value = '7.0000 GOV') =>
      chain.act('alice', 'postresults', {
        ballot_name: 'light',
        light_results: [
          { key: 'no', value: '1.0000 GOV' },
          { key: 'yes', value },
        ],
        total_voters: 3,
      })
    await expect(post()).rejects.toThrow('assertion failure with message: ballot is not a light ballot')
    await chain.act('alice', 'togglebal', { ballot_name: 'light', setting_name: 'lightballot' })
    await expect(post()).rejects.toThrow(
      'assertion failure with message: ballot must be in voting mode to post results',
    )
    const end = new Date((chain.now() + 3600) * 1000).toISOString().slice(0, 19)
    await chain.act('alice', 'openvoting', { ballot_name: 'light', end_time: end })
    await expect(post()).rejects.toThrow(
      'assertion failure with message: must be past ballot end time to post',
    )
    chain.advanceTime(3601)
    await expect(post('7.00 GOV')).rejects.toThrow(
      'assertion failure with message: result has incorrect symbol',
    )
    await post()
    expect(chain.ballot('light')).toMatchObject({
      options: [
        { key: 'no', value: '1.0000 GOV' },
        { key: 'yes', value: '7.0000 GOV' },
      ],
      total_voters: 3,
      cleaned_count: 3,
    })
  })

  it('postresults stores light results as a std::map: sorted by name, the first of duplicate keys kept', async () => {
    const chain = await chainWithPoll()
    await chain.act('alice', 'togglebal', { ballot_name: 'light', setting_name: 'lightballot' })
    const end = new Date((chain.now() + 3600) * 1000).toISOString().slice(0, 19)
    await chain.act('alice', 'openvoting', { ballot_name: 'light', end_time: end })
    chain.advanceTime(3601)
    await chain.act('alice', 'postresults', {
      ballot_name: 'light',
      light_results: [
        { key: 'yes', value: '7.0000 GOV' },
        { key: 'no', value: '1.0000 GOV' },
        { key: 'yes', value: '9.0000 GOV' },
      ],
      total_voters: 2,
    })
    expect(chain.ballot('light').options).toEqual([
      { key: 'no', value: '1.0000 GOV' },
      { key: 'yes', value: '7.0000 GOV' },
    ])
  })

  it('setunlocker names who may unlock a locked treasury', async () => {
    const chain = decideChain()
    await createDao(chain)
    await expect(
      chain.act('alice', 'setunlocker', {
        treasury_symbol: '4,GOV',
        new_unlock_acct: 'nobody',
        new_unlock_auth: 'active',
      }),
    ).rejects.toThrow("assertion failure with message: unlock account doesn't exist")
    await chain.act('alice', 'setunlocker', {
      treasury_symbol: '4,GOV',
      new_unlock_acct: 'bob',
      new_unlock_auth: 'active',
    })
    await chain.act('alice', 'lock', { treasury_symbol: '4,GOV' })
    await expect(
      chain.act('alice', 'setunlocker', {
        treasury_symbol: '4,GOV',
        new_unlock_acct: 'alice',
        new_unlock_auth: 'active',
      }),
    ).rejects.toThrow('assertion failure with message: treasury is locked')
    await expect(chain.act('alice', 'unlock', { treasury_symbol: '4,GOV' })).rejects.toThrow(
      'missing authority of bob',
    )
    await chain.act('bob', 'unlock', { treasury_symbol: '4,GOV' })
    expect(chain.treasury('GOV')).toMatchObject({ locked: false, unlock_acct: 'bob', unlock_auth: 'active' })
  })
})
