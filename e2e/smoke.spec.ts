import { expect, test } from './fixtures.ts'

test('the server answers and the portal loads with no console errors', async ({
  page,
  request,
  consoleErrors,
}) => {
  const health = await request.get('/devnet/health')
  expect(health.ok()).toBe(true)

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('R-ROUTE-28 R-SHELL-03: an unknown path shows the not-found page in the empty layout', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.locator('[data-layout="empty"]')).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page).toHaveTitle('Page not found · Telos Portal')
  await page.getByRole('link', { name: 'Go to the portal home' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(consoleErrors).toEqual([])
})

test('an unknown API endpoint answers a nodeos-shaped 404', async ({ request }) => {
  const response = await request.post('/v1/chain/no_such_endpoint', { data: {} })
  expect(response.status()).toBe(404)
  const body = (await response.json()) as { error: { details: { message: string }[] } }
  // nodeos's http_plugin answers a path no plugin registered with "Unknown Endpoint".
  expect(body.error.details[0]?.message).toBe('Unknown Endpoint')
})

test('R-ROUTE-28: following a dead link inside the portal titles the tab "Page not found", not the page before', async ({
  page,
}) => {
  await page.goto('/validators')
  await expect(page).toHaveTitle('Validators · Telos Portal')
  // Navigate inside the app (no page load), as a link in a page would.
  await page.evaluate(() => {
    history.pushState({}, '', '/no/such/page')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Telos Portal')
})
