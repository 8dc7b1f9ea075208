import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import {
  actionsOf,
  describeSubmitsOnce,
  newUserOn,
  randomWord,
  signedInOn,
  type SubmitForm,
} from './double-submit-support.ts'
import { chainPassed, chainTime, demoBallot, journeyDao, journeyToken } from './journey-assets.ts'
import { createAccount, listJourneyAccounts, loadListedAccounts, randomName } from './resolve-support.ts'

// No submit sends twice, for the forms double-submit.spec.ts leaves out: the publisher's ballot
// lifecycle, the DAO manager's settings, a token's open balance and edit details, and the testnet
// developer tools (backend calls: what the chain records is counted). Resolve is in
// resolve-double-submit.spec.ts. Other journeys share this devnet: the ballots are this file's own
// and the clock is never moved; settings and details change on a DAO and a token made here.

const DECIDE = 'telos.decide'
const PUBLISHER = 'daomanager'

/** `at` as the browser's datetime-local value (its own time zone), to the minute. */
function localDateTime(at: number): string {
  const date = new Date(at)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A new DEMO ballot by daomanager, left in setup, or voting until `votingSeconds` from now. */
const publishedBallot = (votingSeconds?: number) =>
  demoBallot(`ds${randomWord(10)}`, { votingSeconds, options: ['yes', 'no', 'maybe'] })

// The ballot Close voting closes: voting for the contract's shortest length (minballength, 60 s on the
// demo world) and a little more, opened before this file's other journeys so its end passes meanwhile.
let toClose: Promise<{ name: string; end?: string }>
test.beforeAll(async () => {
  await loadListedAccounts()
  toClose = publishedBallot(65)
  await toClose
})

/** daomanager on the ballot's page, with the publisher's `button` clicked: answers its dialog. */
async function publisherDialog(page: Page, ballot: { name: string }, button: string, dialog = button) {
  await signedInOn(page, PUBLISHER, `/trails/ballot/${ballot.name}`)
  await page.getByRole('region', { name: 'Publisher actions' }).getByRole('button', { name: button }).click()
  return page.getByRole('dialog', { name: dialog })
}

/** A publisher form: its dialog's submit, as daomanager. */
const publisherForm = (form: string, name: string, ready: (page: Page) => Promise<Locator>): SubmitForm => ({
  form,
  action: `${DECIDE}:${name}`,
  open: async (page) => ({ actor: PUBLISHER, submit: await ready(page) }),
})

/** The newaccount actions that created `account` (the account filter matches authorizers, not the new name). */
async function creationsOf(account: string): Promise<number> {
  const search = new URLSearchParams({ filter: 'eosio:newaccount', sort: 'desc', limit: '100' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: { act: { data: { name?: string; newact?: string } } }[]
  }
  return found.actions.filter(({ act }) => (act.data.name ?? act.data.newact) === account).length
}

const tokenRow = (page: Page, code: string) => page.getByTestId(`token-${code}`)
const daoCard = (page: Page, code: string) => page.getByRole('article', { name: `DAO ${code}` })

const FORMS: SubmitForm[] = [
  publisherForm('Save details in the Edit ballot details dialog', 'editdetails', async (page) => {
    const dialog = await publisherDialog(page, await publishedBallot(), 'Edit details', 'Edit ballot details')
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`Edited ${randomWord(6)}`)
    return dialog.getByRole('button', { name: 'Save details' })
  }),
  publisherForm('Save in the Options to choose dialog', 'editminmax', async (page) => {
    const dialog = await publisherDialog(page, await publishedBallot(), 'Edit min/max', 'Options to choose')
    await dialog.getByRole('spinbutton', { name: 'Max options' }).fill('2')
    return dialog.getByRole('button', { name: 'Save' })
  }),
  publisherForm('Save settings in the Ballot settings dialog', 'togglebal', async (page) => {
    const dialog = await publisherDialog(page, await publishedBallot(), 'Settings', 'Ballot settings')
    await dialog.getByRole('checkbox', { name: 'revotable' }).click()
    return dialog.getByRole('button', { name: 'Save settings' })
  }),
  publisherForm('Open voting in the Open voting dialog', 'openvoting', async (page) => {
    const dialog = await publisherDialog(page, await publishedBallot(), 'Open voting')
    // The end is judged by the chain's clock, which earlier journeys may have moved on.
    const end = Date.parse(`${await chainTime(3 * 86_400)}Z`)
    await dialog.getByLabel('Voting ends').fill(await page.evaluate(localDateTime, end))
    return dialog.getByRole('button', { name: 'Open voting' })
  }),
  publisherForm('Cancel ballot in the Cancel ballot dialog', 'cancelballot', async (page) => {
    const dialog = await publisherDialog(page, await publishedBallot(30 * 86_400), 'Cancel ballot')
    return dialog.getByRole('button', { name: 'Cancel ballot' })
  }),
  publisherForm('Close voting in the Close voting confirmation', 'closevoting', async (page) => {
    const ballot = await toClose
    await chainPassed(ballot.end!)
    const dialog = await publisherDialog(page, ballot, 'Close voting')
    return dialog.getByRole('button', { name: 'Close voting' })
  }),
  publisherForm('Delete ballot in the Delete ballot confirmation', 'deleteballot', async (page) => {
    const dialog = await publisherDialog(page, await publishedBallot(), 'Delete ballot')
    return dialog.getByRole('button', { name: 'Delete ballot' })
  }),
  {
    form: "Save settings in a DAO's settings dialog",
    action: `${DECIDE}:toggle`,
    open: async (page) => {
      const { manager, code } = await journeyDao()
      await listJourneyAccounts(page)
      await signedInOn(page, manager, '/trails/treasuries')
      await daoCard(page, code).getByRole('button', { name: 'Settings' }).click()
      const dialog = page.getByRole('dialog', { name: `${code} settings` })
      await dialog.getByRole('checkbox', { name: /^reclaimable/ }).click()
      await expect(dialog.getByTestId('settings-plan')).toHaveText(/^Sends one toggle: reclaimable\.$/)
      return { actor: manager, submit: dialog.getByRole('button', { name: 'Save settings' }) }
    },
  },
  {
    form: "Open balance in a token's Open a balance dialog",
    action: 'secure.token:open',
    open: async (page) => {
      const { code } = await journeyToken()
      const actor = await newUserOn(page, 'dob', '10.0000 TLOS', () => '/tokens')
      await tokenRow(page, code)
        .getByRole('button', { name: `Open balance for ${code}` })
        .click()
      const dialog = page.getByRole('dialog', { name: `Open a ${code} balance` })
      return { actor, submit: dialog.getByRole('button', { name: 'Open balance' }) }
    },
  },
  {
    form: "Save in a token's Edit details dialog",
    action: 'tokenmanager:setmeta',
    open: async (page) => {
      const { owner, code } = await journeyToken()
      await listJourneyAccounts(page)
      await signedInOn(page, owner, '/tokens')
      await tokenRow(page, code)
        .getByRole('button', { name: `Edit details of ${code}` })
        .click()
      const dialog = page.getByRole('dialog', { name: `Edit ${code} details` })
      await dialog.getByLabel('Token name').fill(`Renamed ${randomWord(4)}`)
      const submit = dialog.getByRole('button', { name: 'Save' })
      await expect(submit).toBeEnabled()
      return { actor: owner, submit }
    },
  },
]

describeSubmitsOnce('Every submit sends once: ballots, DAO settings, tokens', FORMS)

// Account creation and the developer tools call a backend, not the wallet: no notification, but the
// outbox and the chain record what each call did, and a second call would be refused (a taken name, a
// used code, the hourly faucet limit) with its red message and a failed request in the console.
test.describe('Every backend call is made once', () => {
  test('R-CALL-TX-06: double-clicking Send the code and Create account on /accounts/add sends one SMS and creates the account once', async ({
    page,
  }) => {
    const account = randomName('dsn')
    const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    const sms = async () =>
      ((await (await fetch(`${BASE_URL}/devnet/sms`)).json()) as { to: string; code: string }[]).filter(
        (message) => message.to === phone,
      )
    await page.goto('/accounts/add')
    const details = page.getByRole('form', { name: 'Account name and phone' })
    await details.getByLabel('Account name').fill(account)
    await expect(details.getByText('This name is available.')).toBeVisible()
    await details.getByLabel('Phone number').fill(phone)
    await details.getByRole('button', { name: 'Send the code' }).dblclick()
    await expect(page.getByText(/A verification code was sent to/)).toBeVisible()
    await page.waitForLoadState('networkidle')
    const sent = await sms()
    expect(sent).toHaveLength(1)

    const codeForm = page.getByRole('form', { name: 'SMS code' })
    await codeForm.getByLabel('SMS code').fill(sent[0]!.code)
    await codeForm.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('I saved my keys').check()
    await page.getByRole('button', { name: 'Create account' }).dblclick()
    await expect(page).toHaveURL(/\/accounts\/add\/congratulations$/)
    await expect(page.getByTestId('created-account')).toHaveText(account)
    await page.waitForLoadState('networkidle')
    expect(await creationsOf(account)).toBe(1)
  })

  test('R-CALL-TX-06: double-clicking Create account on /testnet/developers creates the account once, with no refusal', async ({
    page,
  }) => {
    await page.goto('/testnet/developers')
    const panel = page.getByRole('tabpanel')
    const account = randomName('dsa').slice(0, 12).padEnd(12, 'a')
    await panel.getByLabel('Account name').fill(account)
    await panel.getByRole('button', { name: 'Generate keys' }).click()
    await expect(panel.getByLabel('Active public key')).toHaveValue(/^EOS\w{50}$/)
    await panel.getByRole('button', { name: 'Create account' }).dblclick()
    await expect(panel.getByRole('status')).toContainText(`Account ${account} was created successfully.`)
    await page.waitForLoadState('networkidle')
    // The one alert is the warning to keep the keys made in the browser: no refusal beside it.
    await expect(panel.getByRole('alert')).toHaveText([/^Keep these private keys now/])
    await expect(panel.getByText('This account already exists.')).toHaveCount(0)
    expect(await creationsOf(account)).toBe(1)
  })

  test('R-CALL-TX-06: double-clicking Send TLOS on the native faucet sends one transfer, with no refusal', async ({
    page,
  }) => {
    const account = await createAccount('dsf', '1.0000 TLOS')
    const before = (await actionsOf(account, 'eosio.token:transfer')).length
    await page.goto('/testnet/developers?tab=tlos-native')
    const panel = page.getByRole('tabpanel')
    await panel.getByLabel('Account name').fill(account)
    await panel.getByRole('button', { name: 'Send TLOS' }).dblclick()
    await expect(panel.getByRole('status')).toContainText('50.0000 TLOS were sent successfully')
    await page.waitForLoadState('networkidle')
    await expect(panel.getByRole('alert')).toHaveCount(0)
    await expect.poll(async () => (await actionsOf(account, 'eosio.token:transfer')).length).toBe(before + 1)
  })
})
