import { expect, test } from './fixtures.ts'
import { fileCase, randomDoc } from './resolve-setup.ts'
import { ARB, createAccount, loadListedAccounts, mustPush } from './resolve-support.ts'

// What the history filter on case_id alone cannot see: the filing (filecase carries no case_id) and a
// deleted case whose id the contract handed to the next case filed.

test.describe('Resolve case history', () => {
  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-RES-CASE-13 R-DEFECT-02: the history of a new case shows the filecase that opened it', async ({
    page,
  }) => {
    const claimant = await createAccount('rc', '1.0000 TLOS')
    const respondant = await createAccount('rr', '1.0000 TLOS')
    const caseId = await fileCase(claimant, respondant)
    await page.goto(`/resolve/case/${caseId}`)
    const history = page.getByRole('list', { name: 'Case history' }).getByTestId('history-entry')
    await expect(history).toHaveCount(1)
    await expect(history.first()).toContainText(`filecase${claimant} filed the case`)
  })

  test('R-RES-CASE-13 R-DEFECT-02: a case whose id was used by a deleted case shows none of its actions', async ({
    page,
  }) => {
    const claimant = await createAccount('rc', '1.0000 TLOS')
    const respondant = await createAccount('rr', '1.0000 TLOS')
    const deleted = await fileCase(claimant, respondant)
    await mustPush([
      { account: ARB, name: 'shredcase', actor: claimant, data: { claimant, case_id: deleted } },
    ])
    const caseId = await fileCase(claimant, respondant, [randomDoc(), randomDoc()])
    expect(caseId).toBe(deleted)
    await page.goto(`/resolve/case/${caseId}`)
    // Deleting the newest case frees its id (the contract's available_primary_key) for this one.
    const history = page.getByRole('list', { name: 'Case history' }).getByTestId('history-entry')
    await expect(history).toHaveCount(2)
    await expect(history.nth(0)).toContainText(`filecase${claimant} filed the case`)
    await expect(history.nth(1)).toContainText(`addclaim${claimant} added a claim`)
    await expect(page.getByRole('list', { name: 'Case history' })).not.toContainText('shredcase')
  })
})
