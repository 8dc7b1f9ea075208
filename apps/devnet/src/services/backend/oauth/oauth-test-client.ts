import type { PrivateKey } from '@wharfkit/antelope'
import * as client from 'openid-client'
import { expect } from 'vitest'
import type { IssuedApp } from '@portal/chain/oauth-apps'
import type { TestDevnet } from '../../../http/test-devnet.ts'
import { LOCAL_TEST_CAPTCHA } from '../index.ts'

/** Where the test apps send their users back. */
export const REDIRECT = 'http://localhost:7777/callback'

export const appFields = (shortName: string, appType: 'confidential' | 'public' = 'confidential') => ({
  name: `Example ${shortName}`,
  shortName,
  url: 'https://example.com',
  imageUrl: 'https://example.com/logo.png',
  redirectUrl: REDIRECT,
  appType,
})

/** A browser's cookie jar for the devnet origin, sending each cookie only under its path. */
export function browser() {
  const cookies = new Map<string, { value: string; path: string }>()
  const cookieFor = (url: URL) =>
    [...cookies]
      .filter(
        ([, cookie]) =>
          url.pathname === cookie.path || url.pathname.startsWith(`${cookie.path.replace(/\/$/, '')}/`),
      )
      .map(([key, cookie]) => `${key.split('\n')[0]}=${cookie.value}`)
      .join('; ')
  return {
    /** The Cookie header this browser sends to `url`. */
    cookieFor: (url: string | URL) => cookieFor(new URL(url)),
    async open(url: string | URL): Promise<{ status: number; location: string | null }> {
      const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieFor(new URL(url)) } })
      for (const header of response.headers.getSetCookie()) {
        const [pair, ...attributes] = header.split(';')
        const [name, ...value] = (pair ?? '').split('=')
        const path =
          attributes
            .map((a) => a.trim())
            .find((a) => a.toLowerCase().startsWith('path='))
            ?.slice(5) ?? '/'
        if (name) cookies.set(`${name.trim()}\n${path}`, { value: value.join('='), path })
      }
      await response.arrayBuffer()
      return { status: response.status, location: response.headers.get('location') }
    },
  }
}

export type Browser = ReturnType<typeof browser>

/** Calls of the portal and relying parties against the devnet `current()` returns. */
export function oauthTestClient(current: () => TestDevnet) {
  async function createAccount(name: string, key: PrivateKey) {
    const publicKey = String(key.toPublic())
    const result = await current().post('/v1/recaptchaCreate', {
      recaptchaResponse: LOCAL_TEST_CAPTCHA,
      accountName: name,
      ownerKey: publicKey,
      activeKey: publicKey,
    })
    expect(result.status).toBe(200)
  }

  /** A call as the portal makes it: JSON, a bearer token, and the browser's cookies for that path. */
  async function call(method: string, path: string, token?: string, body?: unknown, from?: Browser) {
    const url = `${current().url}${path}`
    const cookie = from?.cookieFor(url)
    const response = await fetch(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  async function relyingParty(app: IssuedApp) {
    return client.discovery(
      new URL(`${current().url}/oidc`),
      app.app.appId,
      undefined,
      app.clientSecret ? client.ClientSecretBasic(app.clientSecret) : client.None(),
      { execute: [client.allowInsecureRequests] },
    )
  }

  /** An authorization request opened in `open`: the interaction's uid and what a code needs. */
  async function startSignIn(
    config: client.Configuration,
    open: Browser,
    extra: Record<string, string> = {},
  ) {
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid profile offline_access',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      ...extra,
    })
    const start = await open.open(url)
    expect(start.status).toBe(303)
    const consent = new URL(start.location!, current().url)
    expect(consent.pathname).toBe('/oauth/authorize')
    return { uid: consent.searchParams.get('interaction')!, verifier, state }
  }

  /** Runs the authorization request through the consent calls the portal makes; the redirect back. */
  async function authorize(
    config: client.Configuration,
    answer: 'approve' | 'deny',
    extra: Record<string, string>,
    token: string,
  ) {
    const open = browser()
    const { uid, verifier, state } = await startSignIn(config, open, extra)
    const details = await call('GET', `/v1/oauth/interactions/${uid}`, undefined, undefined, open)
    expect(details.status).toBe(200)
    const answered = await call('POST', `/v1/oauth/interactions/${uid}/${answer}`, token, {}, open)
    expect(answered.status).toBe(200)
    const back = await open.open(String(answered.json.redirectTo))
    expect(back.status).toBe(303)
    return { details: details.json, callback: new URL(back.location!), verifier, state }
  }

  return { createAccount, call, relyingParty, startSignIn, authorize }
}
