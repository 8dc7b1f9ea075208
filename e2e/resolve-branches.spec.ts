import { expect, test } from './fixtures.ts'
import {
  ADMIN,
  advanceChain,
  ARB,
  caseParties,
  DAY,
  loadListedAccounts,
  loginAs,
  mustPush,
  push,
  rows,
  signed,
} from './resolve-support.ts'

// The other ways a case ends, in the browser against a fresh devnet: the admin rejects a ruling, an
// arbitrator dismisses its offer, the claimant cancels a case awaiting offers and deletes one in setup.
test.describe('Resolve reject branch', () => {
  test.setTimeout(180_000)

  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-RES-STATE-09 R-CALL-ARB-22 R-DEFECT-04 R-ROLE-08: the admin rejects a ruling; the case is dismissed and the claimant refunded', async ({
    page,
  }) => {
    const { claimant, respondant, arbitrator } = await caseParties(page, '200.0000 TLOS', '1.0000 TLOS')
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
    const { claimant, respondant, arbitrator } = await caseParties(page, '100.0000 TLOS', '1.0000 TLOS')
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
