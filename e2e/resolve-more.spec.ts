import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import {
  assignArbitrator,
  caseFile,
  claimsOf,
  deposit,
  fileCase,
  makeOffer,
  randomDoc,
  readyCase,
  startCase,
} from './resolve-setup.ts'
import {
  ARB,
  caseParties,
  createAccount,
  listJourneyAccounts,
  loadListedAccounts,
  loginAs,
  mustPush,
  push,
  rows,
  signed,
  uploadInto,
} from './resolve-support.ts'

// Claim updates, recusal, the claim limit and the live refresh of open pages. Each journey builds its
// own case through the API with fresh accounts, then checks what the parties see in the browser.

const caseActions = (page: Page) => page.getByRole('group', { name: 'Case actions' })
const claimRows = (page: Page) =>
  page.getByRole('table', { name: 'Claims' }).locator('[data-testid^="claim-row-"]')

/** The data of the newest `name` action `actor` sent, from the history API. */
async function lastActionData(name: string, actor: string): Promise<Record<string, unknown>> {
  const search = new URLSearchParams({ filter: `${ARB}:${name}`, account: actor, limit: '1', sort: 'desc' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: { act: { data: Record<string, unknown> } }[]
  }
  expect(found.actions, `a ${name} action by ${actor}`).toHaveLength(1)
  return found.actions[0]!.act.data
}

const escrowOf = async (account: string) =>
  Number(((await rows<{ balance: string }>(ARB, 'accounts', account))[0]?.balance ?? '0').split(' ')[0])

test.describe('Resolve claims, recusal and refresh', () => {
  test.setTimeout(180_000)

  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-ROLE-18 R-CALL-ARB-11 R-FORM-10 R-ROLE-19 R-RES-CASE-10 R-ROLE-22 R-RES-STATE-14: the claimant updates a claim in setup and, once claim info is requested, in investigation; the table and the chain show the new document', async ({
    page,
  }) => {
    const { claimant, respondant, arbitrator } = await caseParties(page, '200.0000 TLOS', '1.0000 TLOS')
    const caseId = await fileCase(claimant, respondant)
    const claimId = String((await claimsOf(caseId))[0]!.claim_id)
    const row = page.getByTestId(`claim-row-${claimId}`)
    const viewLink = row.getByRole('link', { name: `View claim ${claimId}` })

    // Setup (status 0): a short hash keeps the dialog shut; an uploaded document replaces the claim's.
    await loginAs(page, claimant, `/resolve/case/${caseId}`)
    await row.getByRole('button', { name: 'Update claim' }).click()
    const dialog = page.getByRole('dialog', { name: `Update claim ${claimId}` })
    await dialog.getByRole('textbox', { name: 'Claim document' }).fill('QmTooShortHash123456')
    await expect(dialog.getByRole('button', { name: 'Update claim' })).toBeDisabled()
    const uploaded = await uploadInto(page, `Update claim ${claimId}`, 'Claim document', 'updated claim')
    await dialog.getByRole('button', { name: 'Update claim' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(viewLink).toHaveAttribute('href', new RegExp(`/ipfs/${uploaded}$`))
    expect((await claimsOf(caseId))[0]!.claim_summary).toBe(uploaded)
    expect(await lastActionData('updateclaim', claimant)).toEqual({
      claimant,
      claim_link: uploaded,
      claim_id: claimId,
      case_id: caseId,
    })

    // Awaiting offers (status 1): no update is offered.
    await deposit(claimant, '150.0000 TLOS')
    await readyCase(claimant, caseId)
    await page.reload()
    await expect(page.getByTestId('case-status')).toHaveText('Awaiting offers')
    await expect(row).toBeVisible()
    await expect(row.getByRole('button', { name: 'Update claim' })).toHaveCount(0)

    // Investigation: the arbitrator asks both parties for more, the respondant answers; the claim
    // (responded, claim info requested) can still be updated, and only by the claimant.
    await assignArbitrator(claimant, arbitrator, caseId)
    await startCase(arbitrator, caseId)
    const infoRequired = randomDoc()
    const responseInfo = randomDoc()
    await mustPush([
      {
        account: ARB,
        name: 'reviewclaim',
        actor: arbitrator,
        data: {
          claim_id: claimId,
          case_id: caseId,
          assigned_arb: arbitrator,
          number_days_respondant: 2,
          number_days_claimant: 2,
          claim_info_needed: true,
          response_info_needed: true,
          claim_info_required: infoRequired,
          response_info_required: responseInfo,
        },
      },
    ])
    // The respondant sees what is asked of it and by when, and may respond but not update.
    await loginAs(page, respondant, `/resolve/case/${caseId}`)
    await expect(
      row.getByRole('link', { name: `Required info More response info needed on claim ${claimId}` }),
    ).toHaveAttribute('href', new RegExp(`/ipfs/${responseInfo}$`))
    const [asked] = await claimsOf(caseId)
    await expect(
      row.getByRole('cell').nth(4).locator(`time[datetime="${asked!.respondant_limit_time}Z"]`),
    ).toBeVisible()
    await expect(row.getByRole('button', { name: 'Respond' })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Update claim' })).toHaveCount(0)
    await mustPush([
      {
        account: ARB,
        name: 'respond',
        actor: respondant,
        data: { respondant, response_link: randomDoc(), claim_id: claimId, case_id: caseId },
      },
    ])
    await page.reload()
    await expect(row.getByTestId('claim-status')).toHaveText('Responded')
    await expect(row.getByRole('button', { name: /Respond|Update claim/ })).toHaveCount(0)

    await loginAs(page, claimant, `/resolve/case/${caseId}`)
    await expect(
      row.getByRole('link', { name: `Required info More claim info needed on claim ${claimId}` }),
    ).toHaveAttribute('href', new RegExp(`/ipfs/${infoRequired}$`))
    await row.getByRole('button', { name: 'Update claim' }).click()
    const pasted = randomDoc()
    await dialog.getByRole('textbox', { name: 'Claim document' }).fill(pasted)
    await dialog.getByRole('button', { name: 'Update claim' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(viewLink).toHaveAttribute('href', new RegExp(`/ipfs/${pasted}$`))
    const [after] = await claimsOf(caseId)
    expect(after!.claim_summary).toBe(pasted)
    expect(Boolean(after!.claim_info_needed)).toBe(false)
    // The request is answered: a responded claim without an open info request cannot be updated again.
    await expect(row.getByRole('button', { name: 'Update claim' })).toHaveCount(0)
    const again = await push([
      {
        account: ARB,
        name: 'updateclaim',
        actor: claimant,
        data: { claimant, claim_link: randomDoc(), claim_id: claimId, case_id: caseId },
      },
    ])
    expect(again.ok).toBe(false)
    expect(again.body).toContain('Claim cannot be updated')
  })

  test('R-ROLE-14 R-DEFECT-04: an assigned arbitrator recuses; the case becomes a mistrial and the claimant gets the fee and cost back', async ({
    page,
  }) => {
    const { claimant, respondant, arbitrator } = await caseParties(page, '200.0000 TLOS', '1.0000 TLOS')
    const caseId = await fileCase(claimant, respondant)
    await deposit(claimant, '150.0000 TLOS')
    await readyCase(claimant, caseId)
    await assignArbitrator(claimant, arbitrator, caseId)
    const assigned = (await caseFile(caseId))!
    const before = await escrowOf(claimant)

    // The claimant has nothing to do while the arbitrator prepares; only the arbitrator may recuse.
    await loginAs(page, claimant, `/resolve/case/${caseId}`)
    await expect(page.getByTestId('case-status')).toHaveText('Arbitrators assigned')
    await expect(caseActions(page)).toHaveCount(0)

    await loginAs(page, arbitrator, `/resolve/case/${caseId}`)
    await expect(page.getByTestId('case-arbitrators')).toHaveText(`There is 1 arbitrator, ${arbitrator}.`)
    await expect(caseActions(page).getByRole('button')).toHaveText(['Start case', 'Recuse'])
    await caseActions(page).getByRole('button', { name: 'Recuse', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Recuse from this case' })
    await expect(dialog.getByRole('button', { name: 'Recuse' })).toBeDisabled()
    await dialog.getByLabel('Rationale').fill('I have worked for the respondant before.')
    await dialog.getByRole('button', { name: 'Recuse' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(page.getByTestId('case-status')).toHaveText('Mistrial')
    await expect(page.getByTestId('active-case-step')).toContainText('Mistrial')
    await expect(caseActions(page)).toHaveCount(0)
    // The contract keeps the arbitrator on the case file; the case moves to its recused cases.
    await expect(page.getByTestId('case-arbitrators')).toHaveText(`There is 1 arbitrator, ${arbitrator}.`)

    const after = (await caseFile(caseId))!
    expect(after.case_status).toBe(9)
    const [arbitratorRow] = (
      await rows<{ arb: string; recused_case_ids: (string | number)[] }>(ARB, 'arbitrators')
    ).filter((row) => row.arb === arbitrator)
    expect(arbitratorRow!.recused_case_ids.map(String)).toContain(caseId)
    const refund =
      Number(assigned.fee_paid_tlos.split(' ')[0]) + Number(assigned.arbitrator_cost_tlos.split(' ')[0])
    expect(refund).toBeGreaterThan(0)
    expect((await escrowOf(claimant)).toFixed(4)).toBe((before + refund).toFixed(4))
  })

  test('R-RES-CASE-18 R-DEFECT-03 R-ROLE-01: Add claim disappears once the case holds max_claims_per_case claims, and addclaim sent anyway is refused', async ({
    page,
  }) => {
    const claimant = await createAccount('rc', '10.0000 TLOS')
    const respondant = await createAccount('rr', '1.0000 TLOS')
    await listJourneyAccounts(page)
    const [config] = await rows<{ max_claims_per_case: number }>(ARB, 'config')
    const max = config!.max_claims_per_case
    expect(max).toBeGreaterThan(1)
    const caseId = await fileCase(
      claimant,
      respondant,
      Array.from({ length: max - 1 }, () => randomDoc()),
    )
    const addClaim = (claim_link: string) =>
      push([
        {
          account: ARB,
          name: 'addclaim',
          actor: claimant,
          data: { claimant, claim_link, claim_category: 14, case_id: caseId },
        },
      ])

    await loginAs(page, claimant, `/resolve/case/${caseId}`)
    await expect(claimRows(page)).toHaveCount(max - 1)
    await expect(caseActions(page).getByRole('button')).toHaveText(['Ready case', 'Add claim', 'Delete case'])

    // One more claim reaches the maximum: the open page drops Add claim on its next refresh.
    const last = await addClaim(randomDoc())
    expect(last.ok, last.body).toBe(true)
    await expect(claimRows(page)).toHaveCount(max, { timeout: 15_000 })
    await expect(caseActions(page).getByRole('button')).toHaveText(['Ready case', 'Delete case'], {
      timeout: 15_000,
    })
    await page.reload()
    await expect(claimRows(page)).toHaveCount(max)
    await expect(caseActions(page).getByRole('button', { name: 'Add claim' })).toHaveCount(0)

    const refused = await addClaim(randomDoc())
    expect(refused.ok).toBe(false)
    expect(refused.body).toContain('case file has reached maximum number of claims')
    expect((await caseFile(caseId))!.number_claims).toBe(max)
    expect(await claimsOf(caseId)).toHaveLength(max)
  })

  test('R-RES-CASE-15 R-RES-ACCT-04: open case and account pages show what other parties do over the API without a reload', async ({
    page,
  }) => {
    const { claimant, respondant, arbitrator } = await caseParties(page, '200.0000 TLOS', '1.0000 TLOS')
    const caseId = await fileCase(claimant, respondant)
    await deposit(claimant, '150.0000 TLOS')
    // A reload would drop this mark, so finding it at the end proves the page only refreshed its data.
    const markPage = () => page.evaluate(() => Object.assign(window, { journeyMark: 'no reload' }))
    const stillMarked = () => page.evaluate(() => (window as { journeyMark?: string }).journeyMark)
    const live = { timeout: 15_000 }

    await loginAs(page, respondant, `/resolve/case/${caseId}`)
    await expect(claimRows(page)).toHaveCount(1)
    await expect(page.getByTestId('case-status')).toHaveText('Setup')
    await markPage()

    await mustPush([
      {
        account: ARB,
        name: 'addclaim',
        actor: claimant,
        data: { claimant, claim_link: randomDoc(), claim_category: 14, case_id: caseId },
      },
    ])
    await expect(claimRows(page)).toHaveCount(2, live)
    // The case history follows the case: the claim added over the API is listed there too.
    const addclaim = page.getByTestId('history-entry').filter({ hasText: 'addclaim' })
    await expect(addclaim).toHaveCount(1, live)
    await readyCase(claimant, caseId)
    await expect(page.getByTestId('case-status')).toHaveText('Awaiting offers', live)
    await expect(page.getByTestId('offers-deadline')).toBeVisible()
    await makeOffer(arbitrator, caseId)
    const offers = page.getByRole('table', { name: 'Offers' })
    await expect(offers).toContainText(arbitrator, live)
    await expect(offers).toContainText('Pending')
    expect(await stillMarked()).toBe('no reload')

    await loginAs(page, claimant, '/resolve/account')
    const balance = await escrowOf(claimant)
    await expect(page.getByTestId('escrow-balance')).toHaveText(`${balance.toFixed(4)} TLOS`)
    await markPage()
    await deposit(claimant, '2.5000 TLOS')
    await expect(page.getByTestId('escrow-balance')).toHaveText(`${(balance + 2.5).toFixed(4)} TLOS`, live)
    expect(await stillMarked()).toBe('no reload')
  })
})
