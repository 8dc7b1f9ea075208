import type { Page } from '@playwright/test'
import * as client from 'openid-client'
import type { IssuedApp } from '@portal/chain/oauth-apps'
import { walletLogin } from '../apps/devnet/src/testing/wallet-login.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import { loadListedAccounts, loginAs, type Listed } from './resolve-support.ts'

// Sign in with Telos: a developer registers and manages an app in the portal, and a real relying party
// (openid-client, in this test process) signs a user in through the portal's consent page in Chromium.

const CALLBACK = 'http://localhost:7799/callback'
// An image the devnet serves (http is allowed for loopback addresses), so the page loads it offline.
const LOGO = `${BASE_URL}/favicon.svg`
let developer: Listed
let user: Listed

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** The relying party's callback: Chromium never reaches localhost:7799, the test answers for it. */
async function catchCallback(page: Page): Promise<() => URL> {
  let reached: URL | undefined
  await page.route(`${CALLBACK}**`, async (route) => {
    reached = new URL(route.request().url())
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>App</title><h1>Back in the app</h1>',
    })
  })
  return () => {
    if (!reached) throw new Error('the callback was not reached')
    return reached
  }
}

async function discover(app: IssuedApp) {
  return client.discovery(
    new URL(`${BASE_URL}/oidc`),
    app.app.appId,
    undefined,
    app.clientSecret ? client.ClientSecretBasic(app.clientSecret) : client.None(),
    { execute: [client.allowInsecureRequests] },
  )
}

async function authorizationRequest(config: client.Configuration, redirectUri = CALLBACK) {
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  })
  return { url, verifier, state }
}

