import { describe, expect, it } from 'vitest'
import { optionSelection } from './options.ts'
import { sortTreasuries } from './treasuries.ts'
import { votingEligibility, votingPowerKind } from './voting.ts'

describe('option selection messages', () => {
  it('R-GOV-24: fewer than min says "Choose from {min} to {max} options."', () => {
    expect(optionSelection(0, 2, 3)).toEqual({
      message: 'Choose from 2 to 3 options.',
      valid: false,
      canChooseMore: true,
    })
  })

  it('R-GOV-25: a single-choice ballot says "Choose only 1 option."', () => {
    expect(optionSelection(0, 1, 1)).toEqual({
      message: 'Choose only 1 option.',
      valid: false,
      canChooseMore: true,
    })
    expect(optionSelection(1, 1, 1)).toEqual({
      message: 'Choose only 1 option.',
      valid: true,
      canChooseMore: false,
    })
  })

  it('R-GOV-26: at max says "Maximum reached."', () => {
    expect(optionSelection(3, 1, 3)).toEqual({
      message: 'Maximum reached.',
      valid: true,
      canChooseMore: false,
    })
    expect(optionSelection(4, 1, 3).valid).toBe(false)
  })

  it('R-GOV-27: between min and max says "{n} more can be chosen."', () => {
    expect(optionSelection(1, 1, 3)).toEqual({
      message: '2 more can be chosen.',
      valid: true,
      canChooseMore: true,
    })
  })

  it('copes with nonsense bounds', () => {
    expect(optionSelection(Number.NaN, Number.NaN, Number.NaN).message).toBe('Choose only 1 option.')
    expect(optionSelection(0, 3, 1).message).toBe('Choose from 3 to 3 options.')
  })
})

describe('treasury order', () => {
  it('R-CONST-12 R-CONST-13: VOTE last, the others by voters descending', () => {
    const list = [
      { max_supply: '10000000000.0000 VOTE', voters: 900 },
      { max_supply: '1000.00 EGGS', voters: 3 },
      { max_supply: '500.0000 ABC', voters: 40 },
      { max_supply: '500.0000 ZED', voters: 40 },
    ]
    expect(sortTreasuries(list).map((t) => t.max_supply.split(' ')[1])).toEqual([
      'ABC',
      'ZED',
      'EGGS',
      'VOTE',
    ])
  })
})

describe('voting prerequisites', () => {
  it('R-GOV-28: VOTE ballots need TLOS staked for CPU and/or NET', () => {
    expect(votingPowerKind('VOTE', [{ key: 'voteliquid', value: 1 }])).toBe('stake')
    expect(votingEligibility('stake', { cpuStake: '0.0000 TLOS', netStake: '1.0000 TLOS' }, 'VOTE')).toEqual({
      ok: true,
    })
    const missing = votingEligibility('stake', {}, 'VOTE')
    expect(missing.ok).toBe(false)
    expect(!missing.ok && missing.message).toMatch(/Stake TLOS for CPU or NET/)
  })

  it('R-GOV-29: a liquid-balance ballot needs a liquid balance', () => {
    expect(votingPowerKind('EGGS', [{ key: 'voteliquid', value: 1 }])).toBe('liquid')
    expect(votingPowerKind('EGGS', [])).toBe('liquid')
    expect(votingEligibility('liquid', { liquid: '1.00 EGGS', staked: '0.00 EGGS' }, 'EGGS').ok).toBe(true)
    expect(votingEligibility('liquid', { staked: '5.00 EGGS' }, 'EGGS')).toEqual({
      ok: false,
      message:
        'This ballot counts liquid EGGS only (staked EGGS gives no voting power here): you need EGGS in your balance to vote.',
    })
  })

  it('R-GOV-30: a staked-balance ballot needs a staked balance', () => {
    expect(votingPowerKind('EGGS', [{ key: 'votestake', value: true }])).toBe('staked')
    expect(votingEligibility('staked', { liquid: '5.00 EGGS' }, 'EGGS').ok).toBe(false)
    expect(votingEligibility('staked', { staked: '5.00 EGGS' }, 'EGGS').ok).toBe(true)
  })

  it('R-GOV-31: a ballot with both settings on counts the staked balance alone, as castvote does', () => {
    const settings = [
      { key: 'votestake', value: 1 },
      { key: 'voteliquid', value: 1 },
    ]
    expect(votingPowerKind('EGGS', settings)).toBe('staked')
    const liquidOnly = votingEligibility('staked', { liquid: '5.00 EGGS' }, 'EGGS')
    expect(liquidOnly).toEqual({ ok: false, message: expect.stringMatching(/counts staked EGGS only/) })
    expect(votingEligibility('staked', { staked: '0.01 EGGS' }, 'EGGS').ok).toBe(true)
  })
})
