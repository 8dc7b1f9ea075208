import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  ADMIN,
  advanceChain,
  ARB,
  caseParties,
  DAY,
  loadListedAccounts,
  loginAs,
  push,
  signed,
  transactionOf,
  uploadInto,
} from './resolve-support.ts'

// The case story in the browser against a fresh devnet; every party logs in through the Local keys wallet.

async function caseAction(page: Page, name: string) {
  await page.getByRole('group', { name: 'Case actions' }).getByRole('button', { name, exact: true }).click()
}

const caseActions = (page: Page) => page.getByRole('group', { name: 'Case actions' })
const caseStatus = (page: Page) => page.getByTestId('case-status')

test.describe('Resolve case story', () => {
  test.setTimeout(480_000)

  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-RES-CASES-07 R-RES-STATE-02 R-RES-STATE-03 R-RES-STATE-04 R-RES-STATE-06 R-RES-STATE-08 R-RES-STATE-10 R-CALL-ARB-26 R-CALL-ARB-27 R-DEFECT-07 R-ROLE-01 R-RES-CASE-13 R-RES-CASE-14 R-DEFECT-02: a claimant files, readies (top-up) and accepts an offer; the arbitrator investigates and rules; the admin approves and closes', async ({
    page,
  }) => {
    const { claimant, respondant, arbitrator } = await caseParties(page, '200.0000 TLOS', '10.0000 TLOS')

    // R-RES-ACCT-01 R-RES-ACCT-02 R-RES-ACCT-05: the escrow starts empty; a deposit raises it.
    await loginAs(page, claimant, '/resolve/account')
    await expect(page.getByTestId('escrow-balance')).toHaveText('0.0000 TLOS')
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled()
    expect(await seriousViolations(page), 'account page').toEqual([])
    await page.getByLabel('Amount (TLOS)').fill('1')
    await page.getByRole('button', { name: 'Deposit', exact: true }).click()
    await expect(signed(page)).toBeVisible()
    await expect(page.getByTestId('escrow-balance')).toHaveText('1.0000 TLOS')
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeEnabled()

    // R-RES-CASES-02 R-DEFECT-16 R-FORM-06: file a case; the respondant and the document are checked first.
    await page.goto('/resolve/cases')
    await page.getByRole('button', { name: 'Create case' }).click()
    const create = page.getByRole('dialog', { name: 'Create a new case' })
    await create.getByLabel('Respondant').fill('Bad.Name!')
    await expect(create.getByText('Only lowercase letters a–z and digits 1–5.')).toBeVisible()
    await expect(create.getByRole('button', { name: 'File case' })).toBeDisabled()
    await create.getByLabel('Respondant').fill(respondant)
    const category = create.getByRole('combobox', { name: 'Category' })
    await expect(category.locator('option:not([disabled])')).toHaveCount(14)
    await category.selectOption({ label: 'Contract breach' })
    await expect(create.getByRole('button', { name: 'File case' })).toBeDisabled()
    const claimHash = await uploadInto(page, 'Create a new case', 'Claim document', 'claim one')
    // The claimant themself, or an account the chain does not know, is named under Respondant as it is
    // typed, and File case stays disabled (not refused only after the click).
    for (const [name, message] of [
      [claimant, 'You cannot file a case against yourself.'],
      ['nosuchacct11', 'This account does not exist.'],
    ] as const) {
      await create.getByLabel('Respondant').fill(name)
      await expect(create.getByText(message)).toBeVisible()
      await expect(create.getByRole('button', { name: 'File case' })).toBeDisabled()
    }
    await create.getByLabel('Respondant').fill(respondant)
    await expect(create.getByRole('button', { name: 'File case' })).toBeEnabled()
    expect(await seriousViolations(page), 'create-case dialog').toEqual([])
    await create.getByRole('button', { name: 'File case' }).click()
    await expect(signed(page)).toBeVisible()
    await page.getByLabel('Search by case id or account').fill(claimant)
    const row = page.locator('[data-testid^="case-row-"]').first()
    await expect(row).toContainText('Setup')
    const caseId = ((await row.getAttribute('data-testid')) ?? '').replace('case-row-', '')
    expect(await seriousViolations(page), 'cases page').toEqual([])
    await row.getByRole('link', { name: `View case ${caseId}` }).click()
    await expect(page).toHaveURL(new RegExp(`/resolve/case/${caseId}$`))

    // R-RES-CASE-01 R-RES-CASE-02 R-RES-CASE-06 R-RES-CASE-16 R-RES-CASE-17 R-FORM-03: setup, as the claimant.
    await expect(page.getByTestId('case-claimant')).toHaveText(claimant)
    await expect(page.getByTestId('case-respondant')).toHaveText(respondant)
    await expect(page.getByTestId('active-case-step')).toContainText('Setup')
    await expect(caseActions(page).getByRole('button')).toHaveText(['Ready case', 'Add claim', 'Delete case'])
    await caseAction(page, 'Add claim')
    const add = page.getByRole('dialog', { name: 'Add claim' })
    await add.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Misc' })
    await add.getByRole('textbox', { name: 'Claim document' }).fill('Qm12345')
    await expect(add.getByRole('button', { name: 'Add claim' })).toBeDisabled()
    // A pasted hash is accepted; the contract refuses a link another claim already has.
    await add.getByRole('textbox', { name: 'Claim document' }).fill(claimHash)
    await add.getByRole('button', { name: 'Add claim' }).click()
    await expect(add.getByText('Claim Link already exists in another claim')).toBeVisible()
    await add
      .getByRole('textbox', { name: 'Claim document' })
      .fill('QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o')
    await add.getByRole('button', { name: 'Add claim' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(
      page.getByRole('table', { name: 'Claims' }).locator('[data-testid^="claim-row-"]'),
    ).toHaveCount(2)
    expect(await seriousViolations(page), 'case page in setup').toEqual([])

    // Ready case with only 1 TLOS in escrow: the top-up transfer goes first, in the same transaction.
    await caseAction(page, 'Ready case')
    const ready = page.getByRole('dialog', { name: 'Ready case' })
    await expect(ready.getByTestId('fee-top-up')).toContainText('is sent first')
    await ready.getByRole('button', { name: 'Ready case' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(caseStatus(page)).toHaveText('Awaiting offers')
    await expect(page.getByTestId('offers-deadline')).toBeVisible()
    expect(await transactionOf('readycase', claimant)).toEqual(['eosio.token::transfer', `${ARB}::readycase`])
    await expect(caseActions(page).getByRole('button', { name: 'Add claim' })).toHaveCount(0)

    // R-ROLE-01: a hidden button's action sent anyway is refused by the contract.
    const refused = await push([
      { account: ARB, name: 'closecase', actor: claimant, data: { case_id: caseId } },
    ])
    expect(refused.ok).toBe(false)
    expect(refused.body).toMatch(/missing authority|admin/i)

    // R-RES-ARB-03 R-ROLE-10 R-FORM-19 R-FORM-21 R-FORM-22 R-CALL-ARB-16: the arbitrator makes an offer.
    await loginAs(page, arbitrator, '/resolve/arbitrator')
    const available = page.getByRole('button', { name: 'Available', exact: true })
    if ((await available.getAttribute('aria-pressed')) !== 'true') {
      await available.click()
      await expect(signed(page)).toBeVisible()
      await expect(available).toHaveAttribute('aria-pressed', 'true')
    }
    expect(await seriousViolations(page), 'arbitrator page').toEqual([])
    await page.goto(`/resolve/case/${caseId}`)
    await caseAction(page, 'Submit offer')
    const offer = page.getByRole('dialog', { name: 'Submit offer' })
    await expect(offer.getByLabel('Estimated hours')).toHaveValue('1')
    await expect(offer.getByLabel('Hourly rate (USD)')).toHaveValue('1')
    await offer.getByLabel('Estimated hours').fill('0')
    await expect(offer.getByText('Must be greater than 0.')).toBeVisible()
    await offer.getByLabel('Estimated hours').fill('3')
    await offer.getByLabel('Hourly rate (USD)').fill('12.5')
    await expect(offer.getByTestId('offer-total')).toHaveText('Total: 37.50 USD')
    await offer.getByRole('button', { name: 'Submit offer' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(offer).toBeHidden()
    const offers = page.getByRole('table', { name: 'Offers' })
    await expect(offers).toContainText('12.5000 USD')
    await expect(offers).toContainText('Pending')
    await expect(caseActions(page).getByRole('button')).toHaveText(['Update offer', 'Dismiss offer'])

    // R-RES-CASE-19 R-RES-STATE-05: the claimant accepts; the cost is topped up first.
    await loginAs(page, claimant, `/resolve/case/${caseId}`)
    await offers.getByRole('button', { name: 'Respond' }).click()
    const respond = page.getByRole('dialog', { name: `Respond to the offer of ${arbitrator}` })
    await expect(respond.getByTestId('fee-tlos')).toContainText('TLOS')
    await respond.getByRole('button', { name: 'Accept' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(caseStatus(page)).toHaveText('Arbitrators assigned')
    await expect(offers).toContainText('Accepted')
    await expect(offers.getByRole('button', { name: 'Respond' })).toHaveCount(0)

    // R-ROLE-14 R-FORM-17 R-FORM-18: the assigned arbitrator starts the case without a document.
    await loginAs(page, arbitrator, `/resolve/case/${caseId}`)
    await caseAction(page, 'Start case')
    const start = page.getByRole('dialog', { name: 'Start case' })
    await expect(start.getByLabel('Days for the respondant')).toHaveValue('7')
    await start.getByRole('button', { name: 'Start case' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(caseStatus(page)).toHaveText('Investigation')

    // R-RES-STATE-12 R-FORM-12 R-FORM-15 R-DEFECT-08: request more info from the respondant on the first claim.
    const claims = page.getByRole('table', { name: 'Claims' })
    const firstClaim = claims.locator('[data-testid^="claim-row-"]').first()
    await firstClaim.getByRole('button', { name: 'Request more info' }).click()
    const review = page.getByRole('dialog', { name: /Request more info on claim/ })
    await expect(
      review.getByText('No more information is needed: close this form to continue.'),
    ).toBeVisible()
    await expect(review.getByRole('button', { name: 'Request info' })).toBeDisabled()
    await review.getByLabel('More claim info needed').check()
    await review.getByLabel('More response info needed').check()
    await expect(review.getByLabel('Days for the respondant')).toHaveValue('2')
    const claimInfo = await uploadInto(
      page,
      /Request more info/,
      'Info required from the claimant',
      'claim info',
    )
    const responseInfo = await uploadInto(
      page,
      /Request more info/,
      'Info required from the respondant',
      'response info',
    )
    expect(claimInfo).not.toBe(responseInfo)
    await review.getByLabel('More claim info needed').uncheck()
    await review.getByLabel('Days for the respondant').fill('1')
    await review.getByRole('button', { name: 'Request info' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(firstClaim.getByRole('link', { name: /Required info/ })).toBeVisible()
    // The panel follows the claim buttons: each claim awaits the respondant's answer (no Settle yet) and
    // the arbitrator may still request more information; never "nothing to do" beside those buttons.
    const nextStep = page.getByRole('region', { name: 'Next step' })
    await expect(nextStep).toContainText("Claim 0 waits for the respondant's information")
    await expect(nextStep).not.toContainText('Nothing for you to do')
    await expect(firstClaim.getByRole('button', { name: /Settle/ })).toHaveCount(0)

    // R-RES-STATE-20 R-FORM-11 R-ROLE-22: the respondant responds.
    await loginAs(page, respondant, `/resolve/case/${caseId}`)
    await expect(page.getByRole('region', { name: 'Next step' })).toContainText('Respond to claim')
    await expect(caseActions(page)).toHaveCount(0)
    await firstClaim.getByRole('button', { name: 'Respond' }).click()
    await uploadInto(page, /Respond to claim/, 'Response document', 'response')
    await page
      .getByRole('dialog', { name: /Respond to claim/ })
      .getByRole('button', { name: 'Respond' })
      .click()
    await expect(signed(page)).toBeVisible()
    await expect(firstClaim.getByTestId('claim-status')).toHaveText('Responded')

    // Every respondant deadline passes (7 days from the start, 1 from the review); the arbitrator
    // settles both claims and sets the ruling.
    await advanceChain(7 * DAY + 60)
    await loginAs(page, arbitrator, `/resolve/case/${caseId}`)
    for (const [index, choice] of [
      [0, 'Accept claim'],
      [1, 'Reject claim'],
    ] as const) {
      const claim = claims.locator('[data-testid^="claim-row-"]').nth(index)
      await claim.getByRole('button', { name: 'Settle claim' }).click()
      const settle = page.getByRole('dialog', { name: /Settle claim/ })
      await expect(settle.getByRole('button', { name: 'Settle claim' })).toBeDisabled()
      await settle.getByLabel(choice).check()
      await uploadInto(page, /Settle claim/, 'Decision document', `decision ${index}`)
      await settle.getByRole('button', { name: 'Settle claim' }).click()
      await expect(signed(page)).toBeVisible()
      await expect(claim.getByTestId('claim-status')).toHaveText(index === 0 ? 'Accepted' : 'Dismissed')
    }
    await caseAction(page, 'Set ruling')
    await uploadInto(page, 'Set ruling', 'Ruling document', 'ruling')
    await page.getByRole('dialog', { name: 'Set ruling' }).getByRole('button', { name: 'Set ruling' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(caseStatus(page)).toHaveText('Decision')

    // R-ROLE-08 R-ROLE-09: the admin approves, then closes.
    await loginAs(page, ADMIN, `/resolve/case/${caseId}`)
    await expect(caseActions(page).getByRole('button')).toHaveText(['Approve', 'Reject'])
    await caseAction(page, 'Approve')
    await page
      .getByRole('dialog', { name: 'Approve ruling' })
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(signed(page)).toBeVisible()
    await expect(caseStatus(page)).toHaveText('Enforcement')
    await caseAction(page, 'Close case')
    await page.getByRole('dialog', { name: 'Close case' }).getByRole('button', { name: 'Close case' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(caseStatus(page)).toHaveText('Resolved')
    await expect(page.getByTestId('active-case-step')).toContainText('Resolved')

    // R-RES-CASE-13 R-RES-CASE-14 R-DEFECT-02: the history lists exactly this case's actions, oldest
    // first, each with its actor, time and data (the refused addclaim never reached the chain). The
    // filing carries no case_id; its data names the parties instead.
    const history = page.getByRole('list', { name: 'Case history' }).getByTestId('history-entry')
    const story = [
      ['filecase', claimant],
      ['addclaim', claimant],
      ['readycase', claimant],
      ['makeoffer', arbitrator],
      ['respondoffer', claimant],
      ['startcase', arbitrator],
      ['reviewclaim', arbitrator],
      ['respond', respondant],
      ['settleclaim', arbitrator],
      ['settleclaim', arbitrator],
      ['setruling', arbitrator],
      ['validatecase', ADMIN],
      ['closecase', ADMIN],
    ] as const
    await expect(history).toHaveCount(story.length, { timeout: 15_000 })
    await expect(history).toHaveText(
      story.map(([name, actor]) => {
        const data = name === 'filecase' ? `Respondent${respondant}` : `Case${caseId}`
        return new RegExp(`^${actor} .*\\(.* UTC\\)DetailsAction${name}Signed by${actor}.*${data}`)
      }),
    )
    expect(await seriousViolations(page), 'case page resolved').toEqual([])

    // R-RES-ACCT-03: the claimant withdraws what is left.
    await loginAs(page, claimant, '/resolve/account')
    // The whole escrow leaves at once: the amount is confirmed first.
    // The balance shows "…" until the escrow row is read.
    await expect(page.getByTestId('escrow-balance')).toHaveText(/^\d+\.\d{4} TLOS$/)
    const balance = (await page.getByTestId('escrow-balance').textContent())!
    await page.getByRole('button', { name: 'Withdraw' }).click()
    const confirmWithdraw = page.getByRole('dialog', { name: 'Withdraw the escrow?' })
    await confirmWithdraw.getByRole('button', { name: `Withdraw ${balance}` }).click()
    await expect(signed(page)).toBeVisible()
    await expect(page.getByTestId('escrow-balance')).toHaveText('0.0000 TLOS')
  })
})
