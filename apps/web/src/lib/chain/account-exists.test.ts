import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPageAt, startDevnetProcess, type DevnetProcess } from '@/lib/testing/devnet-process.ts'
import { accountExists } from './account-exists.ts'

let devnet: DevnetProcess
beforeAll(async () => {
  devnet = await startDevnetProcess({ seed: 'none' })
  openPageAt(devnet.url)
}, 60_000)
afterAll(() => devnet.stop())

describe('accountExists against a devnet', () => {
  it('R-FORM-33: tells a missing account from an existing one', async () => {
    expect(await accountExists('eosio')).toBe(true)
    expect(await accountExists('nonexistent1')).toBe(false)
  })

  it('throws when the chain cannot answer, rather than calling the account missing', async () => {
    await devnet.stop()
    await expect(accountExists('eosio')).rejects.toThrow()
  })
})
