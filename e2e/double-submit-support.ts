import type { Locator, Page, Request } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import { createAccount, listJourneyAccounts, loadListedAccounts } from './resolve-support.ts'

// Shared by the double-submit journeys: every form that sends a transaction has its submit
// double-clicked, as an impatient user does, and the history must hold exactly one new action for it
// (a second send is either a second transaction or a "duplicate transaction" refusal with its red
// alert and failed notification).

type HistoryAction = { trx_id: string; act: { name: string; data: Record<string, unknown> } }

/** The actions `filter` (`contract:action`) in which `account` took part, newest first. */
export async function actionsOf(account: string, filter: string): Promise<HistoryAction[]> {
  const search = new URLSearchParams({ account, filter, sort: 'desc', limit: '100' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: HistoryAction[]
  }
  return found.actions
}

/** The send settled with one success and no failure (no "duplicate transaction" alert or notification). */
export async function expectOneSuccess(page: Page) {
  await expect(page.getByRole('button', { name: /^Notifications:/ })).toHaveAccessibleName(
    'Notifications: 1 unread successful, 0 unread failed',
    { timeout: 30_000 },
  )
  await expect(page.getByRole('alert').filter({ hasText: /duplicate/i })).toHaveCount(0)
}

export const randomWord = (length: number, letters = 'abcdefghijklmnopqrstuvwxyz') =>
  Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('')

/** A form that sends a transaction: the action its submit sends, and how to reach it filled in. */
export type SubmitForm = {
  /** What the user fills in, as the test title says it. */
  form: string
  /** The action the submit sends, as Hyperion's filter spells it (`contract:action`). */
  action: string
  /** Signs in, opens the form and fills it; answers the signing account and the submit button. */
  open: (page: Page) => Promise<{ actor: string; submit: Locator }>
  /**
   * Takes back what the submit did, for a form whose object other journeys read and which the test
   * cannot make for itself (the demo world's one running arbitrator election). Runs even on failure.
   */
  undo?: (actor: string) => Promise<void>
}

/**
 * Opens `path` signed in as `account` with Local keys, as a returning visitor whose session the portal
 * stored (`account` and `autoLogin`): one page load where the login page cost two. The login form is
 * walked in session.spec.ts; here the first sign restores the wallet, so the double-click also meets
 * the slower, restoring path. Applies once per tab, so a later logout or reload in the test holds.
 */
export async function signedInOn(page: Page, account: string, path: string) {
  await page.addInitScript((name) => {
    if (sessionStorage.getItem('journey-signed-in') !== null) return
    sessionStorage.setItem('journey-signed-in', name)
    localStorage.setItem('account', name)
    localStorage.setItem('autoLogin', 'local-keys')
  }, account)
  await page.goto(path)
  await expect(page.getByTestId('signed-in-account'), `signed in as ${account}`).toHaveText(account)
}

/** A new account with TLOS, signed in on `path` with the Local keys wallet. */
export async function newUserOn(page: Page, prefix: string, tlos: string, path: (account: string) => string) {
  const account = await createAccount(prefix, tlos)
  await listJourneyAccounts(page)
  await signedInOn(page, account, path(account))
  return account
}

/** One test per form: double-click its submit, then exactly one new action in the history. */
export function describeSubmitsOnce(title: string, forms: SubmitForm[]) {
  test.describe(title, () => {
    test.beforeAll(async () => {
      await loadListedAccounts()
    })
    // Each journey signs on a shared, busy devnet.
    test.beforeEach(() => test.setTimeout(120_000))

    for (const entry of forms)
      test(`R-CALL-TX-06: double-clicking ${entry.form} sends one ${entry.action}`, async ({ page }) => {
        const { actor, submit } = await entry.open(page)
        try {
          const count = async () => (await actionsOf(actor, entry.action)).length
          const before = await count()
          // Every write the double-click starts (a chain send, a backend call) is a POST, so a second send
          // would be one of these (chain reads are POSTs too; they settle at once). The wait is for them,
          // not for 'networkidle', which returns at once on a page that has been idle before.
          const writes: Request[] = []
          const onRequest = (request: Request) => {
            if (request.method() === 'POST') writes.push(request)
          }
          page.on('request', onRequest)
          await submit.dblclick()
          await expectOneSuccess(page)
          await expect.poll(count).toBe(before + 1)
          // Each write settles (answered or failed) before the count that would show a second action.
          await Promise.all(writes.map((request) => request.response().catch(() => null)))
          page.off('request', onRequest)
          expect(await count()).toBe(before + 1)
        } finally {
          await entry.undo?.(actor)
        }
      })
  })
}
