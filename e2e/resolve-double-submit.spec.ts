import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { caseAt, type CaseStage, type StagedCase } from './case-stages.ts'
import {
  describeSubmitsOnce,
  newUserOn,
  randomWord,
  signedInOn,
  type SubmitForm,
} from './double-submit-support.ts'
import { deposit } from './resolve-setup.ts'
import {
  ADMIN,
  ARB,
  createAccount,
  listJourneyAccounts,
  mustPush,
  seatedArbitrator,
  uploadInto,
} from './resolve-support.ts'

// No submit sends twice, in Resolve: every form of the case page (each party's, in the status that
// offers it), the escrow's deposit and withdraw, and the arbitrator's status. The case is brought to
// its status through the API; the browser part is the one submit, double-clicked.

type Party = 'claimant' | 'respondant' | 'arbitrator' | 'admin'

const actorOf = (party: Party, staged: StagedCase) => (party === 'admin' ? ADMIN : staged[party])

/** A case-page form: a case at `stage`, `party` signed in on its page, `fill` opening the form. */
function caseForm(
  form: string,
  action: string,
  stage: CaseStage,
  party: Party,
  fill: (page: Page, staged: StagedCase) => Promise<Locator>,
): SubmitForm {
  return {
    form,
    action: `${ARB}:${action}`,
    open: async (page) => {
      const staged = await caseAt(page, stage)
      const actor = actorOf(party, staged)
      await signedInOn(page, actor, `/resolve/case/${staged.caseId}`)
      const submit = await fill(page, staged)
      await expect(submit).toBeEnabled()
      return { actor, submit }
    },
  }
}

/** Clicks a button of the case's actions; answers the dialog it opens. */
async function caseAction(page: Page, button: string, dialog: string | RegExp = button) {
  await page
    .getByRole('group', { name: 'Case actions' })
    .getByRole('button', { name: button, exact: true })
    .click()
  return page.getByRole('dialog', { name: dialog })
}

/** Clicks a button on the case's first claim; answers the dialog it opens. */
async function claimAction(page: Page, button: string, dialog: RegExp) {
  const claims = page.getByRole('table', { name: 'Claims' })
  await claims.locator('[data-testid^="claim-row-"]').first().getByRole('button', { name: button }).click()
  return page.getByRole('dialog', { name: dialog })
}

/** A confirmation: the case action's button, then the dialog's own. */
const confirmed = (button: string, dialog: string, confirm: string) => async (page: Page) =>
  (await caseAction(page, button, dialog)).getByRole('button', { name: confirm })

