import { PrivateKey, PublicKey } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDevnet, type TestDevnet } from '../../http/test-devnet.ts'
import { LOCAL_TEST_CAPTCHA, NEW_ACCOUNT_GRANT, WRONG_TEST_CAPTCHA } from './index.ts'

// The account backend over real HTTP against a devnet: SMS codes through the local outbox, accounts
// created on chain with the given keys, and every refusal in the `{success: false, message}` shape.

let devnet: TestDevnet
const ownerKey = PrivateKey.generate('K1')
const activeKey = PrivateKey.generate('K1')
const owner = String(ownerKey.toPublic())
const active = String(activeKey.toPublic())

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(async () => {
  await devnet.close()
})

async function get(path: string) {
  const response = await fetch(`${devnet.url}${path}`)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

type SmsRow = { to: string; code: string; body: string; purpose: string }
async function lastSms(to: string): Promise<SmsRow | undefined> {
  const response = await fetch(`${devnet.url}/devnet/sms`)
  const rows = (await response.json()) as SmsRow[]
  return rows.find((row) => row.to === to)
}

describe('GET /v1/accounts/{name}', () => {
  it('R-HTTP-02, R-FORM-32: 200 when the name is free, 409 "This account already exists." when taken', async () => {
    const free = await get('/v1/accounts/nosuchacct11')
    expect(free).toMatchObject({
      status: 200,
      json: { success: true, exists: false, accountName: 'nosuchacct11' },
    })
    const taken = await get('/v1/accounts/resolveadmin')
    expect(taken).toMatchObject({
      status: 409,
      json: { success: false, code: 'ACCOUNT_EXISTS', message: 'This account already exists.' },
    })
  })

  it('R-FORM-30, R-FORM-31: rejects malformed names with the name messages', async () => {
    expect((await get('/v1/accounts/abcdefghijklm')).json).toMatchObject({
      success: false,
      message: 'accountName: At most 12 characters.',
    })
    expect(await get('/v1/accounts/Alice9')).toMatchObject({
      status: 400,
      json: { message: 'accountName: Only lowercase letters a–z and digits 1–5.' },
    })
  })
})

describe('SMS registration', () => {
  it('R-HTTP-03, R-HTTP-04, R-ACCT-01: a code sent to the outbox creates the account with the keys and the grant', async () => {
    const sent = await devnet.post('/v1/registrations', {
      smsNumber: '+1 555 010 0001',
      telosAccount: 'smsuser11111',
    })
    expect(sent).toMatchObject({ status: 200, json: { success: true } })
    const sms = await lastSms('+15550100001')
    expect(sms?.purpose).toBe('registration')
    expect(sms?.code).toMatch(/^\d{6}$/)
    expect(sms?.body).toContain(sms?.code)

    const created = await devnet.post('/v1/accounts', {
      smsOtp: sms?.code,
      smsNumber: '+15550100001',
      telosAccount: 'smsuser11111',
      ownerKey: owner,
      activeKey: active,
    })
    expect(created).toMatchObject({ status: 200, json: { success: true, accountName: 'smsuser11111' } })
    expect(created.json.transactionId).toMatch(/^[0-9a-f]{64}$/)

    const account = await devnet.client.v1.chain.get_account('smsuser11111')
    const keyOf = (permission: string) =>
      PublicKey.from(String(account.getPermission(permission).required_auth.keys[0]?.key)).toLegacyString()
    expect(keyOf('owner')).toBe(ownerKey.toPublic().toLegacyString())
    expect(keyOf('active')).toBe(activeKey.toPublic().toLegacyString())
    expect(String(account.core_liquid_balance)).toBe(NEW_ACCOUNT_GRANT.liquid)
    expect(String(account.total_resources?.cpu_weight)).toBe(NEW_ACCOUNT_GRANT.cpu)
    // The created account signs with its own key.
    const transfer = await devnet.session('smsuser11111', String(activeKey)).transact({
      action: {
        account: 'eosio.token',
        name: 'transfer',
        authorization: [{ actor: 'smsuser11111', permission: 'active' }],
        data: { from: 'smsuser11111', to: 'resolveadmin', quantity: '1.0000 TLOS', memo: '' },
      },
    })
    expect(String(transfer.response?.transaction_id)).toMatch(/^[0-9a-f]{64}$/)

    // The code is spent and the number has had its account.
    const again = await devnet.post('/v1/registrations', {
      smsNumber: '+15550100001',
      telosAccount: 'smsuser11112',
    })
    expect(again).toMatchObject({ status: 409, json: { success: false, code: 'NUMBER_USED' } })
  })

  it('R-ACCT-02, R-ERR-16: refuses a bad phone, a bad or taken name, and limits codes per number', async () => {
    expect(
      await devnet.post('/v1/registrations', { smsNumber: '123', telosAccount: 'smsuser22222' }),
    ).toMatchObject({
      status: 400,
      json: { success: false, message: 'smsNumber: Enter a valid phone number.' },
    })
    expect(
      await devnet.post('/v1/registrations', { smsNumber: '+15550100002', telosAccount: 'short' }),
    ).toMatchObject({
      status: 400,
      json: { success: false, message: 'telosAccount: Exactly 12 characters.' },
    })
    expect(
      await devnet.post('/v1/registrations', { smsNumber: '+15550100002', telosAccount: 'resolveadmin' }),
    ).toMatchObject({ status: 409, json: { success: false, message: 'This account already exists.' } })
    expect(await devnet.post('/v1/registrations', { telosAccount: 'smsuser22222' })).toMatchObject({
      status: 400,
      json: { message: 'smsNumber: This field is required.' },
    })
    expect(await devnet.post('/v1/registrations', '{not json')).toMatchObject({
      status: 400,
      json: { success: false, code: 'INVALID_JSON' },
    })

    const first = await devnet.post('/v1/registrations', {
      smsNumber: '+15550100002',
      telosAccount: 'smsuser22222',
    })
    expect(first.status).toBe(200)
    const second = await devnet.post('/v1/registrations', {
      smsNumber: '+15550100002',
      telosAccount: 'smsuser22222',
    })
    expect(second).toMatchObject({ status: 429, json: { success: false, code: 'RATE_LIMITED' } })
    expect(String(second.json.message)).toMatch(/Try again in \d+ seconds\./)
  })

  it('R-ERR-16: wrong, missing and expired codes, taken names and bad keys are refused and create nothing', async () => {
    const body = {
      smsNumber: '+15550100003',
      telosAccount: 'smsuser33333',
      ownerKey: owner,
      activeKey: active,
    }
    expect(await devnet.post('/v1/accounts', { ...body, smsOtp: '000000' })).toMatchObject({
      status: 400,
      json: { success: false, code: 'OTP_NOT_FOUND' },
    })
    await devnet.post('/v1/registrations', { smsNumber: body.smsNumber, telosAccount: body.telosAccount })
    const code = (await lastSms(body.smsNumber))?.code ?? ''
    const wrong = code === '999999' ? '999998' : '999999'
    expect(await devnet.post('/v1/accounts', { ...body, smsOtp: wrong })).toMatchObject({
      status: 400,
      json: {
        success: false,
        code: 'OTP_INVALID',
        message: 'The verification code is not correct (4 tries left).',
      },
    })
    expect(await devnet.post('/v1/accounts', { ...body, smsOtp: code, ownerKey: 'EOS123' })).toMatchObject({
      status: 400,
      json: { success: false, message: 'ownerKey: Enter a valid public key (EOS… or PUB_K1_…).' },
    })
    expect(await devnet.post('/v1/accounts', { ...body, smsOtp: code, activeKey: undefined })).toMatchObject({
      status: 400,
      json: { message: 'activeKey: This field is required.' },
    })
    expect(
      await devnet.post('/v1/accounts', { ...body, smsOtp: code, telosAccount: 'smsuser11111' }),
    ).toMatchObject({ status: 409, json: { message: 'This account already exists.' } })
    expect(await devnet.post('/v1/accounts', { ...body })).toMatchObject({
      status: 400,
      json: { message: 'smsOtp: This field is required.' },
    })
    await expect(devnet.client.v1.chain.get_account(body.telosAccount)).rejects.toThrow()

    // Ten minutes later the code has expired.
    devnet.node.chain.advanceTime(11 * 60)
    expect(await devnet.post('/v1/accounts', { ...body, smsOtp: code })).toMatchObject({
      status: 400,
      json: {
        success: false,
        code: 'OTP_EXPIRED',
        message: 'The verification code has expired. Request a new code.',
      },
    })
    await expect(devnet.client.v1.chain.get_account(body.telosAccount)).rejects.toThrow()
  })
})

describe('POST /v1/recaptchaCreate', () => {
  it('R-HTTP-05: the local test captcha creates the account; any other answer is refused', async () => {
    const body = { accountName: 'captcha11111', ownerKey: owner, activeKey: active }
    expect(await devnet.post('/v1/recaptchaCreate', { ...body, recaptchaResponse: 'forged' })).toMatchObject({
      status: 400,
      json: { success: false, code: 'CAPTCHA_FAILED' },
    })
    expect(await devnet.post('/v1/recaptchaCreate', body)).toMatchObject({
      status: 400,
      json: { message: 'recaptchaResponse: This field is required.' },
    })
    const created = await devnet.post('/v1/recaptchaCreate', {
      ...body,
      recaptchaResponse: LOCAL_TEST_CAPTCHA,
    })
    expect(created).toMatchObject({ status: 200, json: { success: true, accountName: 'captcha11111' } })
    expect(
      await devnet.post('/v1/recaptchaCreate', { ...body, recaptchaResponse: LOCAL_TEST_CAPTCHA }),
    ).toMatchObject({
      status: 409,
      json: { message: 'This account already exists.' },
    })
    const history = await get(`/v2/history/get_actions?filter=eosio:newaccount&limit=1000`)
    const newAccounts = (
      history.json.actions as { act: { data: { name: string; creator: string } } }[]
    ).filter((action) => action.act.data.name === 'captcha11111')
    expect(newAccounts.map((action) => action.act.data.creator)).toEqual(['free.tf'])
  })

  it('R-HTTP-05: serves the reCAPTCHA stand-in as a script that hands over the accepted and a refused answer', async () => {
    const response = await fetch(`${devnet.url}/devnet/recaptcha/api.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    const script = await response.text()
    expect(script).toContain(JSON.stringify(LOCAL_TEST_CAPTCHA))
    expect(script).toContain(JSON.stringify(WRONG_TEST_CAPTCHA))
    expect(script).not.toMatch(/\beval\(|new Function|innerHTML/)
  })
})
