import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  ADMIN,
  ARB,
  DAY,
  advanceChain,
  createAccount,
  listJourneyAccounts,
  loadListedAccounts,
  loginAs,
  mustPush,
  push,
  rows,
  seatedArbitrator,
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

  test('R-RES-CASES-07 R-RES-STATE-02 R-RES-STATE-03 R-RES-STATE-04 R-RES-STATE-06 R-RES-STATE-08 R-RES-STATE-10 R-CALL-ARB-26 R-CALL-ARB-27 R-DEFECT-07 R-ROLE-01: a claimant files, readies (top-up) and accepts an offer; the arbitrator investigates and rules; the admin approves and closes', async ({
    page,
  }) => {
    const claimant = await createAccount('rc', '200.0000 TLOS')
    const respondant = await createAccount('rr', '10.0000 TLOS')
    const arbitrator = await seatedArbitrator()
    await listJourneyAccounts(page)

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
    await create.getByRole('combobox', { name: 'Category' }).click()
    await expect(page.getByRole('option')).toHaveCount(14)
    await page.getByRole('option', { name: 'Contract breach' }).click()
    await expect(create.getByRole('button', { name: 'File case' })).toBeDisabled()
    const claimHash = await uploadInto(page, 'Create a new case', 'Claim document', 'claim one')
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
    await add.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option', { name: 'Misc' }).click()
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
    await expect(offer.getByTestId('offer-total')).toHaveText('Total: $37.50 USD')
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
    await expect(page.getByRole('region', { name: 'Next step' })).toContainText(/Settle claim|Nothing/)

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
    expect(await seriousViolations(page), 'case page resolved').toEqual([])

    // R-RES-ACCT-03: the claimant withdraws what is left.
    await loginAs(page, claimant, '/resolve/account')
    await page.getByRole('button', { name: 'Withdraw' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(page.getByTestId('escrow-balance')).toHaveText('0.0000 TLOS')
  })
})

test.describe('Resolve reject branch', () => {
  test.setTimeout(180_000)

  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-RES-STATE-09 R-CALL-ARB-22 R-DEFECT-04 R-ROLE-08: the admin rejects a ruling; the case is dismissed and the claimant refunded', async ({
    page,
  }) => {
    const claimant = await createAccount('rc', '200.0000 TLOS')
    const respondant = await createAccount('rr', '1.0000 TLOS')
    const arbitrator = await seatedArbitrator()
    await listJourneyAccounts(page)
    const doc = 'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o'
    // Up to the decision through the API: the browser part is the admin's rejection and the refund.
    await mustPush([
      {
        account: 'eosio.token',
        name: 'transfer',
        actor: claimant,
        data: { from: claimant, to: ARB, quantity: '150.0000 TLOS', memo: 'deposit' },
      },
    ])
    await push([
      { account: ARB, name: 'newarbstatus', actor: arbitrator, data: { arbitrator, new_status: 1 } },
    ])
    await mustPush([
      {
        account: ARB,
        name: 'filecase',
        actor: claimant,
        data: { claimant, claim_link: doc, lang_codes: [0], respondant, claim_category: 3 },
      },
    ])
    const mine = (await rows<{ case_id: string; claimant: string }>(ARB, 'casefiles')).filter(
      (row) => row.claimant === claimant,
    )
    const caseId = String(mine.at(-1)!.case_id)
    await mustPush([
      { account: ARB, name: 'readycase', actor: claimant, data: { claimant, case_id: caseId } },
    ])
    await mustPush([
      {
        account: ARB,
        name: 'makeoffer',
        actor: arbitrator,
        data: { case_id: caseId, arbitrator, hourly_rate: '10.0000 USD', estimated_hours: 2, offer_id: -1 },
      },
    ])
    const offer = (await rows<{ offer_id: string; case_id: string }>(ARB, 'offers')).find(
      (row) => String(row.case_id) === caseId,
    )!
    await mustPush([
      {
        account: ARB,
        name: 'respondoffer',
        actor: claimant,
        data: { case_id: caseId, offer_id: offer.offer_id, accept: true },
      },
    ])
    await mustPush([
      {
        account: ARB,
        name: 'startcase',
        actor: arbitrator,
        data: {
          case_id: caseId,
          assigned_arb: arbitrator,
          number_days_respondant: 1,
          response_info_required: '',
        },
      },
    ])
    // The respondant's day to respond passes before the claim can be settled.
    await advanceChain(DAY + 60)
    const [claim] = await rows<{ claim_id: string }>(ARB, 'claims', caseId)
    await mustPush([
      {
        account: ARB,
        name: 'settleclaim',
        actor: arbitrator,
        data: {
          case_id: caseId,
          assigned_arb: arbitrator,
          claim_id: claim!.claim_id,
          accept: false,
          decision_link: doc,
        },
      },
    ])
    await mustPush([
      {
        account: ARB,
        name: 'setruling',
        actor: arbitrator,
        data: { case_id: caseId, assigned_arb: arbitrator, case_ruling: doc },
      },
    ])
    const balance = async () =>
      Number(((await rows<{ balance: string }>(ARB, 'accounts', claimant))[0]?.balance ?? '0').split(' ')[0])
    const before = await balance()
    const [file] = (
      await rows<{ case_id: string; fee_paid_tlos: string; arbitrator_cost_tlos: string }>(ARB, 'casefiles')
    ).filter((row) => String(row.case_id) === caseId)
    const refund =
      Number(file!.fee_paid_tlos.split(' ')[0]) + Number(file!.arbitrator_cost_tlos.split(' ')[0])

    // The claimant and the arbitrator see no Approve/Reject; the admin does.
    await loginAs(page, arbitrator, `/resolve/case/${caseId}`)
    await expect(page.getByTestId('case-status')).toHaveText('Decision')
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0)
    await loginAs(page, ADMIN, `/resolve/case/${caseId}`)
    await page
      .getByRole('group', { name: 'Case actions' })
      .getByRole('button', { name: 'Reject', exact: true })
      .click()
    await page.getByRole('dialog', { name: 'Reject ruling' }).getByRole('button', { name: 'Reject' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(page.getByTestId('case-status')).toHaveText('Dismissed')
    await expect(page.getByTestId('active-case-step')).toContainText('Dismissed')

    await loginAs(page, claimant, '/resolve/account')
    await expect(page.getByTestId('escrow-balance')).toHaveText(`${(before + refund).toFixed(4)} TLOS`)
    expect(refund).toBeGreaterThan(0)
  })
})

