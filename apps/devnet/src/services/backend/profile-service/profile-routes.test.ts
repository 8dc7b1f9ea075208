import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PrivateKey } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROFILE_LOGIN_FAILED_MESSAGE } from '@portal/chain/messages'
import { signTransaction, startTestDevnet, type TestDevnet } from '../../../http/test-devnet.ts'
import { DEV_PRIVATE_KEY } from '../../../chain/chain.ts'
import { walletLogin } from '../../../testing/wallet-login.ts'

// The profile service over real HTTP: a wallet-signed (never broadcast) challenge opens a session,
// an email code from the outbox verifies the account, and only then are contacts listed — without
// anyone's address.

let devnet: TestDevnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(async () => {
  await devnet.close()
})

type Challenge = {
  challenge: string
  action: { account: string; name: string; data: Record<string, unknown> }
}

async function call(path: string, body?: unknown, token?: string, on: { url: string } = devnet) {
  const response = await fetch(`${on.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function login(account: string, key?: string, on: TestDevnet = devnet) {
  const challenge = (await call('/v1/profile/challenge', { account }, undefined, on))
    .json as unknown as Challenge
  const signed = await signTransaction(
    on,
    [{ ...challenge.action, actor: account }],
    key === undefined ? {} : { keys: [key] },
  )
  return call('/v1/profile/login', { transaction: signed.body }, undefined, on)
}

describe('profile service', () => {
  it('R-ERR-15 R-ROUTE-22: logs in by a signed challenge, verifies by email code, then lists contacts without addresses', async () => {
    const wrong = await login('eosio', String(PrivateKey.generate('K1')))
    expect(wrong.status).toBe(401)
    expect(wrong.json.code).toBe('LOGIN_FAILED')
    expect(PROFILE_LOGIN_FAILED_MESSAGE).toBe('Unable to login to the profile service.')

    const session = await login('eosio')
    expect(session.json).toMatchObject({ account: 'eosio' })
    const token = String(session.json.token)
    // The challenge was checked, never run: nothing was written.
    const meta = await call('/v1/chain/get_table_rows', {
      code: 'profiles',
      table: 'metadata',
      scope: 'eosio',
      json: true,
    })
    expect(meta.json.rows).toEqual([])

    expect((await call('/v1/profile/contacts', undefined, token)).json.code).toBe('NOT_VERIFIED')
    expect((await call('/v1/profile/public/eosio')).json).toEqual({
      account: 'eosio',
      publicData: { isVerified: false },
    })
    expect((await call('/v1/profile/verify', { channel: 'email', to: 'not-an-email' }, token)).status).toBe(
      400,
    )
    expect((await call('/v1/profile/verify', { channel: 'email', to: 'Me@Example.org' }, token)).status).toBe(
      200,
    )
    const mail = ((await call('/devnet/email')).json as unknown as { to: string; code: string }[])[0]
    expect(mail?.to).toBe('me@example.org')
    const bad = await call(
      '/v1/profile/verify/confirm',
      { channel: 'email', to: 'me@example.org', code: 'x' },
      token,
    )
    expect(bad.json.message).toMatch(/not correct \(4 tries left\)/)
    const ok = await call(
      '/v1/profile/verify/confirm',
      { channel: 'email', to: 'me@example.org', code: mail?.code },
      token,
    )
    expect(ok.json).toMatchObject({ isVerified: true, account: 'eosio' })
    // R-PROF-02: the public answer (no session) now says verified, and names no channel or address.
    expect((await call('/v1/profile/public/eosio')).json).toEqual({
      account: 'eosio',
      publicData: { isVerified: true },
    })
    expect((await call('/v1/profile/public/Not*A*Name')).status).toBe(400)

    const contacts = await call('/v1/profile/contacts?search=eos', undefined, token)
    expect(contacts.json).toMatchObject({
      total: 1,
      pageSize: 20,
      items: [{ account: 'eosio', isVerified: true }],
    })
    expect(JSON.stringify(contacts.json)).not.toContain('example.org')
    // R-CONST-02: the caller's limit is the page size.
    expect((await call('/v1/profile/contacts?limit=1', undefined, token)).json).toMatchObject({ pageSize: 1 })
    const detail = await call('/v1/profile/contacts/eosio', undefined, token)
    expect(detail.json).toEqual({ account: 'eosio', isVerified: true, channels: ['email'] })
    expect((await call('/v1/profile/me', undefined, token)).json.verifications).toHaveLength(1)
    expect((await call('/v1/profile/me', undefined, 'forged')).status).toBe(401)

    // A challenge is good once.
    const reused = (await call('/v1/profile/challenge', { account: 'eosio' })).json as unknown as Challenge
    const signed = await signTransaction(devnet, [{ ...reused.action, actor: 'eosio' }])
    expect((await call('/v1/profile/login', { transaction: signed.body })).status).toBe(200)
    expect((await call('/v1/profile/login', { transaction: signed.body })).status).toBe(401)
  })

  it('keeps challenges and sessions across a devnet restart, and never takes one login kind for the other', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wallet-login-restart-'))
    try {
      const first = await startTestDevnet({ dataDir })
      const profileToken = String((await login('eosio', undefined, first)).json.token)
      const identity = await walletLogin(first.url, 'eosio', DEV_PRIVATE_KEY)
      const pending = (await call('/v1/profile/challenge', { account: 'eosio' }, undefined, first))
        .json as unknown as Challenge
      await first.close({ keepData: true })

      const second = await startTestDevnet({ dataDir })
      try {
        expect((await call('/v1/profile/me', undefined, profileToken, second)).json).toMatchObject({
          account: 'eosio',
        })
        const apps = await fetch(`${second.url}/v1/oauth/apps`, {
          headers: { Authorization: `Bearer ${identity.token}` },
        })
        expect(apps.status).toBe(200)
        // A challenge issued before the restart is still good once.
        const signed = await signTransaction(second, [{ ...pending.action, actor: 'eosio' }])
        expect(
          (await call('/v1/profile/login', { transaction: signed.body }, undefined, second)).status,
        ).toBe(200)
        // The two logins share a store, not their sessions.
        expect((await call('/v1/profile/me', undefined, identity.token, second)).json).toMatchObject({
          code: 'LOGIN_FAILED',
          message: 'Log in to the profile service first.',
        })
        const crossed = await fetch(`${second.url}/v1/oauth/apps`, {
          headers: { Authorization: `Bearer ${profileToken}` },
        })
        expect(((await crossed.json()) as { code?: string }).code).toBe('LOGIN_REQUIRED')
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
