import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PrivateKey } from '@wharfkit/antelope'
import Database from 'better-sqlite3'
import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REDIRECT_URL_MESSAGE, SHORT_NAME_TAKEN_MESSAGE, type IssuedApp } from '@portal/chain/oauth-apps'
import { startTestDevnet, type TestDevnet } from '../../../http/test-devnet.ts'
import { requestChallenge, signLoginProof, walletLogin } from '../../../testing/wallet-login.ts'
import { LOCAL_TEST_CAPTCHA } from '../index.ts'
import { appFields, browser, oauthTestClient, REDIRECT } from './oauth-test-client.ts'

// A real relying party (openid-client) against the devnet's authorization server: discovery, the
// authorization code flow with PKCE, the consent approved by a wallet-signed login, token exchange,
// userinfo and refresh; then what the standard says must be refused.

let devnet: TestDevnet
const developerKey = PrivateKey.generate('K1')
const userKey = PrivateKey.generate('K1')
const DEVELOPER = 'oauthdevelop'
const USER = 'oauthuser111'
let developerToken: string
let userToken: string
const { createAccount, call, relyingParty, authorize: authorizeAs } = oauthTestClient(() => devnet)
const authorize = (
  config: Parameters<typeof authorizeAs>[0],
  answer: 'approve' | 'deny',
  extra: Record<string, string> = {},
  token = userToken,
) => authorizeAs(config, answer, extra, token)

beforeAll(async () => {
  devnet = await startTestDevnet()
  await createAccount(DEVELOPER, developerKey)
  await createAccount(USER, userKey)
  developerToken = (await walletLogin(devnet.url, DEVELOPER, String(developerKey))).token
  userToken = (await walletLogin(devnet.url, USER, String(userKey))).token
})
afterAll(async () => {
  await devnet.close()
})

describe('wallet login', () => {
  it('R-APP-06: a bare account name proves nothing; a proof signed by another key or reused is refused', async () => {
    expect((await call('GET', '/v1/oauth/apps')).status).toBe(401)
    expect((await call('POST', '/v1/oauth/apps', undefined, appFields('noauth'))).status).toBe(401)
    const challenge = await requestChallenge(devnet.url, USER)
    const forged = await signLoginProof(devnet.url, challenge, [String(developerKey)])
    const refused = await call('POST', '/v1/auth/login', undefined, forged)
    expect(refused).toMatchObject({ status: 401, json: { code: 'INVALID_PROOF' } })
    expect(String(refused.json.message)).toContain(`${USER}@active`)
    const fresh = await requestChallenge(devnet.url, USER)
    const proof = await signLoginProof(devnet.url, fresh, [String(userKey)])
    expect((await call('POST', '/v1/auth/login', undefined, proof)).status).toBe(200)
    const replay = await call('POST', '/v1/auth/login', undefined, proof)
    expect(replay).toMatchObject({ status: 401, json: { message: 'This login challenge was already used.' } })
  })
})

