import { CASE_TABLE_PAGE_SIZE } from '@portal/chain/constants'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { CaseFileRow } from '@portal/chain/contracts/arbitration/index'
import { caseFileRow } from '../testing/rows.ts'
import { CasesTable, filterCases } from './cases-table.tsx'

afterEach(cleanup)
// The pager's code loads on first use: the wait for its button leaves room for a loaded machine's slow
// first import of it.
const PAGER_LOAD_MS = 60_000

const row = (id: number, overrides: Partial<CaseFileRow> = {}): CaseFileRow =>
  caseFileRow({
    case_id: String(id),
    case_status: id % 10,
    claimant: `claimant${(id % 5) + 1}`,
    arbitrators: id % 10 >= 2 ? ['arbitrator1'] : [],
    ...overrides,
  })
const cases = Array.from({ length: 120 }, (_, i) => row(i))

describe('case files table', () => {
  it(
    'R-RES-CASES-04 R-DEFECT-11: 20 rows a page, newest first, and the oldest of 120 cases is reachable',
    async () => {
      const router = createMemoryRouter([{ path: '/', element: <CasesTable cases={cases} /> }])
      render(<RouterProvider router={router} />)
      const table = screen.getByRole('table', { name: 'Case files' })
      expect(within(table).getAllByRole('row')).toHaveLength(CASE_TABLE_PAGE_SIZE + 1)
      expect(screen.getByTestId('case-row-119')).toBeTruthy()
      await screen.findByRole('button', { name: /next page/i }, { timeout: PAGER_LOAD_MS })
      for (let page = 1; page < 6; page += 1)
        fireEvent.click(screen.getByRole('button', { name: /next page/i }))
      expect(screen.getByTestId('case-row-0')).toBeTruthy()
      expect(screen.getByRole('link', { name: 'View case 0' }).getAttribute('href')).toBe('/resolve/case/0')
    },
    2 * PAGER_LOAD_MS,
  )

  it('R-RES-CASES-05: the header lists the eight columns', () => {
    const router = createMemoryRouter([{ path: '/', element: <CasesTable cases={cases.slice(0, 3)} /> }])
    render(<RouterProvider router={router} />)
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'ID',
      'Claimant',
      'Respondant',
      'Arbitrator',
      'Approvals',
      'Status',
      'Updated',
      'Actions',
    ])
  })

  it('searches by case id or any party and filters by status', () => {
    expect(filterCases(cases, '42', '').map((c) => c.case_id)).toEqual(['42'])
    expect(filterCases(cases, 'claimant3', '').every((c) => c.claimant === 'claimant3')).toBe(true)
    expect(filterCases(cases, '', '7').map((c) => c.case_status)).toEqual(Array(12).fill(7))
    expect(filterCases(cases, 'arbitrator1', '0')).toEqual([])
  })

  it('a one-digit search puts that case first, before cases of accounts containing the digit', () => {
    const found = filterCases(cases, '3', '')
    expect(found[0]?.case_id).toBe('3')
    expect(found.length).toBeGreaterThan(1) // claimant3's cases still match
  })
})
