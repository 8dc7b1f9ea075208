import type { Locator, Page } from '@playwright/test'
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

// Tokens: the token manager's list as the chain has it, a new account creating a token (openacct,
// the create price, createtoken in one transaction, the price and its balance checked), then the
// owner's and a holder's actions on the token's own contract, and the contract refusing what the
// page hides. The tests run in order on one token.

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
// own token uses an image uploaded to the devnet's storage, by its gateway path, which loads.
// The devnet's favicon over http: a logo the page's CSP (images over https only) would never show.
const HTTP_LOGO = `${BASE_URL}/favicon.svg`
/** A 1×1 PNG, uploaded as the small logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** True once the image has loaded (a broken one has no natural width). */
const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0)

test.describe('Tokens list', () => {
  test('R-ROLE-03 R-DEFECT-10: a guest opening /tokens or /transfers/add gets the login page, and comes back there after logging in', async ({
    page,
  }) => {
    for (const [path, returnUrl] of [
      ['/tokens', '%2Ftokens'],
      ['/transfers/add', '%2Ftransfers%2Fadd'],
    ] as const) {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${returnUrl}$`))
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: /Tokens|Transfer/ })).toHaveCount(0)
    }
    // Logging in from there returns to the page the guest asked for.
    await page.getByRole('button', { name: /Local keys/ }).click()
    await page.getByRole('radio', { name: /^voter1\b/ }).check()
    await page.getByRole('button', { name: 'Log in as voter1' }).click()
    await expect(page.getByTestId('signed-in-account')).toHaveText('voter1')
    await expect(page).toHaveURL(/\/transfers\/add$/)
    await expect(page.getByLabel('To account')).toBeVisible()
  })

  test("the demo world loads offline: no console error after logging in or on /tokens, DEMOTK's logo from the devnet's gateway", async ({
    page,
    consoleErrors,
  }) => {
    const outside: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== BASE_URL) outside.push(request.url())
    })
    await page.goto('/login')
    await page.getByRole('button', { name: /Local keys/ }).click()
    await page.getByRole('radio', { name: /^voter1\b/ }).check()
    await page.getByRole('button', { name: 'Log in as voter1' }).click()
    await expect(page.getByTestId('signed-in-account')).toHaveText('voter1')
    await page.waitForLoadState('networkidle')

    await page.goto('/tokens')
    await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible()
    const demo = (await rows<TokenRow>('tokenmanager', 'tokens')).find((row) =>
      row.token_symbol.endsWith(',DEMOTK'),
    )
    // The seed links its logos as gateway paths, which the portal resolves against its gateway.
    expect(demo?.logo_sm).toMatch(/^\/ipfs\/Qm\w{44}$/)
    const logo = tokenRow(page, 'DEMOTK').getByRole('img', { name: 'DEMOTK logo' })
    // Resolved against the configured gateway (on the local preset, the devnet's own origin).
    await expect(logo).toHaveAttribute('src', `${BASE_URL}${demo!.logo_sm}`)
    await expect.poll(() => loaded(logo)).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(outside, 'requests leaving the machine').toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('R-TOK-01 R-READ-20: the list shows each token with its stat, read 1000 a page; hostile listings stay inert', async ({
    page,
  }) => {
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

    // The demo world's hostile listing: markup stays text, no logo from a javascript: or data: URL.
    const hostile = tokenRow(page, 'HOSTIL')
    await expect(hostile).toContainText('<img src=x onerror=')
    await expect(hostile.locator('img')).toHaveCount(0)
    await expect(hostile.getByTestId('token-supply')).toHaveText('Not on its contract')
    expect(await page.evaluate(() => (window as { __hostileToken?: unknown }).__hostileToken)).toBeUndefined()

    await page.getByLabel('Search tokens').fill('demo tok')
    await expect(row).toBeVisible()
    await page.getByLabel('Search tokens').fill('NOSUCHTOKEN')
    await expect(page.getByText('No token matches your search.')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

// One token through its life: the tests run in order on it, each signing in once or twice (slow
// on a loaded machine, hence the longer time-out).
test.describe('A token from creation to transfers', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 })
  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-TOK-01 R-TOK-02 R-TOK-03 R-READ-21 R-CALL-TM-01 R-CALL-TM-02 R-CALL-TM-04: a new account creates a token with an uploaded logo, paying the create price in the same transaction', async ({
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
    // The reason under the disabled submit points at fields that are marked.
    await expect(dialog.getByText('Fill in the fields marked * to continue.')).toBeVisible()
    for (const label of ['Token name', 'Symbol', 'Decimals', 'Maximum supply'])
      await expect(dialog.locator('label', { hasText: label })).toHaveText(`${label} *`)
    await expect(dialog.locator('label', { hasText: 'Small logo URL' })).toHaveText('Small logo URL')

    await dialog.getByLabel('Token name').fill('Journey Token')
    await dialog.getByLabel('Symbol').fill('A')
    await expect(dialog.getByText('Use 2 to 6 capital letters A–Z.')).toBeVisible()
    await dialog.getByLabel('Symbol').fill(symbol)
    await dialog.getByLabel('Decimals').fill('1')
    await expect(dialog.getByText('Must be at least 2.')).toBeVisible()
    await dialog.getByLabel('Decimals').fill('2')
    await dialog.getByLabel('Maximum supply').fill('1000000')
    // The small logo is uploaded: the field then holds the image's gateway path (the devnet's gateway
    // is http), previewed from the gateway as the list will show it. The large one is typed.
    await dialog.getByLabel('Upload an image for the small logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    const smallLogo = dialog.getByRole('textbox', { name: 'Small logo URL' })
    await expect(smallLogo).toHaveValue(/^\/ipfs\/Qm\w{44}$/, { timeout: 30_000 })
    const uploaded = await smallLogo.inputValue()
    await expect(dialog.getByRole('progressbar')).toHaveCount(0)
    const preview = dialog.getByTestId('logo_sm-preview').getByRole('img', { name: `${symbol} logo` })
    await expect(preview).toHaveAttribute('src', `${BASE_URL}${uploaded}`)
    await expect.poll(() => loaded(preview)).toBe(true)
    await dialog.getByLabel('Large logo URL').fill(HTTP_LOGO)
    await expect(dialog.getByRole('button', { name: 'Create token' })).toBeDisabled()
    await expect(
      dialog.getByText(
        'Enter an https:// address or an IPFS gateway path (/ipfs/Qm…): images over http:// are never shown.',
      ),
    ).toBeVisible()
    await dialog.getByLabel('Large logo URL').fill(uploaded)
    await dialog.getByRole('button', { name: 'Create token' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(dialog).toBeHidden()

    const row = tokenRow(page, symbol)
    await expect(row).toContainText('Journey Token')
    const listedLogo = row.getByRole('img', { name: `${symbol} logo` })
    await expect(listedLogo).toHaveAttribute('src', `${BASE_URL}${uploaded}`)
    await expect.poll(() => loaded(listedLogo)).toBe(true)
    const created = (await rows<TokenRow>('tokenmanager', 'tokens')).find(
      (entry) => entry.token_symbol === `2,${symbol}`,
    )
    expect(created).toMatchObject({ token_owner: owner, logo_sm: uploaded, logo_lg: uploaded })
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
      logo_sm: uploaded,
      logo_lg: uploaded,
    })
    expect(await seriousViolations(page)).toEqual([])
  })

  test('R-ROLE-05 R-TOK-06 R-CALL-TOK-04: a holder sees no owner actions and the contracts refuse them; they open a balance row', async ({
    page,
  }) => {
    await loginAs(page, 'voter1', '/tokens')
    const row = tokenRow(page, symbol)
    await expect(row).toContainText('Journey Token')
    await expect(row.getByRole('button', { name: `Issue ${symbol}` })).toHaveCount(0)
    await expect(row.getByRole('button', { name: `Retire ${symbol}` })).toHaveCount(0)
    await expect(row.getByRole('button', { name: `Edit details of ${symbol}` })).toHaveCount(0)

    // What the page hides, the chain refuses when it is forged and signed by voter1.
    const toOwner = await push([
      {
        account: 'secure.token',
        name: 'issue',
        actor: 'voter1',
        data: { to: owner, quantity: `5.00 ${symbol}`, memo: '' },
      },
    ])
    expect(toOwner.ok).toBe(false)
    expect(toOwner.body).toContain(`missing authority of ${owner}`)
    const toSelf = await push([
      {
        account: 'secure.token',
        name: 'issue',
        actor: 'voter1',
        data: { to: 'voter1', quantity: `5.00 ${symbol}`, memo: '' },
      },
    ])
    expect(toSelf.body).toContain('tokens can only be issued to issuer account')
    const retire = await push([
      {
        account: 'secure.token',
        name: 'retire',
        actor: 'voter1',
        data: { quantity: `5.00 ${symbol}`, memo: '' },
      },
    ])
    expect(retire.body).toContain(`missing authority of ${owner}`)
    const meta = await push([
      {
        account: 'tokenmanager',
        name: 'setmeta',
        actor: 'voter1',
        data: { token_symbol: `2,${symbol}`, token_name: 'Stolen', logo_sm: '', logo_lg: '' },
      },
    ])
    expect(meta.body).toContain('This transaction was not authorized by an admin')

    await row.getByRole('button', { name: `Open balance for ${symbol}` }).click()
    const dialog = page.getByRole('dialog', { name: `Open a ${symbol} balance` })
    await dialog.getByRole('button', { name: 'Open balance' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(row.getByTestId('token-balance')).toHaveText(`0.00 ${symbol}`)
    const held = await rows<{ balance: string }>('secure.token', 'accounts', 'voter1')
    expect(held.map((entry) => entry.balance)).toContain(`0.00 ${symbol}`)
    const opened = await transactionOf('secure.token:open', 'voter1')
    expect(opened[0]).toEqual({
      action: 'secure.token::open',
      data: { owner: 'voter1', symbol: `2,${symbol}`, ram_payer: 'voter1' },
    })
  })

  test('R-TOK-04 R-TOK-05 R-TOK-07 R-TOK-10 R-CALL-TOK-01 R-CALL-TOK-02 R-CALL-TOK-03 R-CALL-TM-03: the owner issues, retires, edits the logo and transfers; the holder sends some back', async ({
    page,
  }) => {
    await listJourneyAccounts(page)
    await loginAs(page, owner, '/tokens')
    const row = tokenRow(page, symbol)

    await row.getByRole('button', { name: `Issue ${symbol}` }).click()
    const issue = page.getByRole('dialog', { name: `Issue ${symbol}` })
    await expect(issue).toContainText('issues only to the token')
    await issue.getByLabel(`Amount (${symbol})`).fill('1000.001')
    await expect(issue.getByText('At most 2 decimals.')).toBeVisible()
    await issue.getByLabel(`Amount (${symbol})`).fill('1000.5')
    await issue.getByRole('button', { name: 'Issue' }).click()
    await expect(issue).toBeHidden()
    await expect(row.getByTestId('token-supply')).toHaveText(`1000.50 ${symbol} / 1000000.00 ${symbol}`)
    await expect(row.getByTestId('token-balance')).toHaveText(`1000.50 ${symbol}`)
    expect((await transactionOf('secure.token:issue', owner))[0]).toEqual({
      action: 'secure.token::issue',
      data: { to: owner, quantity: `1000.50 ${symbol}`, memo: '' },
    })

    await row.getByRole('button', { name: `Retire ${symbol}` }).click()
    const retire = page.getByRole('dialog', { name: `Retire ${symbol}` })
    await retire.getByLabel(`Amount (${symbol})`).fill('2000')
    await expect(retire.getByText('Must be at most 1000.50.')).toBeVisible()
    await retire.getByLabel(`Amount (${symbol})`).fill('10')
    await retire.getByRole('button', { name: 'Retire' }).click()
    await expect(retire).toBeHidden()
    await expect(row.getByTestId('token-supply')).toHaveText(`990.50 ${symbol} / 1000000.00 ${symbol}`)
    expect((await transactionOf('secure.token:retire', owner))[0]?.data).toMatchObject({
      quantity: `10.00 ${symbol}`,
    })

    await row.getByRole('button', { name: `Edit details of ${symbol}` }).click()
    const edit = page.getByRole('dialog', { name: `Edit ${symbol} details` })
    await edit.getByLabel('Large logo URL').fill('javascript:alert(1)')
    await expect(edit.getByText(/^Enter an https:\/\/ address or an IPFS gateway path/)).toBeVisible()
    // Another image on the gateway: the demo token's logo, by its path.
    const demoLogo = (await rows<TokenRow>('tokenmanager', 'tokens')).find((entry) =>
      entry.token_symbol.endsWith(',DEMOTK'),
    )!.logo_sm
    await edit.getByLabel('Large logo URL').fill(demoLogo)
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(edit).toBeHidden()
    const listed = (await rows<TokenRow>('tokenmanager', 'tokens')).find(
      (entry) => entry.token_symbol === `2,${symbol}`,
    )
    expect(listed?.logo_lg).toBe(demoLogo)
    expect((await transactionOf('tokenmanager:setmeta', owner))[0]?.action).toBe('tokenmanager::setmeta')

    // Transfer: every check before signing, then a send.
    await row.getByRole('button', { name: `Transfer ${symbol}` }).click()
    const send = page.getByRole('dialog', { name: `Transfer ${symbol}` })
    await send.getByLabel('To account').fill('nosuchacct1')
    await send.getByLabel(`Amount (${symbol})`).fill('5000')
    await expect(send.getByText('Must be at most 990.50.')).toBeVisible()
    await send.getByLabel(`Amount (${symbol})`).fill('100.25')
    await send.getByLabel('Memo').fill('é'.repeat(129))
    await expect(send.getByText('The memo is limited to 256 bytes.')).toBeVisible()
    await send.getByLabel('Memo').fill('for voter1')
    // The recipient is checked against the chain as it is typed, before any click.
    await expect(send.getByText('This account does not exist.')).toBeVisible()
    await expect(send.getByRole('button', { name: 'Send' })).toBeDisabled()
    await send.getByLabel('To account').fill('voter1')
    await send.getByRole('button', { name: 'Send' }).click()
    await expect(send).toBeHidden()
    await expect(row.getByTestId('token-balance')).toHaveText(`890.25 ${symbol}`)
    expect((await transactionOf('secure.token:transfer', owner))[0]).toEqual({
      action: 'secure.token::transfer',
      // History adds Hyperion's amount and symbol to a transfer.
      data: {
        from: owner,
        to: 'voter1',
        quantity: `100.25 ${symbol}`,
        memo: 'for voter1',
        amount: 100.25,
        symbol,
      },
    })

    // The holder sends some back; when the chain still refuses (the balance moved after the dialog
    // opened), its message is shown in plain language.
    await loginAs(page, 'voter1', '/tokens')
    await tokenRow(page, symbol)
      .getByRole('button', { name: `Transfer ${symbol}` })
      .click()
    const back = page.getByRole('dialog', { name: `Transfer ${symbol}` })
    await expect(back).toContainText(`100.25 ${symbol}`)
    await mustPush([
      {
        account: 'secure.token',
        name: 'transfer',
        actor: 'voter1',
        data: { from: 'voter1', to: owner, quantity: `100.00 ${symbol}`, memo: '' },
      },
    ])
    await back.getByLabel('To account').fill(owner)
    await back.getByLabel(`Amount (${symbol})`).fill('1')
    await back.getByRole('button', { name: 'Send' }).click()
    await expect(back.getByRole('alert')).toContainText(
      'The amount is more than the balance of the sending account.',
    )
    await expect(back.getByRole('alert')).toContainText('overdrawn balance')
    await back.getByLabel(`Amount (${symbol})`).fill('0.25')
    await back.getByRole('button', { name: 'Send' }).click()
    await expect(back).toBeHidden()
    await expect(tokenRow(page, symbol).getByTestId('token-balance')).toHaveText(`0.00 ${symbol}`)
    expect(await seriousViolations(page)).toEqual([])
  })
})
