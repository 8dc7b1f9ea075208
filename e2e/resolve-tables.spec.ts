import { CASE_STATUS, caseStatusLabel } from '../packages/chain/src/resolve/case-status.ts'
import { expect, test } from './fixtures.ts'
import { claimsOf, randomDoc, type CaseFile } from './resolve-setup.ts'
import { ARB, createAccount, loadListedAccounts, mustPush, rows } from './resolve-support.ts'

// The case files table reaches every case on chain, 20 a page, and the claims table shows each claim's
// values, checked against the chain's rows.

const CLAIM_STATUS_LABELS = ['', 'Filed', 'Responded', 'Accepted', 'Dismissed']
const CATEGORY_LABELS = [
  'Undecided',
  'Lost key recovery',
  'Transaction reversal',
  'Emergency intervention',
  'Contested ownership',
  'Unexecuted relief',
  'Contract breach',
  'Misused IP',
  'A tort',
  'Block-producer penalty reversal',
  'Wrongful arbitration act',
  'Act exec relief',
  'Works project failure',
  'TBNOA breach',
  'Misc',
]
type Row = CaseFile & { approvals: string[] }

test.describe('Resolve case and claim tables', () => {
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-RES-CASES-04 R-RES-CASES-05 R-RES-STATE-01 R-DEFECT-11: the case files table pages 20 at a time through more than 120 cases, down to case 0, and filters by each status label', async ({
    page,
  }) => {
    // More than 120 cases (the original only ever read the newest 100), filed 30 to a transaction.
    const claimant = await createAccount('rc', '1.0000 TLOS')
    const respondant = await createAccount('rr', '1.0000 TLOS')
    let missing = 121 - (await rows<Row>(ARB, 'casefiles')).length
    while (missing > 0) {
      const batch = Math.min(missing, 30)
      await mustPush(
        Array.from({ length: batch }, () => ({
          account: ARB,
          name: 'filecase',
          actor: claimant,
          data: { claimant, claim_link: randomDoc(), lang_codes: [0], respondant, claim_category: 14 },
        })),
      )
      missing -= batch
    }
    const cases = await rows<Row>(ARB, 'casefiles')
    const newest = cases.map((row) => Number(row.case_id)).sort((a, b) => b - a)
    const pages = Math.ceil(cases.length / 20)

    await page.goto('/resolve/cases')
    const table = page.getByRole('table', { name: 'Case files' })
    const caseRows = table.locator('[data-testid^="case-row-"]')
    await expect(caseRows).toHaveCount(20)
    await expect(caseRows.first()).toHaveAttribute('data-testid', `case-row-${newest[0]}`)
    for (let next = 1; next < pages; next += 1) {
      await page.getByRole('button', { name: 'Go to next page' }).click()
    }
    // The last page holds the oldest cases, down to case 0.
    const oldest = newest.slice(20 * (pages - 1))
    expect(oldest.at(-1)).toBe(0)
    await expect(caseRows).toHaveCount(oldest.length)
    expect(
      await caseRows.evaluateAll((found) => found.map((row) => row.getAttribute('data-testid'))),
    ).toEqual(oldest.map((id) => `case-row-${id}`))

    for (const status of Object.values(CASE_STATUS)) {
      const label = caseStatusLabel(status)
      const count = cases.filter((row) => row.case_status === status).length
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label })
      await expect(caseRows).toHaveCount(Math.min(20, count))
      for (const cell of await caseRows.locator('td:nth-child(6)').all()) await expect(cell).toHaveText(label)
    }

    // A decided demo case shows every column's value as on chain (the few decided cases fit one page).
    const decided = cases.find((row) => row.case_status === 4 && row.arbitrators.length > 0)!
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Decision' })
    await expect(table.getByTestId(`case-row-${decided.case_id}`).getByRole('cell')).toHaveText([
      String(decided.case_id),
      decided.claimant,
      decided.respondant,
      decided.arbitrators[0]!,
      decided.approvals.length > 0 ? decided.approvals.join(', ') : '—',
      'Decision',
      /^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)?$/,
      'View',
    ])
  })

  test('R-RES-CASE-08 R-RES-DATA-05 R-RES-STATE-14: each claim row shows its id, document link, category label and status label', async ({
    page,
  }) => {
    const claimant = await createAccount('rc', '1.0000 TLOS')
    const respondant = await createAccount('rr', '1.0000 TLOS')
    await mustPush([
      {
        account: ARB,
        name: 'filecase',
        actor: claimant,
        data: { claimant, claim_link: randomDoc(), lang_codes: [0], respondant, claim_category: 1 },
      },
    ])
    const mine = (await rows<CaseFile>(ARB, 'casefiles')).filter((row) => row.claimant === claimant)
    const fresh = String(mine.at(-1)!.case_id)
    await mustPush([
      {
        account: ARB,
        name: 'addclaim',
        actor: claimant,
        data: { claimant, claim_link: randomDoc(), claim_category: 14, case_id: fresh },
      },
    ])
    // The demo world's investigated case holds claims in every status.
    const investigated = (await rows<CaseFile>(ARB, 'casefiles')).find((row) => row.case_status === 3)!
    const statuses = new Set((await claimsOf(String(investigated.case_id))).map((claim) => claim.status))
    expect([...statuses].sort()).toEqual([1, 2, 3, 4])

    for (const caseId of [fresh, String(investigated.case_id)]) {
      const claims = await claimsOf(caseId)
      await page.goto(`/resolve/case/${caseId}`)
      const table = page.getByRole('table', { name: 'Claims' })
      await expect(table.locator('[data-testid^="claim-row-"]')).toHaveCount(claims.length)
      for (const claim of claims) {
        const row = table.getByTestId(`claim-row-${claim.claim_id}`)
        const cells = row.getByRole('cell')
        await expect(cells.nth(0)).toContainText(`#${claim.claim_id}`)
        await expect(row.getByRole('link', { name: `View claim ${claim.claim_id}` })).toHaveAttribute(
          'href',
          new RegExp(`/ipfs/${claim.claim_summary}$`),
        )
        await expect(cells.nth(1)).toHaveText(CATEGORY_LABELS[claim.claim_category]!)
        await expect(row.getByTestId('claim-status')).toHaveText(CLAIM_STATUS_LABELS[claim.status]!)
      }
    }
    await page.goto(`/resolve/case/${fresh}`)
    await expect(page.getByRole('table', { name: 'Claims' })).toContainText('Lost key recovery')
    await expect(page.getByRole('table', { name: 'Claims' })).toContainText('Misc')
  })

  test('R-SHELL-15: a table is framed once: on the page it is a card of its own, inside a card it draws no second frame', async ({
    page,
  }) => {
    const frame = (name: string) =>
      page
        .getByRole('region', { name: `${name} (scrollable)` })
        .evaluate((table) => getComputedStyle(table).borderTopWidth)
    await page.goto('/resolve/cases')
    await expect(page.getByRole('table').first()).toBeVisible()
    expect(await frame('Case files')).toBe('1px')
    await page.goto('/resolve/case/3')
    await expect(page.getByRole('table', { name: 'Offers' })).toBeVisible()
    expect(await frame('Offers')).toBe('0px')
  })
})
