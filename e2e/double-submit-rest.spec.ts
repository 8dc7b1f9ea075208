import type { Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { expect, test } from './fixtures.ts'
import { describeSubmitsOnce, newUserOn, signedInOn, type SubmitForm } from './double-submit-support.ts'
import { BASE_URL } from './playwright.config.ts'
import {
  ARB,
  createAccount,
  listJourneyAccounts,
  mustPush,
  push,
  rows,
  uploadInto,
} from './resolve-support.ts'

// No submit sends twice, for the forms the other double-submit files leave out: the nomination
// actions of the Resolve elections page, "Remove me" on the claim page, and the backend calls of the
// profile verification, the app registration and the EVM faucets. Other journeys share this devnet:
// every account here is new, and what a nomination adds to the demo world's running election (which
// no journey can make for itself without moving the clock) is taken back after the test.

const CREDENTIALS = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'
const nominate = (nominee: string) => ({
  account: ARB,
  name: 'regarb',
  actor: nominee,
  data: { nominee, credentials_link: CREDENTIALS },
})
const arbAction = (name: string, nominee: string) => ({
  account: ARB,
  name,
  actor: nominee,
  data: { nominee },
})

/** Whether the running election still takes candidates (its add-candidates window is open). */
async function electionTakesCandidates(): Promise<boolean> {
  const [config] = await rows<{ current_election_id: string | number }>(ARB, 'config')
  const election = (
    await rows<{ election_id: string | number; status: number; end_add_candidates_ts: string }>(
      ARB,
      'elections',
    )
  ).find((row) => String(row.election_id) === String(config?.current_election_id))
  const info = (await (await fetch(`${BASE_URL}/v1/chain/get_info`)).json()) as { head_block_time: string }
  return election?.status === 1 && election.end_add_candidates_ts > info.head_block_time.slice(0, 19)
}

/** A new account on /resolve/elections, nominated (and a candidate) through the API first as asked. */
async function nomineeOnElections(page: Page, steps: ('nominated' | 'candidate')[]) {
  expect(await electionTakesCandidates(), 'the demo election still takes candidates').toBe(true)
  const nominee = await createAccount('dn', '10.0000 TLOS')
  if (steps.includes('nominated')) await mustPush([nominate(nominee)])
  if (steps.includes('candidate')) await mustPush([arbAction('candaddlead', nominee)])
  await listJourneyAccounts(page)
  await signedInOn(page, nominee, '/resolve/elections')
  return nominee
}

const stepButton = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Election step' }).getByRole('button', { name })

/** Takes a nominee (and its candidacy) back out of the running election; what is not there is skipped. */
const withdraw = async (nominee: string) => {
  await push([arbAction('candrmvlead', nominee)])
  await push([arbAction('unregnominee', nominee)])
}

const evmAddress = () => `0x${randomBytes(20).toString('hex')}`

const FORMS: SubmitForm[] = [
  {
    form: 'Nominate in the Nominate self dialog',
    action: `${ARB}:regarb`,
    open: async (page) => {
      const actor = await nomineeOnElections(page, [])
      await stepButton(page, 'Nominate self').click()
      await uploadInto(page, 'Nominate self', 'Credentials document', 'credentials')
      const dialog = page.getByRole('dialog', { name: 'Nominate self' })
      return { actor, submit: dialog.getByRole('button', { name: 'Nominate' }) }
    },
    undo: withdraw,
  },
  {
    form: 'Register as candidate on /resolve/elections',
    action: `${ARB}:candaddlead`,
    open: async (page) => {
      const actor = await nomineeOnElections(page, ['nominated'])
      return { actor, submit: stepButton(page, 'Register as candidate') }
    },
    undo: withdraw,
  },
  {
    form: 'Remove candidacy in the Remove candidacy? confirmation',
    action: `${ARB}:candrmvlead`,
    open: async (page) => {
      const actor = await nomineeOnElections(page, ['nominated', 'candidate'])
      await stepButton(page, 'Remove candidacy').click()
      const dialog = page.getByRole('dialog', { name: 'Remove candidacy?' })
      return { actor, submit: dialog.getByRole('button', { name: 'Remove candidacy' }) }
    },
    undo: withdraw,
  },
  {
    form: 'Remove nomination in the Remove nomination? confirmation',
    action: `${ARB}:unregnominee`,
    open: async (page) => {
      const actor = await nomineeOnElections(page, ['nominated'])
      await stepButton(page, 'Remove nomination').click()
      const dialog = page.getByRole('dialog', { name: 'Remove nomination?' })
      return { actor, submit: dialog.getByRole('button', { name: 'Remove nomination' }) }
    },
    undo: withdraw,
  },
  {
    form: 'Remove me in the Remove me confirmation on /accounts/claim',
    action: 'tlosrecovery:removeme',
    open: async (page) => {
      const actor = await createAccount('dcl', '10.0000 TLOS')
      // Never staked: the recovery contract lists it to be recovered.
      await mustPush([
        { account: 'tlosrecovery', name: 'add', actor: 'tlosrecovery', data: { account_names: [actor] } },
      ])
      await listJourneyAccounts(page)
      await signedInOn(page, actor, '/accounts/claim')
      await page.getByRole('button', { name: 'Remove me' }).click()
      const dialog = page.getByRole('dialog', { name: 'Remove me' })
      return { actor, submit: dialog.getByRole('button', { name: 'Remove me' }) }
    },
  },
]

describeSubmitsOnce('Every submit sends once: elections, recovery', FORMS)

// Backend calls: what the service recorded is counted, and a second call would be refused (a used
// code, a taken short name, the hourly faucet limit) with a red message.
test.describe('Every backend call is made once: verification, apps, EVM faucets', () => {
  test.beforeEach(() => test.setTimeout(120_000))

  test('R-CALL-TX-06: double-clicking Send the code and Verify on /profiles/add/profileLogin sends one email and verifies once', async ({
    page,
  }) => {
    // A new account with a profile on chain, as the verified ones in the contacts have.
    const actor = await createAccount('dvf', '10.0000 TLOS')
    await mustPush([
      {
        account: 'profiles',
        name: 'newprofile',
        actor,
        data: { account: actor, display_name: 'Verified Once', avatar: '', bio: '' },
      },
    ])
    await listJourneyAccounts(page)
    await signedInOn(page, actor, '/profiles/add/profileLogin')
    const address = `${actor}@example.org`
    const mails = async () =>
      ((await (await fetch(`${BASE_URL}/devnet/email`)).json()) as { to: string; code: string }[]).filter(
        (mail) => mail.to === address,
      )
    await page.getByRole('button', { name: 'Log in to the profile service' }).click()
    const form = page.getByRole('form', { name: 'Verify an email or phone' })
    await form.getByLabel('Email address').fill(address)
    await form.getByRole('button', { name: 'Send the code' }).dblclick()
    await expect(form.getByText(`A verification code was sent to ${address}.`)).toBeVisible()
    await page.waitForLoadState('networkidle')
    const sent = await mails()
    expect(sent).toHaveLength(1)
    await form.getByLabel('Verification code').fill(sent[0]!.code)
    await form.getByRole('button', { name: 'Verify' }).dblclick()
    await expect(page.getByText(`Verified: email ${address}.`)).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('alert').filter({ hasText: /code/i })).toHaveCount(0)
  })

  test('R-CALL-TX-06: double-clicking Register app on /apps registers one app', async ({ page }) => {
    await newUserOn(page, 'dap', '10.0000 TLOS', () => '/apps')
    await expect(page.getByRole('heading', { name: 'My apps' })).toBeVisible({ timeout: 30_000 })
    await page.getByRole('link', { name: 'Register an app' }).click()
    const form = page.getByRole('form', { name: 'Register an app' })
    const name = `Twice ${randomBytes(3).toString('hex')}`
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await form.getByRole('textbox', { name: 'Short name' }).fill(`twice${randomBytes(3).toString('hex')}`)
    await form.getByRole('textbox', { name: 'App URL' }).fill('https://twice.example')
    await form.getByRole('textbox', { name: 'Redirect URL' }).fill('https://twice.example/callback')
    await form.getByRole('button', { name: 'Register app' }).dblclick()
    await expect(page.getByTestId('issued-app-id')).toHaveText(/^app-/)
    await page.waitForLoadState('networkidle')
    // The one alert is the warning to copy the secret now: no refusal (a taken short name) beside it.
    await expect(page.getByRole('alert')).toHaveText([/^Copy the client secret now/])
    await page.getByRole('link', { name: 'Go to my apps' }).click()
    await expect(page.getByRole('listitem', { name })).toHaveCount(1)
  })

  for (const [tab, field, button, amount, network] of [
    ['tlos-evm', 'EVM address', 'Send TLOS', /^50\.0+ TLOS$/, 'evm'],
    ['tlos-zkevm', 'zkEVM address', 'Send tTLOS', /^50\.0+ tTLOS$/, 'zkevm'],
  ] as const)
    test(`R-CALL-TX-06: double-clicking ${button} on the ${tab} faucet credits the address once, with no refusal`, async ({
      page,
    }) => {
      const address = evmAddress()
      await page.goto(`/testnet/developers?tab=${tab}`)
      const panel = page.getByRole('tabpanel')
      await panel.getByLabel(field).fill(address)
      await panel.getByRole('button', { name: button }).dblclick()
      await expect(panel.getByRole('status')).toContainText('were sent successfully')
      await page.waitForLoadState('networkidle')
      await expect(panel.getByRole('alert')).toHaveCount(0)
      const ledger = (await (await fetch(`${BASE_URL}/devnet/evm/${address}`)).json()) as Record<
        string,
        string
      >
      expect(ledger[network]).toMatch(amount)
    })
})
