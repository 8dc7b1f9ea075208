import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ArbitratorRow, CaseFileRow, ClaimRow } from '@portal/chain/contracts/arbitration/index'
import type { ResolveContext } from '@portal/chain/resolve/index'
import { arbitratorRow, caseFileRow, claimRow } from '../testing/rows.ts'
import { ClaimsTable } from './claims-table.tsx'

afterEach(cleanup)

const NOW = Date.parse('2026-06-01T00:00:00Z')
const caseFile = (status: number): CaseFileRow =>
  caseFileRow({ case_status: status, arbitrators: status >= 2 ? ['arbitrator1'] : [] })
const claim = (overrides: Partial<ClaimRow> = {}): ClaimRow =>
  claimRow({
    claim_summary: 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG',
    respondant_limit_time: '2026-05-20T00:00:00',
    response_info_needed: true,
    response_info_required: 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG',
    claim_category: 6,
    ...overrides,
  })
const arbitrators: ArbitratorRow[] = [arbitratorRow()]

function buttonsFor(account: string | undefined, status: number, row = claim()) {
  const context: ResolveContext = {
    account,
    config: undefined,
    arbitrators,
    caseFile: caseFile(status),
    now: NOW,
  }
  render(<ClaimsTable claims={[row]} context={context} onAction={() => {}} />)
  const cells = screen.getAllByRole('row')[1]!
  return within(cells)
    .queryAllByRole('button')
    .map((button) => button.textContent)
}

describe('ClaimsTable actions per role and status', () => {
  it('R-ROLE-20 R-ROLE-22: the respondant responds only in investigation on an open claim with response info requested', () => {
    expect(buttonsFor('respondant1', 3)).toEqual(['Respond'])
    cleanup()
    expect(buttonsFor('respondant1', 2)).toEqual([])
    cleanup()
    expect(buttonsFor('respondant1', 3, claim({ response_info_needed: false }))).toEqual([])
  })

  it('R-ROLE-21: no Respond on an accepted claim', () => {
    expect(buttonsFor('respondant1', 3, claim({ status: 3 }))).toEqual([])
  })

  it('R-ROLE-15 R-ROLE-16: the assigned arbitrator reviews and, once no deadline is pending, settles', () => {
    expect(buttonsFor('arbitrator1', 3)).toEqual(['Request more info', 'Settle claim'])
    cleanup()
    expect(buttonsFor('arbitrator1', 3, claim({ respondant_limit_time: '2026-07-01T00:00:00' }))).toEqual([
      'Request more info',
    ])
  })

  it('R-ROLE-18 R-ROLE-19: the claimant updates a filed claim in setup; guests and third parties see nothing', () => {
    expect(buttonsFor('claimant1', 0)).toEqual(['Update claim'])
    cleanup()
    expect(buttonsFor('someoneelse', 0)).toEqual([])
    cleanup()
    expect(buttonsFor(undefined, 3)).toEqual([])
  })

  it('R-RES-CASE-08 R-RES-CASE-10: a row shows the category label, the status label and the required-info link', () => {
    buttonsFor(undefined, 3)
    expect(screen.getByText('Contract breach')).toBeTruthy()
    expect(screen.getByTestId('claim-status').textContent).toBe('Filed')
    expect(screen.getByRole('link', { name: /Required info/ }).getAttribute('href')).toMatch(
      /\/ipfs\/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG$/,
    )
  })
})
