import { describe, expect, it } from 'vitest'
import { daoPagePath, votePlan, type VotePlanInput } from './vote-plan.ts'

const stake = { cpuStake: '1.0000 TLOS', netStake: '0.0000 TLOS' }
const vote = (input: Partial<VotePlanInput>) =>
  votePlan({ symbolCode: 'VOTE', settings: [], access: 'public', registered: true, balances: {}, ...input })

describe('vote plan (voting prerequisites)', () => {
  it('R-GOV-28: VOTE ballots need TLOS staked for CPU or NET; the message says how to fix it', () => {
    const plan = vote({ balances: { cpuStake: '0.0000 TLOS', netStake: '0.0000 TLOS' } })
    expect(plan).toMatchObject({ kind: 'blocked', daoPage: false })
    expect(plan.kind === 'blocked' && plan.message).toMatch(/Stake TLOS for CPU or NET/)
    expect(vote({ balances: stake })).toEqual({ kind: 'vote', register: false })
  })

  it('R-GOV-15 R-CALL-DEC-01: an unregistered VOTE voter with stake votes with regvoter in the same transaction', () => {
    expect(vote({ registered: false, balances: stake })).toEqual({ kind: 'vote', register: true })
  })

  it('R-GOV-29: a voteliquid DAO ballot needs a liquid balance', () => {
    const settings = [{ key: 'voteliquid', value: 1 }]
    const plan = vote({
      symbolCode: 'DEMO',
      settings,
      balances: { liquid: '0.00 DEMO', staked: '5.00 DEMO' },
    })
    expect(plan.kind === 'blocked' && plan.message).toMatch(/counts liquid DEMO/)
    expect(vote({ symbolCode: 'DEMO', settings, balances: { liquid: '1.00 DEMO' } })).toEqual({
      kind: 'vote',
      register: false,
    })
  })

  it('R-GOV-30: a votestake DAO ballot needs a staked balance', () => {
    const settings = [{ key: 'votestake', value: 1 }]
    const plan = vote({
      symbolCode: 'DEMO',
      settings,
      balances: { liquid: '10.00 DEMO', staked: '0.00 DEMO' },
    })
    expect(plan.kind === 'blocked' && plan.message).toMatch(/counts staked DEMO/)
  })

  it('R-GOV-31: a ballot with both settings counts staked only, as castvote does: a liquid-only holder is told so', () => {
    const settings = [
      { key: 'votestake', value: 1 },
      { key: 'voteliquid', value: 1 },
    ]
    const plan = vote({
      symbolCode: 'DEMO',
      settings,
      balances: { liquid: '1.00 DEMO', staked: '0.00 DEMO' },
    })
    expect(plan).toMatchObject({ kind: 'blocked' })
    expect(plan.kind === 'blocked' && plan.message).toMatch(/counts staked DEMO only/)
    expect(
      vote({ symbolCode: 'DEMO', settings, balances: { liquid: '0.00 DEMO', staked: '1.00 DEMO' } }),
    ).toEqual({ kind: 'vote', register: false })
  })

  it('an unregistered account of a public DAO has no balance there yet: register first', () => {
    const plan = vote({ symbolCode: 'DEMO', registered: false, balances: { liquid: '9.00 DEMO' } })
    expect(plan).toMatchObject({ kind: 'blocked', daoPage: true })
    expect(plan.kind === 'blocked' && plan.message).toMatch(/register on the DAO page first/)
  })

  it('a private or invite DAO sends an unregistered user to the DAO page', () => {
    for (const access of ['private', 'invite']) {
      const plan = vote({ symbolCode: 'GUILD', access, registered: false, balances: stake })
      expect(plan).toMatchObject({ kind: 'blocked', daoPage: true })
      expect(plan.kind === 'blocked' && plan.message).toMatch(/manager of the GUILD DAO/)
    }
    expect(daoPagePath('GUILD')).toBe('/trails/treasuries?treasury=GUILD')
  })
})