test.describe('Resolve ways out', () => {
  test.setTimeout(180_000)

  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-ROLE-13 R-RES-STATE-16 R-CALL-ARB-18 R-RES-STATE-11 R-CALL-ARB-24 R-DEFECT-04: a dismissed offer cannot be replaced; the claimant cancels a case awaiting offers and deletes one in setup', async ({
    page,
  }) => {
    const claimant = await createAccount('rc', '100.0000 TLOS')
    const respondant = await createAccount('rr', '1.0000 TLOS')
    const arbitrator = await seatedArbitrator()
    await listJourneyAccounts(page)
    const file = async (link: string) => {
      await mustPush([
        {
          account: ARB,
          name: 'filecase',
          actor: claimant,
          data: { claimant, claim_link: link, lang_codes: [0], respondant, claim_category: 1 },
        },
      ])
      const mine = (await rows<{ case_id: string; claimant: string }>(ARB, 'casefiles')).filter(
        (row) => row.claimant === claimant,
      )
      return String(mine.at(-1)!.case_id)
    }
    await mustPush([
      {
        account: 'eosio.token',
        name: 'transfer',
        actor: claimant,
        data: { from: claimant, to: ARB, quantity: '50.0000 TLOS', memo: 'deposit' },
      },
    ])
    await push([
      { account: ARB, name: 'newarbstatus', actor: arbitrator, data: { arbitrator, new_status: 1 } },
    ])
    const awaiting = await file('QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o')
    await mustPush([
      { account: ARB, name: 'readycase', actor: claimant, data: { claimant, case_id: awaiting } },
    ])

    await loginAs(page, arbitrator, `/resolve/case/${awaiting}`)
    const actions = page.getByRole('group', { name: 'Case actions' })
    await actions.getByRole('button', { name: 'Submit offer', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Submit offer' })
      .getByRole('button', { name: 'Submit offer' })
      .click()
    await expect(signed(page)).toBeVisible()
    await actions.getByRole('button', { name: 'Dismiss offer', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Dismiss offer' })
      .getByRole('button', { name: 'Dismiss offer' })
      .click()
    await expect(signed(page)).toBeVisible()
    await expect(page.getByRole('table', { name: 'Offers' })).toContainText('Dismissed')
    await expect(page.getByRole('button', { name: /Submit offer|Update offer/ })).toHaveCount(0)

    await loginAs(page, claimant, `/resolve/case/${awaiting}`)
    await actions.getByRole('button', { name: 'Cancel case', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Cancel case' })
      .getByRole('button', { name: 'Cancel case' })
      .click()
    await expect(signed(page)).toBeVisible()
    await expect(page.getByTestId('case-status')).toHaveText('Cancelled')
    await expect(page.getByTestId('active-case-step')).toContainText('Cancelled')

    const setup = await file('QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG')
    await page.goto(`/resolve/case/${setup}`)
    await actions.getByRole('button', { name: 'Delete case', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Delete case' })
      .getByRole('button', { name: 'Delete case' })
      .click()
    await expect(signed(page)).toBeVisible()
    // The page moves to the case list once the chain has caught up (5 s later).
    await expect(page).toHaveURL(/\/resolve\/cases$/, { timeout: 15_000 })
    await page.getByLabel('Search by case id or account').fill(claimant)
    await expect(page.getByTestId(`case-row-${setup}`)).toHaveCount(0)
    await expect(page.getByTestId(`case-row-${awaiting}`)).toContainText('Cancelled')
  })
})
