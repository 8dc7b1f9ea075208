import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { demoBallot } from './journey-assets.ts'
import { BASE_URL } from './playwright.config.ts'
import {
  advanceChain,
  DAY,
  loadListedAccounts,
  loginAs,
  mustPush,
  rows,
  signed,
  uploadInto,
} from './resolve-support.ts'

// Publishers create and run ballots in the browser: one transaction from fee to openvoting, the
// draft kept across a reload, edits in setup, opening, cancelling, closing with results, and deleting
// (closevoting then deleteballot). daomanager publishes on its DEMO DAO; voter1 votes.

const DECIDE = 'telos.decide'
const PUBLISHER = 'daomanager'

type Act = { account: string; name: string; data: Record<string, unknown> }

const letters = (length: number) =>
  Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')

/** The actions of the newest transaction in which `account` sent `name` on telos.decide, in order. */
async function transactionWith(account: string, name: string): Promise<Act[]> {
  const search = new URLSearchParams({ account, filter: `${DECIDE}:${name}`, sort: 'desc', limit: '1' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: { trx_id: string }[]
  }
  const trx = found.actions[0]?.trx_id
  expect(trx, `a ${name} by ${account}`).toBeTruthy()
  const transaction = (await (await fetch(`${BASE_URL}/v2/history/get_transaction?id=${trx}`)).json()) as {
    actions: { act: Act }[]
  }
  return transaction.actions.map((action) => action.act)
}

/** The chain's clock plus `seconds`, as the browser's datetime-local value. */
async function chainLocalTime(page: Page, seconds: number): Promise<string> {
  const info = (await (await fetch(`${BASE_URL}/v1/chain/get_info`)).json()) as { head_block_time: string }
  const ms = Date.parse(`${info.head_block_time.slice(0, 19)}Z`) + seconds * 1000
  return page.evaluate((at) => {
    const date = new Date(at)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  }, ms)
}

const status = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 1 }).locator('xpath=..')
const statusChip = (page: Page, label: string) => status(page).getByText(label, { exact: true })

