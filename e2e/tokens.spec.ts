import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import {
  createAccount,
  listJourneyAccounts,
  loadListedAccounts,
  loginAs,
  rows,
  signed,
} from './resolve-support.ts'

// Tokens: the token manager's list as the chain has it, a new account creating a token (openacct,
// the create price, createtoken in one transaction, the price and its balance checked), then the
// owner's and a holder's actions on the token's own contract, and the contract refusing what the
// page hides. The tests run in order on one token.

test.describe.configure({ mode: 'serial' })

type TokenRow = {
  token_symbol: string
  token_name: string
  token_owner: string
  contract_account: string
  logo_sm: string
  logo_lg: string
}
type Stat = { supply: string; max_supply: string; issuer: string }

const symbol = `J${Array.from({ length: 5 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(Math.random() * 26)]).join('')}`
let owner = ''

async function liquid(account: string): Promise<string> {
  const response = await fetch(`${BASE_URL}/v1/chain/get_account`, {
    method: 'POST',
    body: JSON.stringify({ account_name: account }),
  })
  return ((await response.json()) as { core_liquid_balance?: string }).core_liquid_balance ?? '0.0000 TLOS'
}

const stat = async (code: string) => (await rows<Stat>('secure.token', 'stat', code))[0]

/** The actions (contract::name) of the newest transaction in which `actor` sent `filter`. */
async function transactionOf(
  filter: string,
  actor: string,
): Promise<{ action: string; data: Record<string, unknown> }[]> {
  const search = new URLSearchParams({ filter, account: actor, limit: '1', sort: 'desc' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: { trx_id: string }[]
  }
  const trx = found.actions[0]?.trx_id
  expect(trx, `a ${filter} action by ${actor}`).toBeTruthy()
  const transaction = (await (await fetch(`${BASE_URL}/v2/history/get_transaction?id=${trx}`)).json()) as {
    actions: { act: { account: string; name: string; data: Record<string, unknown> } }[]
  }
  return transaction.actions.map(({ act }) => ({ action: `${act.account}::${act.name}`, data: act.data }))
}

const tokenRow = (page: Page, code: string) => page.getByTestId(`token-${code}`)

// Logos on hosts this closed network cannot reach fall back to the symbol's letter; the journey's
// own token uses the devnet's favicon, which loads.
const LOGO = `${BASE_URL}/favicon.svg`

test.describe('Tokens', () => {
  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-DEFECT-10 R-TOK-01 R-READ-20: guests are sent to log in; the list shows each token with its stat, read 1000 a page', async ({
    page,
  }) => {
    await page.goto('/tokens')
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Ftokens$/)

    const reads: Record<string, unknown>[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/chain/get_table_rows'))
        reads.push(request.postDataJSON() as Record<string, unknown>)
    })
    await loginAs(page, 'voter1', '/tokens')
    await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible()
    const demo = (await rows<TokenRow>('tokenmanager', 'tokens')).find((row) =>
      row.token_symbol.endsWith(',DEMOTK'),
    )
    const demoStat = await stat('DEMOTK')
    expect(demo && demoStat, 'the demo world creates DEMOTK').toBeTruthy()
    const row = tokenRow(page, 'DEMOTK')
    await expect(row).toContainText(demo!.token_name)
    await expect(row.getByRole('cell').nth(1)).toHaveText(demo!.token_symbol.split(',')[0]!)
    await expect(row.getByTestId('token-supply')).toHaveText(`${demoStat!.supply} / ${demoStat!.max_supply}`)
    await expect(row).toContainText(demo!.token_owner)
    await expect(row).toContainText(demo!.contract_account)
    // voter1 holds DEMOTK: their balance shows, and the list puts tokens they hold before the others.
    const [balance] = await rows<{ balance: string }>('secure.token', 'accounts', 'voter1')
    await expect(row.getByTestId('token-balance')).toHaveText(balance!.balance)

    expect(reads).toContainEqual(
      expect.objectContaining({ code: 'tokenmanager', table: 'tokens', scope: 'tokenmanager', limit: 1000 }),
    )
    expect(reads).toContainEqual(
      expect.objectContaining({ code: 'secure.token', table: 'stat', scope: 'DEMOTK' }),
    )

    await page.getByLabel('Search tokens').fill('demo tok')
    await expect(row).toBeVisible()
    await page.getByLabel('Search tokens').fill('NOSUCHTOKEN')
    await expect(page.getByText('No token matches your search.')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('R-TOK-02 R-TOK-03 R-READ-21 R-CALL-TM-01 R-CALL-TM-02 R-CALL-TM-04: a new account creates a token, paying the create price in the same transaction', async ({
    page,
  }) => {
    owner = await createAccount('tk', '250.0000 TLOS')
    await listJourneyAccounts(page)
    const reads: Record<string, unknown>[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/chain/get_table_rows'))
        reads.push(request.postDataJSON() as Record<string, unknown>)
    })
    await loginAs(page, owner, '/tokens')
    const [config] = await rows<{ create_price: string }>('tokenmanager', 'config')
    const before = await liquid(owner)

    await page.getByRole('button', { name: 'Create token' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create token' })
    await expect(dialog.getByTestId('create-price')).toHaveText(config!.create_price)
    await expect(dialog.getByTestId('create-liquid')).toHaveText(before)
    expect(reads).toContainEqual(expect.objectContaining({ code: 'tokenmanager', table: 'config' }))

    await dialog.getByLabel('Token name').fill('Journey Token')
    await dialog.getByLabel('Symbol').fill('A')
    await expect(dialog.getByText('Use 2 to 6 capital letters A–Z.')).toBeVisible()
    await dialog.getByLabel('Symbol').fill(symbol)
    await dialog.getByLabel('Decimals').fill('1')
    await expect(dialog.getByText('Must be at least 2.')).toBeVisible()
    await dialog.getByLabel('Decimals').fill('2')
    await dialog.getByLabel('Maximum supply').fill('1000000')
    await dialog.getByLabel('Small logo URL').fill(LOGO)
    await dialog.getByRole('button', { name: 'Create token' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(dialog).toBeHidden()

    const row = tokenRow(page, symbol)
    await expect(row).toContainText('Journey Token')
    await expect(row.getByRole('img', { name: `${symbol} logo` })).toHaveAttribute('src', LOGO)
    await expect(row.getByTestId('token-supply')).toHaveText(`0.00 ${symbol} / 1000000.00 ${symbol}`)
    // The owner's own token comes first.
    await expect(page.getByRole('table', { name: 'Tokens' }).getByRole('row').nth(1)).toHaveAttribute(
      'data-testid',
      `token-${symbol}`,
    )

    const price = Number(config!.create_price.split(' ')[0])
    expect(Number((await liquid(owner)).split(' ')[0])).toBeCloseTo(Number(before.split(' ')[0]) - price, 4)
    const actions = await transactionOf('tokenmanager:createtoken', owner)
    expect(actions.map((entry) => entry.action).slice(0, 3)).toEqual([
      'tokenmanager::openacct',
      'eosio.token::transfer',
      'tokenmanager::createtoken',
    ])
    expect(actions[1]!.data).toMatchObject({
      from: owner,
      to: 'tokenmanager',
      quantity: config!.create_price,
      memo: `Payment for creating Journey Token (${symbol}) token`,
    })
    expect(actions[2]!.data).toMatchObject({
      owner,
      token_name: 'Journey Token',
      max_supply: `1000000.00 ${symbol}`,
      logo_sm: LOGO,
    })
    expect(await seriousViolations(page)).toEqual([])
  })
})
