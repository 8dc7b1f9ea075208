import { PrivateKey } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IssuedApp } from '@portal/chain/oauth-apps'
import { startTestDevnet, type TestDevnet } from '../../../http/test-devnet.ts'
import { walletLogin } from '../../../testing/wallet-login.ts'
import { appFields, browser, oauthTestClient } from './oauth-test-client.ts'

// Login CSRF on the consent step: an attacker starts a sign-in in their own browser and gets a victim
// to answer it. The answer must come from the browser that holds the provider's interaction cookie.

let devnet: TestDevnet
const developerKey = PrivateKey.generate('K1')
const victimKey = PrivateKey.generate('K1')
let developerToken: string
let victimToken: string
const { createAccount, call, relyingParty, startSignIn, authorize } = oauthTestClient(() => devnet)

beforeAll(async () => {
  devnet = await startTestDevnet()
  await createAccount('bindingdev11', developerKey)
  await createAccount('bindingvict1', victimKey)
  developerToken = (await walletLogin(devnet.url, 'bindingdev11', String(developerKey))).token
  victimToken = (await walletLogin(devnet.url, 'bindingvict1', String(victimKey))).token
})
afterAll(() => devnet.close())

describe('consent bound to the browser that started the sign-in', () => {
  it("R-APP-07: a victim's browser cannot approve or deny an interaction an attacker's browser started", async () => {
    const issued = (await call('POST', '/v1/oauth/apps', developerToken, appFields('binding-app')))
      .json as unknown as IssuedApp
    const config = await relyingParty(issued)
    const attacker = browser()
    const { uid } = await startSignIn(config, attacker)

    // The victim's browser never went through /oidc/auth: it has no interaction cookie.
    const victim = browser()
    const details = await call('GET', `/v1/oauth/interactions/${uid}`, undefined, undefined, victim)
    expect(details).toMatchObject({ status: 403, json: { code: 'OTHER_BROWSER' } })
    for (const answer of ['approve', 'deny']) {
      const answered = await call('POST', `/v1/oauth/interactions/${uid}/${answer}`, victimToken, {}, victim)
      expect(answered, answer).toMatchObject({ status: 403, json: { code: 'OTHER_BROWSER' } })
    }
    // Another interaction's cookie is no better: the victim starts a sign-in of their own first.
    await startSignIn(config, victim)
    const withOtherCookie = await call(
      'POST',
      `/v1/oauth/interactions/${uid}/approve`,
      victimToken,
      {},
      victim,
    )
    expect(withOtherCookie).toMatchObject({ status: 403, json: { code: 'OTHER_BROWSER' } })

    // Nothing was granted: the victim authorized no app, and the attacker's interaction is unanswered.
    const lists = await call('GET', '/v1/oauth/apps', victimToken)
    expect(JSON.stringify(lists.json.authorized)).not.toContain(issued.app.appId)
    const stillPending = await call('GET', `/v1/oauth/interactions/${uid}`, undefined, undefined, attacker)
    expect(stillPending.status).toBe(200)
  })

  it('R-APP-07: the browser that started the sign-in approves it and its app gets a code for that account', async () => {
    const issued = (await call('POST', '/v1/oauth/apps', developerToken, appFields('binding-ok')))
      .json as unknown as IssuedApp
    const config = await relyingParty(issued)
    const { callback } = await authorize(config, 'approve', {}, victimToken)
    expect(callback.searchParams.get('code')).toBeTruthy()
  })
})