const FORMS: SubmitForm[] = [
  caseForm('Add claim in the Add claim dialog', 'addclaim', 'setup', 'claimant', async (page) => {
    const dialog = await caseAction(page, 'Add claim')
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Misc' })
    await uploadInto(page, 'Add claim', 'Claim document', `claim ${randomWord(6)}`)
    return dialog.getByRole('button', { name: 'Add claim' })
  }),
  caseForm('Update claim in the Update claim dialog', 'updateclaim', 'setup', 'claimant', async (page) => {
    const dialog = await claimAction(page, 'Update claim', /Update claim/)
    await uploadInto(page, /Update claim/, 'Claim document', `new claim ${randomWord(6)}`)
    return dialog.getByRole('button', { name: 'Update claim' })
  }),
  caseForm('Ready case in the Ready case dialog', 'readycase', 'setup', 'claimant', async (page) =>
    (await caseAction(page, 'Ready case')).getByRole('button', { name: 'Ready case' }),
  ),
  caseForm(
    'Delete case in the Delete case confirmation',
    'shredcase',
    'setup',
    'claimant',
    confirmed('Delete case', 'Delete case', 'Delete case'),
  ),
  caseForm(
    'Cancel case in the Cancel case confirmation',
    'cancelcase',
    'awaiting',
    'claimant',
    confirmed('Cancel case', 'Cancel case', 'Cancel case'),
  ),
  caseForm('Submit offer in the Submit offer dialog', 'makeoffer', 'awaiting', 'arbitrator', async (page) => {
    const dialog = await caseAction(page, 'Submit offer')
    return dialog.getByRole('button', { name: 'Submit offer' })
  }),
  caseForm('Update offer in the Update offer dialog', 'makeoffer', 'offered', 'arbitrator', async (page) => {
    const dialog = await caseAction(page, 'Update offer')
    await dialog.getByLabel('Hourly rate (USD)').fill('12')
    return dialog.getByRole('button', { name: 'Update offer' })
  }),
  caseForm(
    'Dismiss offer in the Dismiss offer confirmation',
    'dismissoffer',
    'offered',
    'arbitrator',
    confirmed('Dismiss offer', 'Dismiss offer', 'Dismiss offer'),
  ),
  ...(['Accept', 'Reject'] as const).map((answer) =>
    caseForm(
      `${answer} in the claimant's Respond to the offer dialog`,
      'respondoffer',
      'offered',
      'claimant',
      async (page, { arbitrator }) => {
        await page.getByRole('table', { name: 'Offers' }).getByRole('button', { name: 'Respond' }).click()
        const dialog = page.getByRole('dialog', { name: `Respond to the offer of ${arbitrator}` })
        return dialog.getByRole('button', { name: answer })
      },
    ),
  ),
  caseForm('Start case in the Start case dialog', 'startcase', 'assigned', 'arbitrator', async (page) =>
    (await caseAction(page, 'Start case')).getByRole('button', { name: 'Start case' }),
  ),
  caseForm('Recuse in the Recuse from this case dialog', 'recuse', 'assigned', 'arbitrator', async (page) => {
    const dialog = await caseAction(page, 'Recuse', 'Recuse from this case')
    await dialog.getByLabel('Rationale').fill('A conflict of interest.')
    return dialog.getByRole('button', { name: 'Recuse' })
  }),
  caseForm(
    "Request info in the arbitrator's Request more info dialog",
    'reviewclaim',
    'investigation',
    'arbitrator',
    async (page) => {
      const dialog = await claimAction(page, 'Request more info', /Request more info on claim/)
      await dialog.getByLabel('More response info needed').check()
      await uploadInto(page, /Request more info/, 'Info required from the respondant', 'more info')
      return dialog.getByRole('button', { name: 'Request info' })
    },
  ),
  caseForm(
    "Respond in the respondant's Respond to claim dialog",
    'respond',
    'investigation',
    'respondant',
    async (page) => {
      const dialog = await claimAction(page, 'Respond', /Respond to claim/)
      await uploadInto(page, /Respond to claim/, 'Response document', `response ${randomWord(6)}`)
      return dialog.getByRole('button', { name: 'Respond' })
    },
  ),
  caseForm(
    'Settle claim in the Settle claim dialog',
    'settleclaim',
    'responded',
    'arbitrator',
    async (page) => {
      const dialog = await claimAction(page, 'Settle claim', /Settle claim/)
      await dialog.getByLabel('Accept claim').check()
      await uploadInto(page, /Settle claim/, 'Decision document', `decision ${randomWord(6)}`)
      return dialog.getByRole('button', { name: 'Settle claim' })
    },
  ),
  caseForm('Set ruling in the Set ruling dialog', 'setruling', 'settled', 'arbitrator', async (page) => {
    const dialog = await caseAction(page, 'Set ruling')
    await uploadInto(page, 'Set ruling', 'Ruling document', `ruling ${randomWord(6)}`)
    return dialog.getByRole('button', { name: 'Set ruling' })
  }),
  caseForm(
    "Approve in the admin's Approve ruling confirmation",
    'validatecase',
    'decision',
    'admin',
    confirmed('Approve', 'Approve ruling', 'Approve'),
  ),
  caseForm(
    "Reject in the admin's Reject ruling confirmation",
    'validatecase',
    'decision',
    'admin',
    confirmed('Reject', 'Reject ruling', 'Reject'),
  ),
  caseForm(
    "Close case in the admin's Close case confirmation",
    'closecase',
    'enforcement',
    'admin',
    confirmed('Close case', 'Close case', 'Close case'),
  ),
  {
    form: 'Deposit on /resolve/account',
    action: 'eosio.token:transfer',
    open: async (page) => {
      const actor = await newUserOn(page, 'rd', '20.0000 TLOS', () => '/resolve/account')
      const form = page.getByRole('form', { name: 'Deposit TLOS' })
      await form.getByLabel('Amount (TLOS)').fill('1')
      return { actor, submit: form.getByRole('button', { name: 'Deposit' }) }
    },
  },
  {
    form: 'Withdraw in the Withdraw the escrow? confirmation',
    action: `${ARB}:withdraw`,
    open: async (page) => {
      const actor = await createAccount('rw', '20.0000 TLOS')
      await deposit(actor, '5.0000 TLOS')
      await listJourneyAccounts(page)
      await signedInOn(page, actor, '/resolve/account')
      await page.getByRole('button', { name: 'Withdraw' }).click()
      const dialog = page.getByRole('dialog', { name: 'Withdraw the escrow?' })
      return { actor, submit: dialog.getByRole('button', { name: 'Withdraw 5.0000 TLOS' }) }
    },
  },
  {
    // The seated arbitrator is a demo one other journeys take cases with: it is made unavailable here
    // and the double-click makes it available again, as the demo world has it.
    form: 'Available in Your arbitrator status on /resolve/arbitrator',
    action: `${ARB}:newarbstatus`,
    open: async (page) => {
      const actor = await seatedArbitrator()
      await mustPush([
        { account: ARB, name: 'newarbstatus', actor, data: { arbitrator: actor, new_status: 2 } },
      ])
      await listJourneyAccounts(page)
      await signedInOn(page, actor, '/resolve/arbitrator')
      const status = page.getByRole('group', { name: 'Your arbitrator status' })
      await expect(status.getByRole('button', { name: 'Unavailable', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      return { actor, submit: status.getByRole('button', { name: 'Available', exact: true }) }
    },
  },
]

describeSubmitsOnce('Every submit sends once: Resolve', FORMS)
