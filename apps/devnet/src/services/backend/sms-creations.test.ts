import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PrivateKey } from '@wharfkit/antelope'
import { afterAll, describe, expect, it } from 'vitest'
import { startTestDevnet } from '../../http/test-devnet.ts'
import { CRASH_ON_NEW_ACCOUNT } from '../../testing/crash-on-new-account.ts'
import { launchDevnet } from '../../testing/start-devnet.ts'

// An SMS account creation is two writes: the chain's newaccount and the backend's spent number. A
// devnet killed between them (or just before the first) is started again on its data directory, and
// the number must be exactly as spent as the chain says.

const root = mkdtempSync(join(tmpdir(), 'devnet-sms-creations-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const key = String(PrivateKey.generate('K1').toPublic())

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function smsCode(url: string, to: string): Promise<string> {
  const rows = (await (await fetch(`${url}/devnet/sms`)).json()) as { to: string; code: string }[]
  const row = rows.find((sms) => sms.to === to)
  if (!row) throw new Error(`no SMS to ${to}`)
  return row.code
}

/** Requests a code for `account` on `number` and creates the account with it; the devnet dies on the way. */
async function createAndDie(at: 'before-chain' | 'after-chain', number: string, account: string) {
  const dataDir = join(root, at)
  process.env.DEVNET_CRASH_ACCOUNT = account
  process.env.DEVNET_CRASH_AT = at
  const doomed = await launchDevnet({ mode: 'child', main: CRASH_ON_NEW_ACCOUNT, dataDir })
  delete process.env.DEVNET_CRASH_ACCOUNT
  delete process.env.DEVNET_CRASH_AT
  const sent = await postJson(`${doomed.url}/v1/registrations`, { smsNumber: number, telosAccount: account })
  expect(sent.status).toBe(200)
  const smsOtp = await smsCode(doomed.url, number)
  const create = { smsOtp, smsNumber: number, telosAccount: account, ownerKey: key, activeKey: key }
  await expect(postJson(`${doomed.url}/v1/accounts`, create)).rejects.toThrow() // no answer: it was killed
  await doomed.stop({ keepData: true })
  return { devnet: await startTestDevnet({ dataDir }), create }
}

describe('an SMS account creation cut off by SIGKILL', () => {
  it('R-ACCT-01: after the chain created the account, the restarted devnet counts the phone number as spent', async () => {
    const number = '+15550199001'
    const { devnet } = await createAndDie('after-chain', number, 'cutoffafter1')
    try {
      expect(devnet.node.chain.accounts.exists('cutoffafter1')).toBe(true)
      const again = await devnet.post('/v1/registrations', {
        smsNumber: number,
        telosAccount: 'secondacct11',
      })
      expect(again).toMatchObject({ status: 409, json: { code: 'NUMBER_USED' } })
    } finally {
      await devnet.close()
    }
  })

  it('R-ACCT-01: before the chain created it, the restarted devnet leaves the number and its code free, and the account can be created', async () => {
    const number = '+15550199002'
    const { devnet, create } = await createAndDie('before-chain', number, 'cutoffbefor1')
    try {
      expect(devnet.node.chain.accounts.exists('cutoffbefor1')).toBe(false)
      // The same request again, with the code that was sent before the kill.
      const created = await devnet.post('/v1/accounts', create)
      expect(created).toMatchObject({ status: 200, json: { success: true, accountName: 'cutoffbefor1' } })
      const used = await devnet.post('/v1/registrations', { smsNumber: number, telosAccount: 'secondacct12' })
      expect(used).toMatchObject({ status: 409, json: { code: 'NUMBER_USED' } })
    } finally {
      await devnet.close()
    }
  })
})
