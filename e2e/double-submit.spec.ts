import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import {
  createAccount,
  listJourneyAccounts,
  loadListedAccounts,
  loginAs,
  uploadInto,
} from './resolve-support.ts'

// No submit sends twice: every form that sends a transaction has its submit double-clicked, as an
// impatient user does, and the history must hold exactly one new action for it (a second send is
// either a second transaction or a "duplicate transaction" refusal with its red alert and failed
// notification). One entry per form below; each runs as its own test.

type HistoryAction = { trx_id: string; act: { name: string; data: Record<string, unknown> } }

async function actionsOf(account: string, filter: string): Promise<HistoryAction[]> {
  const search = new URLSearchParams({ account, filter, sort: 'desc', limit: '100' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: HistoryAction[]
  }
  return found.actions
}

/** The send settled with one success and no failure (no "duplicate transaction" alert or notification). */
async function expectOneSuccess(page: Page) {
  await expect(page.getByRole('button', { name: /^Notifications:/ })).toHaveAccessibleName(
    'Notifications: 1 unread successful, 0 unread failed',
    { timeout: 30_000 },
  )
  await expect(page.getByRole('alert').filter({ hasText: /duplicate/i })).toHaveCount(0)
}

const randomWord = (length: number, letters = 'abcdefghijklmnopqrstuvwxyz') =>
  Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('')

/** A form that sends a transaction: the action its submit sends, and how to reach it filled in. */
type SubmitForm = {
  /** What the user fills in, as the test title says it. */
  form: string
  /** The action the submit sends, as Hyperion's filter spells it (`contract:action`). */
  action: string
  /** Signs in, opens the form and fills it; answers the signing account and the submit button. */
  open: (page: Page) => Promise<{ actor: string; submit: Locator }>
}

/** A new account with TLOS, signed in on `path` with the Local keys wallet. */
async function newUserOn(page: Page, prefix: string, tlos: string, path: (account: string) => string) {
  const account = await createAccount(prefix, tlos)
  await listJourneyAccounts(page)
  await loginAs(page, account, path(account))
  return account
}

const tokenRow = (page: Page, code: string) => page.getByTestId(`token-${code}`)
const daoCard = (page: Page, code: string) => page.getByRole('article', { name: `DAO ${code}` })

const FORMS: SubmitForm[] = [
  {
    form: 'Vote on /trails/ballot/pollvoting',
    action: 'telos.decide:castvote',
    open: async (page) => {
      await loginAs(page, 'voter2', '/trails/ballot/pollvoting')
      await page.getByRole('radio', { name: 'Vote alerts' }).check()
      return { actor: 'voter2', submit: page.getByRole('button', { name: 'Vote', exact: true }) }
    },
  },
  {
    form: 'Send on /transfers/add',
    action: 'eosio.token:transfer',
    open: async (page) => {
      const actor = await newUserOn(page, 'ds', '50.0000 TLOS', () => '/transfers/add')
      await page.getByLabel('To account').fill('claimant1')
      await page.getByLabel('Amount (TLOS)').fill('1.5')
      await page.getByLabel('Memo').fill('double click')
      return { actor, submit: page.getByRole('button', { name: 'Send' }) }
    },
  },
  {
    form: 'Create and open voting in the Create a ballot dialog',
    action: 'telos.decide:newballot',
    open: async (page) => {
      await loginAs(page, 'daomanager', '/trails/ballots')
      await page.getByRole('button', { name: 'Create ballot' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create a ballot' })
      await dialog.getByRole('textbox', { name: 'Title' }).fill(`Poll ${randomWord(8)} twice?`)
      await dialog.getByRole('combobox', { name: 'DAO' }).selectOption('2,DEMO')
      return { actor: 'daomanager', submit: dialog.getByRole('button', { name: 'Create and open voting' }) }
    },
  },
  {
    form: 'Create DAO in the Create a DAO dialog',
    action: 'telos.decide:newtreasury',
    open: async (page) => {
      const actor = await newUserOn(page, 'dd', '1000.0000 TLOS', () => '/trails/treasuries')
      await page.getByRole('button', { name: 'Create DAO' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create a DAO' })
      const code = randomWord(5, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
      await dialog.getByRole('textbox', { name: 'Symbol' }).fill(code)
      await dialog.getByRole('spinbutton', { name: 'Decimals' }).fill('2')
      await dialog.getByRole('textbox', { name: 'Max supply' }).fill('5000')
      await dialog.getByRole('textbox', { name: 'Title' }).fill(`Twice ${code}`)
      return { actor, submit: dialog.getByRole('button', { name: 'Create DAO' }) }
    },
  },
  {
    form: 'Join on a DAO card',
    action: 'telos.decide:regvoter',
    open: async (page) => {
      const actor = await newUserOn(page, 'dj', '10.0000 TLOS', () => '/trails/treasuries')
      return { actor, submit: daoCard(page, 'DEMO').getByRole('button', { name: 'Join' }) }
    },
  },
  {
    form: 'Save in the Edit DAO info dialog',
    action: 'telos.decide:edittrsinfo',
    open: async (page) => {
      await loginAs(page, 'daomanager', '/trails/treasuries')
      await daoCard(page, 'DEMO').getByRole('button', { name: 'Edit info' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit DEMO info' })
      await dialog.getByRole('textbox', { name: 'Description' }).fill(`Edited once, ${randomWord(6)}.`)
      return { actor: 'daomanager', submit: dialog.getByRole('button', { name: 'Save' }) }
    },
  },
  {
    form: 'Mint in the Mint dialog',
    action: 'telos.decide:mint',
    open: async (page) => {
      await loginAs(page, 'daomanager', '/trails/treasuries')
      await daoCard(page, 'DEMO').getByRole('button', { name: 'Mint' }).click()
      const dialog = page.getByRole('dialog', { name: 'Mint DEMO' })
      await dialog.getByRole('textbox', { name: 'To account' }).fill('voter1')
      await dialog.getByRole('textbox', { name: 'Amount (DEMO)' }).fill('1')
      const submit = dialog.getByRole('button', { name: 'Mint' })
      await expect(submit).toBeEnabled()
      return { actor: 'daomanager', submit }
    },
  },
  {
    form: 'Create token in the Create token dialog',
    action: 'tokenmanager:createtoken',
    open: async (page) => {
      const actor = await newUserOn(page, 'dt', '2000.0000 TLOS', () => '/tokens')
      await page.getByRole('button', { name: 'Create token' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create token' })
      await dialog.getByLabel('Token name').fill('Twice Token')
      await dialog.getByLabel('Symbol').fill(randomWord(5, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'))
      await dialog.getByLabel('Decimals').fill('2')
      await dialog.getByLabel('Maximum supply').fill('1000')
      const submit = dialog.getByRole('button', { name: 'Create token' })
      await expect(submit).toBeEnabled()
      return { actor, submit }
    },
  },
  ...(['Issue', 'Retire'] as const).map((verb): SubmitForm => ({
    form: `${verb} in the ${verb} DEMOTK dialog`,
    action: `secure.token:${verb.toLowerCase()}`,
    open: async (page) => {
      await loginAs(page, 'tokenowner', '/tokens')
      await tokenRow(page, 'DEMOTK')
        .getByRole('button', { name: `${verb} DEMOTK` })
        .click()
      const dialog = page.getByRole('dialog', { name: `${verb} DEMOTK` })
      await dialog.getByLabel('Amount (DEMOTK)').fill('1')
      return { actor: 'tokenowner', submit: dialog.getByRole('button', { name: verb }) }
    },
  })),
  {
    form: 'Send in the Transfer DEMOTK dialog',
    action: 'secure.token:transfer',
    open: async (page) => {
      await loginAs(page, 'tokenowner', '/tokens')
      await tokenRow(page, 'DEMOTK').getByRole('button', { name: 'Transfer DEMOTK' }).click()
      const dialog = page.getByRole('dialog', { name: 'Transfer DEMOTK' })
      await dialog.getByLabel('To account').fill('voter1')
      await dialog.getByLabel('Amount (DEMOTK)').fill('1')
      const submit = dialog.getByRole('button', { name: 'Send' })
      await expect(submit).toBeEnabled()
      return { actor: 'tokenowner', submit }
    },
  },
  {
    form: 'Create profile on /profiles/edit',
    action: 'profiles:newprofile',
    open: async (page) => {
      const actor = await newUserOn(page, 'dp', '10.0000 TLOS', (account) => `/profiles/edit/${account}`)
      const form = page.getByRole('form', { name: 'Create profile' })
      await form.getByLabel('Display name').fill('Twice Clicked')
      return { actor, submit: form.getByRole('button', { name: 'Create profile' }) }
    },
  },
  {
    form: 'File case in the Create a new case dialog',
    action: 'testtelosarb:filecase',
    open: async (page) => {
      const actor = await newUserOn(page, 'dc', '100.0000 TLOS', () => '/resolve/cases')
      await page.getByRole('button', { name: 'Create case' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create a new case' })
      await dialog.getByLabel('Respondant').fill('respondant1')
      await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Contract breach' })
      await uploadInto(page, 'Create a new case', 'Claim document', `claim ${randomWord(6)}`)
      const submit = dialog.getByRole('button', { name: 'File case' })
      await expect(submit).toBeEnabled()
      return { actor, submit }
    },
  },
]

test.describe('Every submit sends once', () => {
  test.beforeAll(async () => {
    await loadListedAccounts()
  })
  // Each journey signs on a shared, busy devnet.
  test.beforeEach(() => test.setTimeout(120_000))

  for (const entry of FORMS)
    test(`R-CALL-TX-06: double-clicking ${entry.form} sends one ${entry.action}`, async ({ page }) => {
      const { actor, submit } = await entry.open(page)
      const count = async () => (await actionsOf(actor, entry.action)).length
      const before = await count()
      await submit.dblclick()
      await expectOneSuccess(page)
      await expect.poll(count).toBe(before + 1)
      // Give a second transaction the time to land, then count again.
      await page.waitForLoadState('networkidle')
      expect(await count()).toBe(before + 1)
    })
})
