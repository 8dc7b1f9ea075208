import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
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
    await expect(history.first()).toContainText(`${claimant} filed the case`)
  })

  test('R-RES-CASE-21: a case record exports every action with its transaction, block and time, each found again on the history API, and prints alone', async ({
    page,
  }) => {
    const claimant = await createAccount('rc', '1.0000 TLOS')
    const respondant = await createAccount('rr', '1.0000 TLOS')
    const caseId = await fileCase(claimant, respondant, [randomDoc(), randomDoc()])
    await page.goto(`/resolve/case/${caseId}`)
    await expect(page.getByRole('list', { name: 'Case history' }).getByTestId('history-entry')).toHaveCount(2)
    await page.getByRole('button', { name: 'Export case record' }).click()
    const dialog = page.getByRole('dialog', { name: `Case ${caseId} record` })
    await expect(dialog.getByTestId('case-record-summary')).toContainText('2 actions')
    await expect(dialog.getByRole('list', { name: 'How to check the record' })).toContainText(
      '/v2/history/get_transaction?id=',
    )
    const downloading = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download JSON' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`case-${caseId}-record.json`)
    const record = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      case_id: string
      network: { chain_id: string | null }
      claims: unknown[]
      documents: { cid: string }[]
      history: {
        action: string
        transaction_id: string
        block_num: string
        timestamp: string
        verify_url: string
      }[]
    }
    expect(record.case_id).toBe(caseId)
    // R-RES-CASE-21: the record names the chain it was read from.
    const info = (await (await fetch(`${BASE_URL}/v1/chain/get_info`)).json()) as { chain_id: string }
    expect(record.network.chain_id).toBe(info.chain_id)
    expect(record.history.map((entry) => entry.action)).toEqual(['filecase', 'addclaim'])
    expect(record.documents.length).toBeGreaterThanOrEqual(2)
    // Anyone can check each entry: its verify_url answers the same transaction, in the same block.
    for (const entry of record.history) {
      expect(entry.verify_url).toBe(`${BASE_URL}/v2/history/get_transaction?id=${entry.transaction_id}`)
      const found = (await (await fetch(entry.verify_url)).json()) as {
        actions: { act: { name: string }; block_num: number | string }[]
      }
      expect(found.actions.map((action) => action.act.name)).toContain(entry.action)
      expect(String(found.actions[0]?.block_num)).toBe(String(entry.block_num))
    }
    // Printing shows the record alone.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByTestId('case-record-print')).toBeVisible()
    await expect(page.getByTestId('case-record-print')).toContainText(record.history[0]!.transaction_id)
    // R-RES-CASE-21: a document, with the parties, status, claims, offers and ruling first, and no JSON.
    const summary = page.getByTestId('case-record-print-summary')
    await expect(summary).toContainText(`Claimant${claimant}`)
    await expect(summary).toContainText(`Respondant${respondant}`)
    await expect(summary).toContainText('StatusSetup')
    await expect(summary).toContainText('Rulingnot set')
    await expect(page.getByTestId('case-record-print')).toContainText('Claims (2)')
    await expect(page.getByTestId('case-record-print')).toContainText(`${claimant} filed the case`)
    await expect(page.getByTestId('case-record-print')).not.toContainText('{"')
    await expect(page.getByRole('heading', { name: 'Case history' })).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await expect(page.getByTestId('case-record-print')).toBeHidden()
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
    await expect(history.nth(0)).toContainText(`${claimant} filed the case`)
    await expect(history.nth(1)).toContainText(`${claimant} added a claim`)
    await expect(page.getByRole('list', { name: 'Case history' })).not.toContainText('shredcase')
  })
})