describe('app registry', () => {
  it('R-APP-06: registration stores every field, shows the secret once and stores it hashed', async () => {
    const created = await call('POST', '/v1/oauth/apps', developerToken, appFields('registry-one'))
    expect(created.status).toBe(201)
    const issued = created.json as unknown as IssuedApp
    expect(issued.app).toMatchObject({ ...appFields('registry-one'), owner: DEVELOPER, enabled: true })
    expect(issued.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const lists = await call('GET', '/v1/oauth/apps', developerToken)
    const listed = JSON.stringify(lists.json)
    expect(listed).toContain(issued.app.appId)
    expect(listed).not.toContain(issued.clientSecret!)
    const db = new Database(join(devnet.dataDir, 'backend.sqlite'), { readonly: true })
    const stored = db
      .prepare<[string], { secret_hash: string }>('SELECT secret_hash FROM oauth_apps WHERE app_id = ?')
      .get(issued.app.appId)
    db.close()
    expect(stored?.secret_hash).toBe(createHash('sha256').update(issued.clientSecret!).digest('hex'))
  })

  it('R-APP-06: bad input gets a clear 4xx and stores nothing', async () => {
    const before = await call('GET', '/v1/oauth/apps', developerToken)
    const plainHttp = await call('POST', '/v1/oauth/apps', developerToken, {
      ...appFields('bad-redirect'),
      redirectUrl: 'http://example.com/cb',
    })
    expect(plainHttp).toMatchObject({
      status: 400,
      json: { message: `redirectUrl: ${REDIRECT_URL_MESSAGE}` },
    })
    const noName = await call('POST', '/v1/oauth/apps', developerToken, {
      ...appFields('no-name'),
      name: ' ',
    })
    expect(noName).toMatchObject({ status: 400, json: { code: 'INVALID_FIELD' } })
    expect(String(noName.json.message)).toMatch(/^name: /)
    const taken = await call('POST', '/v1/oauth/apps', developerToken, appFields('registry-one'))
    expect(taken).toMatchObject({ status: 409, json: { message: `shortName: ${SHORT_NAME_TAKEN_MESSAGE}` } })
    expect(await call('GET', '/v1/oauth/apps', developerToken)).toEqual(before)
  })

  it('R-APP-02 R-APP-03 R-APP-05: only the owner enables, disables, rotates and deletes', async () => {
    const { app } = (await call('POST', '/v1/oauth/apps', developerToken, appFields('owned-app')))
      .json as unknown as IssuedApp
    expect((await call('POST', `/v1/oauth/apps/${app.appId}/disable`, userToken, {})).status).toBe(403)
    expect((await call('DELETE', `/v1/oauth/apps/${app.appId}`, userToken)).status).toBe(403)
    const disabled = await call('POST', `/v1/oauth/apps/${app.appId}/disable`, developerToken, {})
    expect(disabled.json).toMatchObject({ app: { enabled: false } })
    const enabled = await call('POST', `/v1/oauth/apps/${app.appId}/enable`, developerToken, {})
    expect(enabled.json).toMatchObject({ app: { enabled: true } })
    expect((await call('DELETE', `/v1/oauth/apps/${app.appId}`, developerToken)).status).toBe(200)
    const lists = await call('GET', '/v1/oauth/apps', developerToken)
    expect(JSON.stringify(lists.json)).not.toContain(app.appId)
  })
})

describe('authorization server with a real relying party', () => {
  it('R-APP-06: discovery, code + PKCE through the consent, tokens and userinfo name the account; refresh works', async () => {
    const issued = (await call('POST', '/v1/oauth/apps', developerToken, appFields('rp-flow')))
      .json as unknown as IssuedApp
    const config = await relyingParty(issued)
    expect(config.serverMetadata().code_challenge_methods_supported).toEqual(['S256'])
    const { details, callback, verifier, state } = await authorize(config, 'approve')
    expect(details).toMatchObject({ app: { name: 'Example rp-flow' }, scopes: ['openid', 'profile'] })
    expect(callback.origin + callback.pathname).toBe(REDIRECT)
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    })
    expect(tokens.claims()?.sub).toBe(USER)
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, USER)
    expect(userinfo).toMatchObject({ sub: USER, preferred_username: USER })
    expect(tokens.refresh_token).toBeTruthy()
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!)
    expect(refreshed.access_token).not.toBe(tokens.access_token)

    // A code is single-use.
    await expect(
      client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state }),
    ).rejects.toMatchObject({ error: 'invalid_grant' })

    // The user lists the app as authorized, then revokes it: its tokens stop working.
    const lists = await call('GET', '/v1/oauth/apps', userToken)
    expect(JSON.stringify(lists.json.authorized)).toContain(issued.app.appId)
    const revoked = await call('DELETE', `/v1/oauth/authorizations/${issued.app.appId}`, userToken)
    expect(revoked.status).toBe(200)
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    })
    await expect(client.fetchUserInfo(config, refreshed.access_token, USER)).rejects.toBeDefined()
  })

  it('R-APP-03: a wrong redirect URI, a denied request and a disabled app are refused', async () => {
    const issued = (await call('POST', '/v1/oauth/apps', developerToken, appFields('rp-refusals', 'public')))
      .json as unknown as IssuedApp
    expect(issued.clientSecret).toBeNull()
    const config = await relyingParty(issued)

    const wrong = await browser().open(
      client.buildAuthorizationUrl(config, {
        redirect_uri: 'http://localhost:7777/elsewhere',
        scope: 'openid',
        code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      }),
    )
    expect(wrong).toEqual({ status: 400, location: null })

    const denied = await authorize(config, 'deny')
    expect(denied.callback.searchParams.get('error')).toBe('access_denied')
    expect(denied.callback.searchParams.get('code')).toBeNull()

    await call('POST', `/v1/oauth/apps/${issued.app.appId}/disable`, developerToken, {})
    const disabled = await browser().open(
      client.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT,
        scope: 'openid',
        code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      }),
    )
    expect(disabled).toEqual({ status: 400, location: null })
  })
})

describe('restart', () => {
  it('R-APP-06: apps, authorizations, sessions, signing keys and refresh tokens survive a devnet restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oauth-restart-'))
    const first = await startTestDevnet({ dataDir })
    const key = PrivateKey.generate('K1')
    const created = await first.post('/v1/recaptchaCreate', {
      recaptchaResponse: LOCAL_TEST_CAPTCHA,
      accountName: 'restartuser1',
      ownerKey: String(key.toPublic()),
      activeKey: String(key.toPublic()),
    })
    expect(created.status).toBe(200)
    const { token } = await walletLogin(first.url, 'restartuser1', String(key))
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const issued = (await (
      await fetch(`${first.url}/v1/oauth/apps`, {
        method: 'POST',
        headers,
        body: JSON.stringify(appFields('restart-app')),
      })
    ).json()) as IssuedApp
    const jwksBefore = await (await fetch(`${first.url}/oidc/jwks`)).json()
    const keep = devnet
    devnet = first
    let refreshToken: string
    try {
      const config = await relyingParty(issued)
      const { callback, verifier, state } = await authorize(config, 'approve', {}, token)
      refreshToken = (
        await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: verifier,
          expectedState: state,
        })
      ).refresh_token!
    } finally {
      devnet = keep
    }
    await first.close({ keepData: true })

    const second = await startTestDevnet({ dataDir })
    try {
      const lists = (await (await fetch(`${second.url}/v1/oauth/apps`, { headers })).json()) as Record<
        string,
        unknown
      >
      expect(JSON.stringify(lists.owned)).toContain(issued.app.appId)
      expect(JSON.stringify(lists.authorized)).toContain(issued.app.appId)
      expect(await (await fetch(`${second.url}/oidc/jwks`)).json()).toEqual(jwksBefore)
      const response = await fetch(`${second.url}/oidc/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${issued.app.appId}:${issued.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      })
      const refreshed = (await response.json()) as Record<string, unknown>
      expect(response.status, JSON.stringify(refreshed)).toBe(200)
      expect(refreshed.access_token).toEqual(expect.any(String))
    } finally {
      await second.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
