import type { Page } from '@playwright/test'
import type { IssuedApp } from '@portal/chain/oauth-apps'
import { walletLogin } from '../apps/devnet/src/testing/wallet-login.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import { loadListedAccounts, loginAs } from './resolve-support.ts'

// The overlays of the portal's UI kit (drawers, menu, dialogs on the native <dialog>) with the keyboard
// alone: each opens with focus inside it, closes on Escape and gives focus back to what opened it.

/** A short description of the element that has focus: its accessible name or its role. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? ''
  })

/** The focused element's outline, as the reader sees it: `none` when there is no ring. */
const ring = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element)
    return style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
      ? 'none'
      : `${style.outlineStyle} ${style.outlineColor}`
  })

test('at 375 px the left menu opens and closes with the keyboard, and focus goes back to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const open = page.getByRole('button', { name: 'Open menu' })
  // The skip link first, then the menu button.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(open).toBeFocused()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  // Focus is inside the drawer, and Tab stays there (the page behind is inert).
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(open).toBeFocused()
})

test('the Resolve menu: Enter opens it on its first item, arrows move and wrap, Escape closes it back to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Resolve' })
  await button.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const items = menu.getByRole('menuitem')
  await expect(items.first()).toBeFocused()
  // On the menu's white paper the ring is the theme's, not the header's white one.
  expect(await ring(page)).toBe('solid rgb(87, 26, 255)')
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(items.last()).toBeFocused()
  await page.keyboard.press('Home')
  await expect(items.first()).toBeFocused()
  expect(await seriousViolations(page), 'Resolve menu open').toEqual([])
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  // Enter on an item follows its link.
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(1)).toBeFocused()
  const name = await focused(page)
  await page.keyboard.press('Enter')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
})

test('the notification drawer opens with focus inside it and Escape gives focus back to the bell', async ({
  page,
}) => {
  await page.goto('/')
  const bell = page.getByRole('button', { name: /^Notifications:/ })
  await bell.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('No notifications yet.')).toBeVisible()
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(page.getByText('No notifications yet.')).toBeHidden()
  await expect(bell).toBeFocused()
})

test('R-APP-03: a delete confirmation opens with focus on the dialog, not on Delete: Enter confirms nothing, Escape keeps the app', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const [developer] = await loadListedAccounts()
  const session = await walletLogin(BASE_URL, developer!.name, developer!.privateKey)
  const registered = await fetch(`${BASE_URL}/v1/oauth/apps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      name: 'Keyboard Notes',
      shortName: `kbd-${Date.now().toString(36)}`,
      url: 'https://keyboard.example',
      imageUrl: '',
      redirectUrl: 'http://localhost:7799/callback',
      appType: 'confidential',
    }),
  })
  expect(registered.status).toBe(201)
  const app = (await registered.json()) as IssuedApp

  await loginAs(page, developer!.name, '/apps')
  const card = page.getByRole('listitem', { name: app.app.name })
  const remove = card.getByRole('button', { name: 'Delete' })
  await remove.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Delete Keyboard Notes?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toBeFocused()
  expect(await seriousViolations(page), 'delete confirmation open').toEqual([])
  // Enter on the dialog itself presses nothing: the app is still there and the dialog still asks.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect(card).toHaveCount(1)
  // Tab reaches the actions, and stays in the dialog.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(remove).toBeFocused()
  await expect(card).toHaveCount(1)
})

test('kit controls reached with the keyboard show a focus ring: checkbox, chip, sort label, toggle button', async ({
  page,
}) => {
  await loginAs(page, 'voter3', '/validators')
  const table = page.getByRole('table', { name: 'Validators' })
  const firstUnchecked = table.getByRole('checkbox', { checked: false }).first()
  const owner = (await firstUnchecked.getAttribute('aria-label'))!.replace('Vote for ', '')
  const box = table.getByRole('checkbox', { name: `Vote for ${owner}` })
  await box.focus()
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
  expect(await ring(page), 'checkbox').not.toBe('none')
  const controls = [
    page.getByRole('region', { name: /Your votes/ }).getByRole('button', { name: owner }),
    table.getByRole('button', { name: 'Validator' }),
    page.getByRole('button', { name: '7 days' }),
  ]
  for (const control of controls) {
    // Focus moved after a key press counts as keyboard focus (:focus-visible), as Tab would.
    await control.focus()
    await expect(control).toBeFocused()
    expect(await ring(page), await control.innerText()).not.toBe('none')
  }
})

test('R-SHELL-14: Tab and Shift+Tab wrap inside the Create DAO dialog: from Cancel, Tab never lands on the page behind', async ({
  page,
}) => {
  await loadListedAccounts()
  await loginAs(page, 'daomanager', '/trails/treasuries')
  await page.getByRole('button', { name: 'Create DAO' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create a DAO' })
  await expect(dialog).toBeVisible()
  const inDialog = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null)
  const cancel = dialog.getByRole('button', { name: 'Cancel' })
  await cancel.focus()
  // Create DAO is disabled on an empty form, so Cancel is the dialog's last stop: Tab wraps to its first.
  await page.keyboard.press('Tab')
  expect(await inDialog(), 'focus after Tab from Cancel').toBe(true)
  await page.keyboard.press('Shift+Tab')
  await expect(cancel).toBeFocused()
  // A full round of Tab never leaves the dialog.
  for (let stop = 0; stop < 40; stop++) {
    await page.keyboard.press('Tab')
    expect(await inDialog(), `focus after Tab ${stop + 1}`).toBe(true)
  }
})
