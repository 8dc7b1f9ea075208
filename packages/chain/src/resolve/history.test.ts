import { describe, expect, it } from 'vitest'
import { caseHistorySentence, historyActor, isCaseHistoryAction, type HistoryActionLike } from './history.ts'

const action = (
  name: string,
  data: unknown,
  actor = 'alice',
  account = 'testtelosarb',
): HistoryActionLike => ({
  timestamp: '2024-01-01T00:00:00.000',
  act: { account, name, authorization: [{ actor, permission: 'active' }], data },
})

describe('case history', () => {
  it('R-DEFECT-02: matches actions to the case whatever the id type', () => {
    expect(isCaseHistoryAction(action('readycase', { case_id: '5' }), 5)).toBe(true)
    expect(isCaseHistoryAction(action('readycase', { case_id: 5 }), '5')).toBe(true)
    expect(isCaseHistoryAction(action('readycase', { case_id: 51 }), '5')).toBe(false)
    expect(isCaseHistoryAction(action('transfer', { quantity: '1.0000 TLOS' }), '5')).toBe(false)
    expect(isCaseHistoryAction(action('readycase', null), '5')).toBe(false)
    expect(
      isCaseHistoryAction(action('readycase', { case_id: '5' }, 'alice', 'other'), '5', 'testtelosarb'),
    ).toBe(false)
  })

  it('R-RES-CASE-14: names the actor and describes the action', () => {
    expect(historyActor(action('readycase', {}))).toBe('alice')
    expect(caseHistorySentence(action('readycase', { case_id: 1 }))).toBe('alice marked the case ready')
    expect(
      caseHistorySentence(action('makeoffer', { estimated_hours: 3, hourly_rate: '25.0000 USD' }, 'arbone')),
    ).toBe('arbone estimated 3 hours at 25.0000 USD per hour')
    expect(caseHistorySentence(action('respondoffer', { offer_id: 2, accept: true }))).toBe(
      'alice accepted offer 2',
    )
    expect(caseHistorySentence(action('validatecase', { proceed: false }, 'admin'))).toBe(
      'admin rejected the ruling',
    )
    expect(caseHistorySentence(action('settleclaim', { claim_id: { evil: true }, accept: 1 }))).toBe(
      'alice accepted claim ?',
    )
    expect(caseHistorySentence({ act: { name: 'mystery' } })).toBe('Someone called mystery')
  })
})
