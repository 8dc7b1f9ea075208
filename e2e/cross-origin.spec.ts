import { expect, test } from './fixtures.ts'
import { otherOriginForThisFile } from './other-origin.ts'
import { BASE_URL } from './playwright.config.ts'
import { DEV_PUBLIC_KEY, randomName } from './resolve-support.ts'

// A web app served from another origin (a second server on another port), in Chromium, against the
// devnet: it may use what the Telos network serves cross-origin (the account backend, the testnet
// faucet, the gateway) and may not upload files (not a configured origin), change the devnet through
// its controls or through the requests a page can send without asking (text/plain POSTs, images).

const otherOrigin = otherOriginForThisFile('Another app')

const accountName = (prefix: string) => randomName(prefix).slice(0, 12).padEnd(12, 'a')

async function chain<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}/v1/chain/${path}`, { method: 'POST', body: JSON.stringify(body) })
  return (await response.json()) as T
}
const balance = async (account: string) =>
  (await chain<string[]>('get_currency_balance', { code: 'eosio.token', account, symbol: 'TLOS' }))[0] ??
  '0.0000 TLOS'
const headTimeMs = async () =>
  Date.parse(`${(await chain<{ head_block_time: string }>('get_info', {})).head_block_time}Z`)
const accountExists = async (account: string) =>
  (
    await fetch(`${BASE_URL}/v1/chain/get_account`, {
      method: 'POST',
      body: JSON.stringify({ account_name: account }),
    })
  ).ok

/** An account made by a program (no browser), for the page to send testnet TLOS to. */
async function createRecipient(prefix: string): Promise<string> {
  const account = accountName(prefix)
  const response = await fetch(`${BASE_URL}/v1/testnet/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountName: account, ownerKey: DEV_PUBLIC_KEY, activeKey: DEV_PUBLIC_KEY }),
  })
  expect(response.ok).toBe(true)
  return account
}

test('R-HTTP-26: a page on another origin checks names and draws the faucet, but gets no dStor upload token', async ({
  page,
  consoleErrors,
}) => {
  const recipient = await createRecipient('xo')
  await page.goto(otherOrigin())
  await expect(page.getByRole('heading', { name: 'Another app' })).toBeVisible()

  const names = await page.evaluate(
    async ({ devnet, taken, free }) => {
      const check = async (name: string) => (await fetch(`${devnet}/v1/accounts/${name}`)).status
      return { taken: await check(taken), free: await check(free) }
    },
    { devnet: BASE_URL, taken: recipient, free: accountName('xofree') },
  )
  expect(names).toEqual({ taken: 409, free: 200 })

  const before = Number.parseFloat(await balance(recipient))
  const faucet = await page.evaluate(
    async ({ devnet, account }) => {
      const response = await fetch(`${devnet}/v1/testnet/faucet/${account}`)
      return { status: response.status, body: (await response.json()) as { success?: boolean } }
    },
    { devnet: BASE_URL, account: recipient },
  )
  expect(faucet).toMatchObject({ status: 200, body: { success: true } })
  expect(Number.parseFloat(await balance(recipient)) - before).toBeCloseTo(50, 4)

  // Uploads write to disk: they are served to the devnet's own pages and an origin named by
  // --cors-origin, not to every page under `*`. The dStor client's first call is refused its preflight.
  const upload = await page.evaluate(async (devnet) => {
    try {
      await fetch(`${devnet}/dstor/v1/dev/temp-token`, {
        headers: { 'api-key': 'another-app', 'x-expiration': String(Math.floor(Date.now() / 1000) + 86_400) },
      })
      return 'answered'
    } catch {
      return 'blocked'
    }
  }, BASE_URL)
  expect(upload).toBe('blocked')
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !/CORS policy|Failed to fetch|ERR_FAILED/.test(error)),
  )
  // The taken name's 409 is the check's answer; Chromium logs every 4xx resource as an error.
  expect(consoleErrors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([])
  consoleErrors.length = 0
})

test('a page on another origin cannot move the clock, create an account by a simple request or draw the faucet with an image', async ({
  page,
}) => {
  const recipient = await createRecipient('xoimg')
  const intruder = accountName('xointr')
  await page.goto(otherOrigin())
  const balanceBefore = await balance(recipient)
  const clockBefore = await headTimeMs()

  const attempts = await page.evaluate(
    async ({ devnet, recipient, intruder, key }) => {
      const outcome = async (attempt: () => Promise<Response>) => {
        try {
          const response = await attempt()
          return response.type === 'opaque' ? 'sent, unreadable' : `answered ${response.status}`
        } catch {
          return 'blocked'
        }
      }
      const day = JSON.stringify({ advance_seconds: 86_400 })
      const account = JSON.stringify({ accountName: intruder, ownerKey: key, activeKey: key })
      const results = {
        clockJson: await outcome(() =>
          fetch(`${devnet}/devnet/time`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: day,
          }),
        ),
        clockText: await outcome(() =>
          fetch(`${devnet}/devnet/time`, { method: 'POST', mode: 'no-cors', body: day }),
        ),
        keys: await outcome(() => fetch(`${devnet}/devnet/accounts`)),
        accountText: await outcome(() =>
          fetch(`${devnet}/v1/testnet/account`, { method: 'POST', mode: 'no-cors', body: account }),
        ),
        image: await new Promise<string>((resolve) => {
          const image = new Image()
          image.onload = () => resolve('loaded')
          image.onerror = () => resolve('failed')
          image.src = `${devnet}/v1/testnet/faucet/${recipient}`
        }),
      }
      return results
    },
    { devnet: BASE_URL, recipient, intruder, key: DEV_PUBLIC_KEY },
  )
  // The JSON calls need a preflight, which /devnet/* never grants; the simple ones reach the devnet
  // and are refused there.
  expect(attempts).toEqual({
    clockJson: 'blocked',
    clockText: 'sent, unreadable',
    keys: 'blocked',
    accountText: 'sent, unreadable',
    image: 'failed',
  })

  expect(await balance(recipient)).toBe(balanceBefore)
  expect(await accountExists(intruder)).toBe(false)
  // Blocks go on being produced meanwhile; a day's jump would be far beyond that.
  expect((await headTimeMs()) - clockBefore).toBeLessThan(3_600_000)
})

test('the portal on its own origin still draws the faucet', async ({ page, consoleErrors }) => {
  const recipient = await createRecipient('xoown')
  await page.goto('/testnet/developers?tab=tlos-native')
  const panel = page.getByRole('tabpanel')
  await panel.getByLabel('Account name').fill(recipient)
  await panel.getByRole('button', { name: 'Send TLOS' }).click()
  await expect(panel.getByRole('status')).toContainText('50.0000 TLOS were sent successfully')
  expect(consoleErrors).toEqual([])
})
