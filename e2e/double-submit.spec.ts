import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import { createAccount, listJourneyAccounts, loadListedAccounts, loginAs } from './resolve-support.ts'

// No submit sends twice: each form's submit is double-clicked, as an impatient user does, and the
// history must hold exactly one new action for it (a second send is either a second transaction or a
// "duplicate transaction" refusal with its red alert and failed notification).

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

test.describe('Every submit sends once', () => {
  test.beforeAll(async () => {
    await loadListedAccounts()
  })
  // Each journey signs on a shared, busy devnet.
  test.beforeEach(() => test.setTimeout(120_000))

  test('R-CALL-TX-06: double-clicking Vote on /trails/ballot/pollvoting casts one vote', async ({ page }) => {
    await loginAs(page, 'voter2', '/trails/ballot/pollvoting')
    const before = (await actionsOf('voter2', 'telos.decide:castvote')).length
    await page.getByRole('radio', { name: 'Vote alerts' }).check()
    await page.getByRole('button', { name: 'Vote', exact: true }).dblclick()
    await expectOneSuccess(page)
    await expect
      .poll(async () => (await actionsOf('voter2', 'telos.decide:castvote')).length)
      .toBe(before + 1)
    // Give a second transaction the time to land, then count again.
    await page.waitForLoadState('networkidle')
    expect((await actionsOf('voter2', 'telos.decide:castvote')).length).toBe(before + 1)
  })

  test('R-CALL-TX-06: double-clicking Send on /transfers/add sends one transfer', async ({ page }) => {
    const sender = await createAccount('ds', '50.0000 TLOS')
    await listJourneyAccounts(page)
    await loginAs(page, sender, '/transfers/add')
    await page.getByLabel('To account').fill('claimant1')
    await page.getByLabel('Amount (TLOS)').fill('1.5')
    await page.getByLabel('Memo').fill('double click')
    await page.getByRole('button', { name: 'Send' }).dblclick()
    await expectOneSuccess(page)
    const sent = async () =>
      (await actionsOf(sender, 'eosio.token:transfer')).filter((a) => a.act.data.memo === 'double click')
    await expect.poll(async () => (await sent()).length).toBe(1)
    await page.waitForLoadState('networkidle')
    expect(await sent()).toHaveLength(1)
  })

  test('R-CALL-TX-06: double-clicking a dialog submit (Create a ballot) sends one transaction', async ({
    page,
  }) => {
    await loginAs(page, 'daomanager', '/trails/ballots')
    const before = (await actionsOf('daomanager', 'telos.decide:newballot')).length
    await page.getByRole('button', { name: 'Create ballot' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create a ballot' })
    const word = Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)])
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`Poll ${word.join('')} twice?`)
    await dialog.getByRole('combobox', { name: 'DAO' }).selectOption('2,DEMO')
    await dialog.getByRole('button', { name: 'Create and open voting' }).dblclick()
    await expectOneSuccess(page)
    await expect
      .poll(async () => (await actionsOf('daomanager', 'telos.decide:newballot')).length)
      .toBe(before + 1)
    await page.waitForLoadState('networkidle')
    expect((await actionsOf('daomanager', 'telos.decide:newballot')).length).toBe(before + 1)
  })
})
