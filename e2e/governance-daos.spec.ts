import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import {
  createAccount,
  listJourneyAccounts,
  loadListedAccounts,
  loginAs,
  mustPush,
  push,
  rows,
  signed,
} from './resolve-support.ts'

// DAOs (telos.decide treasuries) in the browser: the list and its order, creating a DAO with the fee
// in one transaction, joining, and the manager's edit info / settings / mint — shown only to the
// manager and refused by the chain for anyone else.

const DECIDE = 'telos.decide'

type Config = { fees: { key: string; value: string }[] }
type TransactionActions = {
  actions: { act: { account: string; name: string; data: Record<string, unknown> } }[]
}

const dao = (page: Page, code: string) => page.getByRole('article', { name: `DAO ${code}` })
const fact = (card: ReturnType<typeof dao>, term: string) =>
  card.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')

/** The actions of the newest transaction in which `account` sent `name` on telos.decide, in order. */
async function transactionWith(account: string, name: string): Promise<TransactionActions['actions']> {
  const search = new URLSearchParams({ account, filter: `${DECIDE}:${name}`, sort: 'desc', limit: '1' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: { trx_id: string }[]
  }
  const trx = found.actions[0]?.trx_id
  expect(trx, `a ${name} by ${account}`).toBeTruthy()
  const transaction = (await (
    await fetch(`${BASE_URL}/v2/history/get_transaction?id=${trx}`)
  ).json()) as TransactionActions
  return transaction.actions
}

const randomSymbol = () =>
  Array.from({ length: 5 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(Math.random() * 26)]).join('')

test.describe('DAOs', () => {
  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-DAO-01 R-DAO-02 R-DAO-04 R-CONST-01 R-CONST-12 R-CONST-13: a guest sees every DAO, VOTE last, the others by voters', async ({
    page,
  }) => {
    const reads: { table: string; limit?: number }[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/chain/get_table_rows')) reads.push(request.postDataJSON())
    })
    await page.goto('/trails/treasuries')
    await expect(page.getByRole('heading', { level: 1, name: 'DAOs' })).toBeVisible()
    const cards = page.getByRole('region', { name: 'DAOs' }).getByRole('article')
    await expect(cards.first()).toBeVisible()
    const names = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))
    expect(names.at(-1)).toBe('DAO VOTE')
    const chain = await rows<{ max_supply: string; voters: number }>(DECIDE, 'treasuries')
    const voters = new Map(chain.map((row) => [`DAO ${row.max_supply.split(' ')[1]}`, row.voters]))
    const counts = names.slice(0, -1).map((name) => voters.get(name ?? '') ?? -1)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))

    const demo = dao(page, 'DEMO')
    const row = chain.find((entry) => entry.max_supply.endsWith(' DEMO'))
    await expect(demo.getByRole('heading', { name: 'DEMO DAO' })).toBeVisible()
    await expect(fact(demo, 'Max supply')).toHaveText('1000000.00 DEMO')
    await expect(fact(demo, 'Voters')).toHaveText(String(row?.voters))
    await expect(fact(demo, 'Manager')).toHaveText('daomanager')
    await expect(fact(demo, 'Access')).toHaveText('public')
    await expect(demo.getByTestId('treasury-open-ballots')).toHaveText(/^\d+$/)
    await expect(demo.getByText('transferable: on', { exact: true })).toBeVisible()
    await expect(demo.getByText('burnable: off', { exact: true })).toBeVisible()
    await expect(demo.getByRole('button', { name: 'Mint' })).toHaveCount(0)
    expect(reads).toContainEqual(expect.objectContaining({ table: 'treasuries', limit: 100 }))
    expect(await seriousViolations(page)).toEqual([])
  })

  test('R-DAO-06 R-DAO-07 R-DAO-03 R-DAO-05 R-DAO-08 R-DAO-09 R-DAO-10 R-ROLE-04 R-CALL-DEC-12 R-CALL-DEC-13 R-CALL-DEC-14 R-CALL-DEC-15 R-CALL-DEC-17 R-CONST-17: a user creates a DAO paying the fee, joins it, edits it and mints; others cannot', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const founder = await createAccount('gd', '1000.0000 TLOS')
    const member = await createAccount('gm', '10.0000 TLOS')
    await listJourneyAccounts(page)
    const [config] = await rows<Config>(DECIDE, 'config')
    const fee = config?.fees.find((entry) => entry.key === 'treasury')?.value ?? ''
    const code = randomSymbol()

    await loginAs(page, founder, '/trails/treasuries')
    await page.getByRole('button', { name: 'Create DAO' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create a DAO' })
    await expect(dialog.getByTestId('fee-notice')).toContainText(`Creating a DAO costs ${fee}`)
    await dialog.getByRole('textbox', { name: 'Symbol' }).fill('a1')
    await dialog.getByRole('textbox', { name: 'Title' }).fill('x')
    await expect(dialog.getByText('Use 2 to 6 capital letters A–Z.')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Symbol' }).fill(code)
    await dialog.getByRole('spinbutton', { name: 'Decimals' }).fill('2')
    await dialog.getByRole('textbox', { name: 'Max supply' }).fill('5000.123')
    await expect(dialog.getByText('At most 2 decimals.')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Max supply' }).fill('5000')
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`Journey ${code}`)
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill('<b>not bold</b> made by a **journey**\n\n- funds *tests*')
    await dialog.getByRole('checkbox', { name: /^stakeable/ }).check()
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Create DAO' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(dialog).toBeHidden()

    const card = dao(page, code)
    await expect(card.getByRole('heading', { name: `Journey ${code}` })).toBeVisible()
    // The description is markdown, rendered (never its source) and sanitized: raw HTML stays text.
    const description = card.getByLabel(`${code} description`)
    await expect(description.locator('strong')).toHaveText('journey')
    await expect(description.locator('li em')).toHaveText('tests')
    await expect(description).toContainText('<b>not bold</b> made by a journey')
    await expect(description).not.toContainText('**')
    await expect(description.locator('b')).toHaveCount(0)
    await expect(fact(card, 'Max supply')).toHaveText(`5000.00 ${code}`)
    await expect(card.getByText('stakeable: on', { exact: true })).toBeVisible()
    const created = await transactionWith(founder, 'newtreasury')
    expect(created.map((action) => `${action.act.account}::${action.act.name}`)).toEqual([
      'eosio.token::transfer',
      `${DECIDE}::newtreasury`,
      `${DECIDE}::edittrsinfo`,
      `${DECIDE}::toggle`,
    ])
    expect(created[0]?.act.data).toMatchObject({
      from: founder,
      to: DECIDE,
      quantity: fee,
      memo: 'fees-deposit',
    })
    expect(created[1]?.act.data).toEqual({
      manager: founder,
      max_supply: `5000.00 ${code}`,
      access: 'public',
    })
    expect(created[2]?.act.data).toMatchObject({ treasury_symbol: `2,${code}`, title: `Journey ${code}` })
    expect(created[3]?.act.data).toEqual({ treasury_symbol: `2,${code}`, setting_name: 'stakeable' })

    // Join: regvoter flips the registered state.
    await expect(card.getByText('You are not registered in this DAO.')).toBeVisible()
    await card.getByRole('button', { name: 'Join' }).click()
    await expect(card.getByText('Registered')).toBeVisible()
    await expect(fact(card, 'Voters')).toHaveText('1')

    // Edit info.
    await card.getByRole('button', { name: 'Edit info' }).click()
    const info = page.getByRole('dialog', { name: `Edit ${code} info` })
    await info.getByRole('textbox', { name: 'Title' }).fill(`Renamed ${code}`)
    await info.getByRole('button', { name: 'Save' }).click()
    await expect(card.getByRole('heading', { name: `Renamed ${code}` })).toBeVisible()

    // Two settings changed: exactly two toggles, one per change.
    await card.getByRole('button', { name: 'Settings' }).click()
    const settings = page.getByRole('dialog', { name: `${code} settings` })
    await expect(settings.getByRole('button', { name: 'Save settings' })).toBeDisabled()
    await settings.getByRole('checkbox', { name: /^transferable/ }).check()
    await settings.getByRole('checkbox', { name: /^stakeable/ }).uncheck()
    await expect(settings.getByTestId('settings-plan')).toHaveText(
      'Sends 2 toggles: transferable, stakeable.',
    )
    await settings.getByRole('button', { name: 'Save settings' }).click()
    await expect(card.getByText('transferable: on', { exact: true })).toBeVisible()
    await expect(card.getByText('stakeable: off', { exact: true })).toBeVisible()
    const toggled = await transactionWith(founder, 'toggle')
    expect(toggled.map((action) => action.act.data)).toEqual([
      { treasury_symbol: `2,${code}`, setting_name: 'transferable' },
      { treasury_symbol: `2,${code}`, setting_name: 'stakeable' },
    ])

    // Mint to a registered member, with the token's decimals.
    await mustPush([
      {
        account: DECIDE,
        name: 'regvoter',
        actor: member,
        data: { voter: member, treasury_symbol: `2,${code}`, referrer: null },
      },
    ])
    await card.getByRole('button', { name: 'Mint' }).click()
    const mint = page.getByRole('dialog', { name: `Mint ${code}` })
    // What the contract would refuse is said in the dialog, before any wallet: more than the supply left,
    // an account that does not exist, an account that is not a member.
    await mint.getByRole('textbox', { name: 'To account' }).fill(member)
    await mint.getByRole('textbox', { name: `Amount (${code})` }).fill('200000')
    await expect(mint.getByText('Must be at most 5000.00.')).toBeVisible()
    await expect(mint.getByRole('button', { name: 'Mint' })).toBeDisabled()
    await mint.getByRole('textbox', { name: `Amount (${code})` }).fill('10')
    // The recipient is checked against the chain as it is typed, before any click (as Create case does).
    await mint.getByRole('textbox', { name: 'To account' }).fill('nosuchacct11')
    await expect(mint.getByText('This account does not exist.')).toBeVisible()
    await expect(mint.getByRole('button', { name: 'Mint' })).toBeDisabled()
    await mint.getByRole('textbox', { name: 'To account' }).fill('voter3')
    await expect(mint.getByText(/is not a member of this DAO/)).toBeVisible()
    await expect(mint.getByRole('button', { name: 'Mint' })).toBeDisabled()
    await mint.getByRole('textbox', { name: 'To account' }).fill(member)
    await mint.getByRole('textbox', { name: 'Memo' }).fill('welcome')
    await mint.getByRole('button', { name: 'Mint' }).click()
    await expect(mint).toBeHidden()
    const [minted] = await transactionWith(founder, 'mint')
    expect(minted?.act.data).toEqual({ to: member, quantity: `10.00 ${code}`, memo: 'welcome' })

    // The member sees the balance and no manager controls; a forged edittrsinfo is refused.
    await loginAs(page, member, '/trails/treasuries')
    const seen = dao(page, code)
    await expect(seen.getByTestId('voter-liquid')).toHaveText(`10.00 ${code}`)
    await expect(seen.getByRole('button', { name: /Edit info|Settings|Mint/ })).toHaveCount(0)
    const forged = await push([
      {
        account: DECIDE,
        name: 'edittrsinfo',
        actor: member,
        data: { treasury_symbol: `2,${code}`, title: 'hijacked', description: '', icon: '' },
      },
    ])
    expect(forged.ok).toBe(false)
    expect(forged.body).toContain(`missing authority of ${founder}`)
  })

  test('a DAO anyone created with a 2,000-character title and a 100 kB description keeps its card small at 1280 and 375 px, the rest on demand', async ({
    page,
  }) => {
    for (const [width, bound] of [
      [1280, 650],
      [375, 650],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/trails/treasuries')
      const hostile = dao(page, 'XSS')
      await expect(hostile).toBeVisible()
      const box = await hostile.boundingBox()
      expect(box?.height ?? Infinity, `the XSS card at ${width} px`).toBeLessThanOrEqual(bound)
      // Its row's other cards are not stretched to its height either.
      const heights = await page
        .getByRole('region', { name: 'DAOs' })
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height))
      expect(Math.max(...heights), `the tallest card at ${width} px`).toBeLessThanOrEqual(bound)
    }
    const hostile = dao(page, 'XSS')
    const title = hostile.getByRole('heading', { level: 2 })
    await expect(title).toContainText('<img src=x onerror=')
    await hostile.getByRole('button', { name: /^Show the full title \(\d+ characters\)$/ }).click()
    await expect(title).toContainText('W'.repeat(2000))
    await hostile.getByRole('button', { name: 'Show less of the title' }).click()
    await expect(title).not.toContainText('W'.repeat(2000))
    await expect(hostile.getByRole('button', { name: /^Show the full description/ })).toBeVisible()
    expect(await hostile.locator('img, script, svg').count()).toBe(0)
  })

  test('R-DAO-06: Create DAO never stays disabled in silence: a taken symbol and a bad max supply say why', async ({
    page,
  }) => {
    const founder = await createAccount('gv', '1000.0000 TLOS')
    await listJourneyAccounts(page)
    await loginAs(page, founder, '/trails/treasuries')
    await page.getByRole('button', { name: 'Create DAO' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create a DAO' })
    const create = dialog.getByRole('button', { name: 'Create DAO' })
    await expect(create).toBeDisabled()
    await expect(dialog.getByText('Fill in the fields marked * to continue.')).toBeVisible()

    await dialog.getByRole('textbox', { name: 'Symbol' }).fill('VOTE')
    await expect(dialog.getByText('A DAO with this symbol already exists.')).toBeVisible()
    await dialog.getByRole('spinbutton', { name: 'Decimals' }).fill('1')
    for (const [supply, message] of [
      ['-5', 'Must be greater than 0.'],
      ['0', 'Must be greater than 0.'],
      ['abc', 'Enter a number.'],
      ['1.234', 'At most 1 decimals.'],
    ] as const) {
      await dialog.getByRole('textbox', { name: 'Max supply' }).fill(supply)
      await expect(dialog.getByText(message), `max supply ${supply}`).toBeVisible()
      await expect(create).toBeDisabled()
      await expect(dialog.getByText('Correct the fields marked in red to continue.')).toBeVisible()
    }
    // The title was never touched: it says it is required as well.
    await expect(dialog.getByText('This field is required.')).toBeVisible()
  })
})