test.describe('Publishing ballots', () => {
  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-GOV-17 R-GOV-19 R-GOV-20 R-GOV-32 R-GOV-33 R-GOV-35 R-GOV-37 R-CALL-DEC-04 R-CALL-DEC-05 R-CALL-DEC-06 R-CALL-DEC-07 R-CALL-DEC-08 R-CALL-DEC-09 R-CALL-DEC-16 R-CONST-16 R-DEFECT-12: daomanager creates and opens a ballot in one transaction, voter1 votes, daomanager closes it', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const [config] = await rows<{ fees: { key: string; value: string }[] }>(DECIDE, 'config')
    const fee = config?.fees.find((entry) => entry.key === 'ballot')?.value ?? ''
    const word = letters(8)
    const name = `poll${word}`

    await loginAs(page, PUBLISHER, '/trails/ballots')
    await page.getByRole('button', { name: 'Create ballot' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create a ballot' })
    await expect(dialog.getByTestId('fee-notice')).toContainText(`Creating a ballot costs ${fee}`)
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`Poll ${word}: 2026 budget?`)
    await expect(dialog.getByText(`The ballot will be named ${name} (free).`)).toBeVisible()
    // The name made from the title is in the field itself, not only a hint.
    await expect(dialog.getByRole('textbox', { name: 'Ballot name' })).toHaveValue(name)
    await dialog
      .getByRole('textbox', { name: 'Description (markdown)' })
      .fill('Choose **wisely**. <img src=x onerror="window.hacked=1">')
    const preview = dialog.getByLabel('Description preview')
    await expect(preview.locator('strong')).toHaveText('wisely')
    await expect(preview.locator('img')).toHaveCount(0)
    await dialog.getByRole('combobox', { name: 'DAO' }).selectOption('2,DEMO')
    // R-GOV-31: castvote counts one balance; the dialog offers one or the other and says so.
    await expect(dialog.getByRole('radio', { name: 'Liquid DEMO' })).toBeChecked()
    await expect(dialog.getByRole('radio', { name: 'Staked DEMO' })).not.toBeChecked()
    await expect(dialog.getByText(/their staked DEMO counts for nothing here/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Add option' }).click()
    await dialog.getByRole('textbox', { name: 'Option 3' }).fill('yes')
    await expect(dialog.getByText('Repeated values are not allowed.')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Option 3' }).fill('maybe')
    await dialog.getByRole('button', { name: 'Move option 3 up' }).click()
    await expect(dialog.getByRole('textbox', { name: 'Option 2' })).toHaveValue('maybe')
    await dialog.getByRole('spinbutton', { name: 'Max options' }).fill('4')
    await expect(dialog.getByText('Must be at most 3.')).toBeVisible()
    await dialog.getByRole('spinbutton', { name: 'Max options' }).fill('2')
    const image = await uploadInto(page, 'Create a ballot', 'Image', 'ballot picture')
    const document = await uploadInto(page, 'Create a ballot', 'Document', 'ballot document')
    // A date in the past whatever clock the form holds it to: other journeys on this devnet move the
    // chain's clock ahead of the wall clock (closing a ballot early), so "a minute before the head
    // block" can still lie ahead of the browser's clock.
    await dialog.getByLabel('Voting ends').fill('2020-01-01T00:00')
    await expect(dialog.getByText('The date must be in the future.')).toBeVisible()
    await dialog.getByLabel('Voting ends').fill(await chainLocalTime(page, 180))
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Create and open voting' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/trails/ballot/${name}$`))
    await expect(statusChip(page, 'Voting')).toBeVisible()
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()

    const acts = await transactionWith(PUBLISHER, 'newballot')
    expect(acts.map((act) => `${act.account}::${act.name}`)).toEqual([
      'eosio.token::transfer',
      `${DECIDE}::newballot`,
      `${DECIDE}::togglebal`,
      `${DECIDE}::editdetails`,
      `${DECIDE}::editminmax`,
      `${DECIDE}::openvoting`,
    ])
    expect(acts[0]?.data).toMatchObject({ from: PUBLISHER, to: DECIDE, quantity: fee, memo: 'fees-deposit' })
    expect(acts[1]?.data).toEqual({
      ballot_name: name,
      category: 'poll',
      publisher: PUBLISHER,
      treasury_symbol: '2,DEMO',
      voting_method: '1token1vote',
      initial_options: ['yes', 'maybe', 'no'],
    })
    expect(acts[2]?.data).toEqual({ ballot_name: name, setting_name: 'voteliquid' })
    expect(acts[3]?.data).toMatchObject({ ballot_name: name, title: `Poll ${word}: 2026 budget?` })
    expect(JSON.parse(String(acts[3]?.data.content))).toEqual({
      imageUrls: [`ipfs://${image}`],
      contentUrls: [`ipfs://${document}`],
      optionOrder: ['yes', 'maybe', 'no'],
    })
    expect(acts[4]?.data).toEqual({ ballot_name: name, new_min_options: 1, new_max_options: 2 })
    expect(acts[5]?.data.end_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00(\.000)?$/)
    await expect(page.getByRole('img', { name: 'Ballot picture' }).first()).toBeVisible()
    // The contract keeps the options sorted by name; the page shows them as they were entered.
    const listed = page.getByRole('listitem', { name: /^Option / })
    await expect(listed).toHaveCount(3)
    for (const [index, key] of ['yes', 'maybe', 'no'].entries())
      await expect(listed.nth(index)).toHaveAccessibleName(`Option ${key}`)

    // voter1's liquid DEMO as the vote counts it: other journeys on this devnet mint or send it DEMO.
    const liquid = (await rows<{ liquid: string }>(DECIDE, 'voters', 'voter1')).find((row) =>
      row.liquid.endsWith(' DEMO'),
    )?.liquid
    expect(liquid, "voter1's DEMO").toBeTruthy()
    await mustPush([
      {
        account: DECIDE,
        name: 'castvote',
        actor: 'voter1',
        data: { voter: 'voter1', ballot_name: name, options: ['yes'] },
      },
    ])
    await advanceChain(240)
    await page.reload()
    await expect(statusChip(page, 'Expired')).toBeVisible()
    await page.getByRole('button', { name: 'Close voting' }).click()
    const closing = page.getByRole('dialog', { name: 'Close voting' })
    await expect(closing).toContainText('Sends closevoting with broadcast')
    await closing.getByRole('button', { name: 'Close voting' }).click()
    await expect(statusChip(page, 'Closed')).toBeVisible()
    await expect(page.getByRole('listitem', { name: 'Option yes' }).getByTestId('option-total')).toHaveText(
      String(liquid),
    )
    const [closed] = await transactionWith(PUBLISHER, 'closevoting')
    expect(closed?.data).toEqual({ ballot_name: name, broadcast: true })
  })

  test('R-GOV-18 R-GOV-21 R-GOV-23 R-CALL-DEC-09 R-CALL-DEC-10 R-CALL-DEC-11: a draft survives a reload; a setup ballot is edited, opened and cancelled; a voting ballot is deleted', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const word = letters(7)
    const name = `setup${word}`
    await loginAs(page, PUBLISHER, '/trails/ballots')
    await page.getByRole('button', { name: 'Create ballot' }).click()
    let dialog = page.getByRole('dialog', { name: 'Create a ballot' })
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`Setup ${word}`)
    // The draft is saved a moment after typing stops: reload once it is in the browser's storage.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), `ballotDraft:${PUBLISHER}`))
      .toContain(`Setup ${word}`)
    await page.reload()
    await page.getByRole('button', { name: 'Create ballot' }).click()
    dialog = page.getByRole('dialog', { name: 'Create a ballot' })
    await expect(dialog.getByText('You have an unfinished ballot from earlier.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Restore' }).click()
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(`Setup ${word}`)
    await dialog.getByRole('combobox', { name: 'DAO' }).selectOption('2,DEMO')
    await dialog.getByRole('checkbox', { name: 'Open for voting now' }).uncheck()
    await dialog.getByRole('button', { name: 'Create ballot' }).click()
    await expect(page).toHaveURL(new RegExp(`/trails/ballot/${name}$`))
    await expect(statusChip(page, 'Not started')).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), `ballotDraft:${PUBLISHER}`)).toBeNull()
    expect((await transactionWith(PUBLISHER, 'newballot')).map((act) => act.name)).not.toContain('openvoting')

    await page.getByRole('button', { name: 'Edit details' }).click()
    const details = page.getByRole('dialog', { name: 'Edit ballot details' })
    await details.getByRole('textbox', { name: 'Title' }).fill(`Edited ${word}`)
    await details.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Edited ${word}` })).toBeVisible()

    await page.getByRole('button', { name: 'Open voting' }).click()
    const opening = page.getByRole('dialog', { name: 'Open voting' })
    await opening.getByLabel('Voting ends').fill(await chainLocalTime(page, 600))
    await opening.getByRole('button', { name: 'Open voting' }).click()
    await expect(statusChip(page, 'Voting')).toBeVisible()

    await page.getByRole('button', { name: 'Cancel ballot' }).click()
    const cancelling = page.getByRole('dialog', { name: 'Cancel ballot' })
    await cancelling.getByRole('textbox', { name: 'Memo' }).fill('Wrong options')
    await cancelling.getByRole('button', { name: 'Cancel ballot' }).click()
    await expect(statusChip(page, 'Cancelled')).toBeVisible()
    const [cancel] = await transactionWith(PUBLISHER, 'cancelballot')
    expect(cancel?.data).toEqual({ ballot_name: name, memo: 'Wrong options' })

    // A voting ballot past its end and the cooldown, with a vote: delete closes it, cleans the vote up
    // (the contract deletes only a ballot without votes) and deletes it, in one transaction.
    const { name: doomed } = await demoBallot(`gone${letters(8)}`, { votingSeconds: 120 })
    await mustPush([
      {
        account: DECIDE,
        name: 'castvote',
        actor: 'voter1',
        data: { voter: 'voter1', ballot_name: doomed, options: ['yes'] },
      },
    ])
    await advanceChain(2 * DAY)
    await page.goto(`/trails/ballot/${doomed}`)
    await expect(statusChip(page, 'Expired')).toBeVisible()
    await page.getByRole('button', { name: 'Delete ballot' }).click()
    const deleting = page.getByRole('dialog', { name: 'Delete ballot' })
    await expect(deleting).toContainText('cleanupvote for its 1 vote, then deleteballot.')
    await expect(deleting).toContainText(
      'Sends closevoting then cleanupvote then deleteballot in one transaction.',
    )
    // The actions sit in the dialog's text column: the primary button ends where the text ends.
    const primary = await deleting.getByRole('button', { name: 'Clean up and delete' }).boundingBox()
    const text = await deleting.getByText(/^Sends closevoting then/).boundingBox()
    expect(primary!.x + primary!.width).toBeLessThanOrEqual(text!.x + text!.width + 1)
    expect(primary!.x + primary!.width).toBeGreaterThanOrEqual(text!.x + text!.width - 1)
    await deleting.getByRole('button', { name: 'Clean up and delete' }).click()
    // The user lands on the ballot list, not on the deleted ballot's "Ballot not found".
    await expect(page).toHaveURL(/\/trails\/ballots$/)
    await expect(page.getByText('Ballot not found')).toHaveCount(0)
    const acts = await transactionWith(PUBLISHER, 'deleteballot')
    expect(acts.filter((act) => act.name !== 'broadcast').map((act) => [act.name, act.data])).toEqual([
      ['closevoting', { ballot_name: doomed, broadcast: true }],
      ['cleanupvote', { voter: 'voter1', ballot_name: doomed, worker: null }],
      ['deleteballot', { ballot_name: doomed }],
    ])
  })

  test('R-GOV-32: Create ballot never stays disabled in silence: an empty title once left, and min above max, say why', async ({
    page,
  }) => {
    await loginAs(page, PUBLISHER, '/trails/ballots')
    await page.getByRole('button', { name: 'Create ballot' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create a ballot' })
    const create = dialog.getByRole('button', { name: 'Create and open voting' })
    await expect(create).toBeDisabled()
    await expect(dialog.getByText('Fill in the fields marked * to continue.')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Title' }).focus()
    await dialog.getByRole('textbox', { name: 'Title' }).blur()
    await expect(dialog.getByText('This field is required.')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Min above max')
    await dialog.getByRole('spinbutton', { name: 'Min options' }).fill('2')
    await expect(dialog.getByText('Must be at least 2.')).toBeVisible()
    await expect(create).toBeDisabled()
    await expect(dialog.getByText('Correct the fields marked in red to continue.')).toBeVisible()
    await dialog.getByRole('spinbutton', { name: 'Max options' }).fill('2')
    await expect(dialog.getByText('Must be at least 2.')).toHaveCount(0)
  })
})
