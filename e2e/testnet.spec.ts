import { randomBytes } from 'node:crypto'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import { createAccount, loadListedAccounts, randomName } from './resolve-support.ts'

// The testnet tools against the devnet's testnet backend (apps/devnet/src/services/testnet): each
// developer tab succeeds once and shows a refusal with its message, and the rotation form adds the
// account the journey created. A double click on the rotation's submit comes last: it changes the
// schedule the first journey reads, and no other file reads it.

const evmAddress = () => `0x${randomBytes(20).toString('hex')}`

test.setTimeout(120_000)

test('R-TEST-01 R-TEST-02 R-TEST-03 R-TEST-04 R-ROUTE-17 R-HTTP-11: a developer creates an account, gets TLOS, EVM TLOS and zkEVM tTLOS, and joins the rotation; refusals show their messages', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/testnet/developers')
  await expect(page.getByRole('heading', { level: 1, name: 'Developer tools' })).toBeVisible()
  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveText([
    'Create Account',
    'Send TLOS (Native)',
    'Send TLOS (EVM)',
    'Send tTLOS (ZK-EVM)',
  ])
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true')

  // Create Account: a taken name is refused by the developer host's check, then a free one is created.
  const panel = page.getByRole('tabpanel')
  await panel.getByLabel('Account name').fill('testtelosarb')
  await panel.getByRole('button', { name: 'Generate keys' }).click()
  await expect(panel.getByLabel('Owner public key')).toHaveValue(/^EOS\w{50}$/)
  await expect(panel.getByLabel('Active public key')).toHaveValue(/^EOS\w{50}$/)
  await expect(panel.getByTestId('owner-private-key')).toHaveText(/^5\w{50}$/)
  // The name check asks the local preset's developer host (the devnet's origin) for the name.
  const nameCheck = page.waitForRequest((request) => request.url().includes('/v1/accounts/'))
  await panel.getByRole('button', { name: 'Create account' }).click()
  expect([(await nameCheck).method(), (await nameCheck).url()]).toEqual([
    'GET',
    `${BASE_URL}/v1/accounts/testtelosarb`,
  ])
  await expect(panel.getByText('This account already exists.')).toBeVisible()
  const account = randomName('dev').slice(0, 12).padEnd(12, 'a')
  await panel.getByLabel('Account name').fill(account)
  await panel.getByRole('button', { name: 'Create account' }).click()
  await expect(panel.getByRole('status')).toContainText(`Account ${account} was created successfully.`)
  const created = await fetch(`${BASE_URL}/v1/chain/get_account`, {
    method: 'POST',
    body: JSON.stringify({ account_name: account }),
  })
  expect(created.ok).toBe(true)
  const ownerKey = await panel.getByLabel('Owner public key').inputValue()
  expect(JSON.stringify(await created.json())).toContain(ownerKey)

  // Send TLOS (Native): once, then the per-account limit refuses.
  await page.getByRole('tab', { name: 'Send TLOS (Native)' }).click()
  await expect(page).toHaveURL(/\?tab=tlos-native$/)
  await panel.getByLabel('Account name').fill(account)
  await panel.getByRole('button', { name: 'Send TLOS' }).click()
  await expect(panel.getByRole('status')).toContainText('50.0000 TLOS were sent successfully')
  await panel.getByRole('button', { name: 'Send TLOS' }).click()
  await expect(panel.getByRole('alert')).toHaveText(
    new RegExp(`^${account} received testnet TLOS less than an hour ago\\.`),
  )

  // Send tTLOS (ZK-EVM): once, then refused; an unreachable backend says "Failed to call API".
  await page.getByRole('tab', { name: 'Send tTLOS (ZK-EVM)' }).click()
  const zkAddress = evmAddress()
  await panel.getByLabel('zkEVM address').fill(zkAddress)
  await panel.getByRole('button', { name: 'Send tTLOS' }).click()
  await expect(panel.getByRole('status')).toContainText('50.0 tTLOS were sent successfully')
  await panel.getByRole('button', { name: 'Send tTLOS' }).click()
  await expect(panel.getByRole('alert')).toHaveText(
    new RegExp(`^${zkAddress} received testnet tTLOS less than an hour ago\\.`),
  )
  await page.route(/\/v1\/testnet\/zkEvmFaucet\//, (route) => route.abort('connectionrefused'))
  await panel.getByLabel('zkEVM address').fill(evmAddress())
  await panel.getByRole('button', { name: 'Send tTLOS' }).click()
  await expect(panel.getByRole('alert')).toHaveText('Failed to call API')
  await page.unroute(/\/v1\/testnet\/zkEvmFaucet\//)
  expect(await seriousViolations(page)).toEqual([])

  // /testnet/evm-faucet opens the EVM tab: a bad address is refused, a good one credited.
  await page.goto('/testnet/evm-faucet')
  await expect(page.getByRole('tab', { name: 'Send TLOS (EVM)' })).toHaveAttribute('aria-selected', 'true')
  await panel.getByLabel('EVM address').fill(`0x${'g'.repeat(40)}`)
  await expect(
    panel.getByText('Enter a valid address: 0x followed by 40 hexadecimal characters.'),
  ).toBeVisible()
  const address = evmAddress()
  await panel.getByLabel('EVM address').fill(address)
  await panel.getByRole('button', { name: 'Send TLOS' }).click()
  await expect(panel.getByRole('status')).toContainText('50.0 TLOS were sent successfully')
  const ledger = (await (await fetch(`${BASE_URL}/devnet/evm/${address}`)).json()) as { evm: string }
  expect(ledger.evm).toMatch(/^50\.0+ TLOS$/)

  // The rotation: an unknown account is refused, the new account joins the schedule.
  await page.goto('/testnet/rotation')
  await expect(page.getByRole('heading', { level: 1, name: 'Producer rotation' })).toBeVisible()
  await expect(page.getByText(/Producing now: \S+/)).toBeVisible()
  // The chain's schedule (get_producer_schedule) before the account joins: eosio first, no pending one.
  const schedule = page.getByRole('list', { name: 'Producer schedule' })
  await expect(schedule.getByRole('listitem').first()).toHaveText('eosio')
  await expect(schedule).not.toContainText(account)
  await expect(page.getByText('No pending schedule.')).toBeVisible()
  const versionBefore = Number(
    /version (\d+)/.exec((await page.getByText(/^Active schedule, version \d+/).textContent()) ?? '')?.[1],
  )
  await page.getByLabel('Account name').fill('nosuchacct11')
  await page.getByRole('button', { name: 'Add to rotation' }).click()
  await expect(page.getByRole('alert')).toHaveText('This account does not exist.')
  await page.getByLabel('Account name').fill(account)
  await page.getByRole('button', { name: 'Add to rotation' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'rotation' })).toHaveText(
    `${account} joined the producer rotation.`,
  )
  await expect(schedule.getByRole('listitem').last()).toHaveText(account)
  await expect(page.getByText(/^Active schedule, version \d+/)).toContainText(
    `Active schedule, version ${versionBefore + 1}`,
  )
  expect(await seriousViolations(page)).toEqual([])
  // The browser logs each refusal the journey asked for (409 taken, 429 limited, 404 unknown, the
  // aborted call); nothing else may appear.
  const expected =
    /^Failed to load resource: (the server responded with a status of (404|409|429)|net::ERR_CONNECTION_REFUSED)/
  expect(consoleErrors.filter((error) => !expected.test(error))).toEqual([])
  consoleErrors.length = 0
})

test('R-CALL-TX-06: double-clicking Add to rotation at phone width calls the backend once; the account joins, with no "already in" answer', async ({
  page,
}) => {
  await loadListedAccounts()
  const account = await createAccount('dsr', '1.0000 TLOS')
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/testnet/produce/')) calls.push(request.url())
  })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/testnet/rotation')
  const schedule = page.getByRole('list', { name: 'Producer schedule' })
  await expect(schedule.getByRole('listitem').first()).toHaveText('eosio')
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await page.getByLabel('Account name').fill(account)
  await page.getByRole('button', { name: 'Add to rotation' }).dblclick()
  const answer = page.getByRole('status').filter({ hasText: 'rotation' })
  await expect(answer).toHaveText(`${account} joined the producer rotation.`)
  await expect(schedule.getByRole('listitem').filter({ hasText: account })).toHaveCount(1)
  // Give a second call the time to be made and answered, then look again.
  await page.waitForLoadState('networkidle')
  expect(calls).toHaveLength(1)
  await expect(answer).toHaveText(`${account} joined the producer rotation.`)
})