test.describe('Apps and sign-in with Telos', () => {
  // Each journey signs several wallet logins and runs a relying party: more than the default minute.
  test.setTimeout(150_000)

  test.beforeAll(async () => {
    const listed = await loadListedAccounts()
    ;[developer, user] = [listed[0]!, listed[1]!]
  })

  test('R-ROUTE-30 R-APP-01 R-APP-06 R-APP-02 R-APP-03 R-APP-05: register an app, see its fields, disable (flow refused), enable, rotate the secret, delete', async ({
    page,
  }) => {
    // The app registration page is reached from the menu, and the form from its button.
    await loginAs(page, developer.name, '/transfers/add')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Apps' }).click()
    await expect(page).toHaveURL(/\/apps$/)
    await expect(page.getByRole('heading', { name: 'My apps' })).toBeVisible({ timeout: 30_000 })
    await page.getByRole('link', { name: 'Register an app' }).click()
    const shortName = unique('journal')
    const form = page.getByRole('form', { name: 'Register an app' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Field Journal')
    await form.getByRole('textbox', { name: 'Short name' }).fill(shortName)
    await form.getByRole('textbox', { name: 'App URL' }).fill('https://journal.example')
    await form.getByRole('textbox', { name: /Image URL/ }).fill(LOGO)
    await form.getByRole('textbox', { name: 'Redirect URL' }).fill('http://journal.example/callback')
    await form.getByRole('button', { name: 'Register app' }).click()
    await expect(form.getByText(/Enter an https:\/\/ address without a #fragment/)).toBeVisible()
    await form.getByRole('textbox', { name: 'Redirect URL' }).fill(CALLBACK)
    await form.getByRole('button', { name: 'Register app' }).click()

    const appId = (await page.getByTestId('issued-app-id').textContent())!
    const firstSecret = (await page.getByTestId('issued-secret').textContent())!
    expect(appId).toMatch(/^app-/)
    expect(firstSecret).toMatch(/^[\w-]{43}$/)
    await expect(page.getByText('Copy the client secret now: it is not shown again.')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Go to my apps' }).click()
    const card = page.getByRole('listitem', { name: 'Field Journal' })
    for (const text of [
      shortName,
      appId,
      developer.name,
      'https://journal.example',
      CALLBACK,
      'Server app (client secret)',
    ])
      await expect(card).toContainText(text)
    await expect(card.getByText('OAuth enabled')).toBeVisible()
    await expect(card).not.toContainText(firstSecret)
    expect(await seriousViolations(page)).toEqual([])

    // Disabled: the app cannot start a flow.
    await card.getByRole('button', { name: 'Disable OAuth' }).click()
    await expect(card.getByText('OAuth disabled')).toBeVisible()
    const config = await discover({ app: { appId } as IssuedApp['app'], clientSecret: firstSecret })
    const refused = await page.context().newPage()
    await refused.goto((await authorizationRequest(config)).url.href)
    await expect(refused.getByRole('heading', { name: 'Sign-in refused' })).toBeVisible()
    await expect(refused.getByText('invalid_client')).toBeVisible()
    await refused.close()

    await card.getByRole('button', { name: 'Enable OAuth' }).click()
    await expect(card.getByText('OAuth enabled')).toBeVisible()

    // Rotation: a new secret, shown once; the token endpoint refuses the old one.
    // The old secret stops working at once, so rotating asks first; cancelling keeps it.
    await card.getByRole('button', { name: 'Rotate secret' }).click()
    const confirmRotate = page.getByRole('dialog', { name: 'Rotate the secret of Field Journal?' })
    await confirmRotate.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirmRotate).toBeHidden()
    await card.getByRole('button', { name: 'Rotate secret' }).click()
    await confirmRotate.getByRole('button', { name: 'Rotate secret' }).click()
    const rotated = page.getByRole('dialog', { name: 'New secret for Field Journal' })
    const newSecret = (await rotated.getByTestId('issued-secret').textContent())!
    expect(newSecret).not.toBe(firstSecret)
    await rotated.getByRole('button', { name: 'Done' }).click()
    const tokenWith = async (secret: string) => {
      const response = await fetch(`${BASE_URL}/oidc/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${appId}:${secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: 'no-such-code',
          redirect_uri: CALLBACK,
        }),
      })
      return ((await response.json()) as { error: string }).error
    }
    expect(await tokenWith(firstSecret)).toBe('invalid_client')
    expect(await tokenWith(newSecret)).toBe('invalid_grant')

    await card.getByRole('button', { name: 'Delete' }).click()
    await page
      .getByRole('dialog', { name: 'Delete Field Journal?' })
      .getByRole('button', { name: 'Delete app' })
      .click()
    await expect(card).toHaveCount(0)
    await expect(page.getByText('You have not registered any app yet.')).toBeVisible()
  })

  test('R-READ-29: opening /apps signs the backend challenge in a worker, and the lists are read with it', async ({
    page,
  }) => {
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(worker.url()))
    await loginAs(page, user.name, '/apps')
    await expect(page.getByRole('heading', { name: 'Apps I authorized' })).toBeVisible({ timeout: 30_000 })
    expect(workers.filter((url) => /\/assets\/digest-signer\.worker-[\w-]+\.js$/.test(url))).toHaveLength(1)
  })

  test('R-APP-04 R-APP-06 R-ROUTE-30: a relying party signs a guest in through login and the consent page; wrong redirect and reused code refused; revoke ends its tokens', async ({
    page,
  }) => {
    const session = await walletLogin(BASE_URL, developer.name, developer.privateKey)
    const registered = await fetch(`${BASE_URL}/v1/oauth/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({
        name: 'Trail Notes',
        shortName: unique('trail'),
        url: 'https://trail.example',
        imageUrl: '',
        redirectUrl: CALLBACK,
        appType: 'confidential',
      }),
    })
    expect(registered.status).toBe(201)
    const app = (await registered.json()) as IssuedApp
    const config = await discover(app)

    // A redirect URI that is not registered exactly: refused on the server's page, never redirected.
    // (Another tab: the browser logs the page's 400 status as a console error.)
    const wrong = await page.context().newPage()
    await wrong.goto((await authorizationRequest(config, `${CALLBACK}/other`)).url.href)
    await expect(wrong.getByRole('heading', { name: 'Sign-in refused' })).toBeVisible()
    await expect(wrong.getByText(/redirect_uri did not match/)).toBeVisible()
    await wrong.close()

    // A guest goes to login and comes back to the same request.
    const callback = await catchCallback(page)
    const request = await authorizationRequest(config)
    await page.goto(request.url.href)
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Foauth%2Fauthorize%3Finteraction%3D/)
    const consentPath = decodeURIComponent(new URL(page.url()).searchParams.get('returnUrl')!)
    // The login page of the guest layout, then straight back to the consent page (logo-only layout).
    await page.getByRole('button', { name: /Local keys/ }).click()
    await page.getByRole('radio', { name: new RegExp(`^${user.name}\\b`) }).check()
    await page.getByRole('button', { name: `Log in as ${user.name}` }).click()
    await expect(page).toHaveURL(`${BASE_URL}${consentPath}`)
    await expect(page.locator('[data-layout="logo-only"]')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Trail Notes wants to sign you in' })).toBeVisible()
    await expect(page.getByText('Your Telos account name')).toBeVisible()
    await expect(page.getByRole('link', { name: 'https://trail.example' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    expect(await seriousViolations(page)).toEqual([])
    await page.setViewportSize({ width: 375, height: 740 })
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible()

    const back = callback()
    expect(back.searchParams.get('state')).toBe(request.state)
    const tokens = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
    })
    expect(tokens.claims()?.sub).toBe(user.name)
    expect(await client.fetchUserInfo(config, tokens.access_token, user.name)).toMatchObject({
      preferred_username: user.name,
    })
    await expect(
      client.authorizationCodeGrant(config, back, {
        pkceCodeVerifier: request.verifier,
        expectedState: request.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' })

    // The user revokes the app on /apps: the refresh token stops working.
    await page.goto('/apps')
    const authorized = page.getByRole('listitem', { name: 'Trail Notes' })
    // After the reload the wallet signs the app service's login first (slow on a busy machine).
    await expect(authorized).toContainText('Your Telos account name', { timeout: 30_000 })
    await authorized.getByRole('button', { name: 'Revoke' }).click()
    await page
      .getByRole('dialog', { name: 'Revoke Trail Notes?' })
      .getByRole('button', { name: 'Revoke access' })
      .click()
    await expect(authorized).toHaveCount(0)
    await expect(page.getByText('You have not authorized any app.')).toBeVisible()
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    })

    // Deny: the app gets the standard error and no code.
    const denial = await authorizationRequest(config)
    await page.goto(denial.url.href)
    await page.getByRole('button', { name: 'Deny' }).click()
    await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible()
    expect(callback().searchParams.get('error')).toBe('access_denied')
    expect(callback().searchParams.get('code')).toBeNull()
  })
})
