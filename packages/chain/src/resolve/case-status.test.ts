import { describe, expect, it } from 'vitest'
import { CASE_STATUS, caseStatusLabel, caseSteps, isCaseClosed, isCaseStatus } from './case-status.ts'

describe('case status', () => {
  it('R-RES-STATE-01: labels statuses 0 to 9', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(caseStatusLabel)).toEqual([
      'Setup',
      'Awaiting offers',
      'Arbitrators assigned',
      'Investigation',
      'Decision',
      'Enforcement',
      'Resolved',
      'Dismissed',
      'Cancelled',
      'Mistrial',
    ])
  })

  it('names match the contract enum numbers', () => {
    expect(CASE_STATUS.setup).toBe(0)
    expect(CASE_STATUS.enforcement).toBe(5)
    expect(CASE_STATUS.mistrial).toBe(9)
  })

  it('gives a neutral label for values outside the enum without throwing', () => {
    for (const value of [10, -1, 1.5, '3', null, undefined, {}]) {
      expect(isCaseStatus(value)).toBe(false)
      expect(caseStatusLabel(value)).toBe('Unknown status')
    }
  })

  it('knows which statuses are final', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isCaseClosed)).toEqual([6, 7, 8, 9])
  })

  it('R-RES-CASE-06 R-DEFECT-04: every status, 7 to 9 included, has a stepper step', () => {
    for (let status = 0; status <= 9; status++) expect(caseSteps(status)).toContain(status)
    expect(caseSteps(7).at(-1)).toBe(7)
    expect(caseSteps(8)).toEqual([0, 1, 8])
    expect(caseSteps(9).at(-1)).toBe(9)
    expect(caseSteps(42)).toEqual([0, 1, 2, 3, 4, 5, 6]) // a status outside the enum
  })
})
