import { describe, expect, it } from 'vitest'
import { devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { accountExists } from './account-exists.ts'

const devnet = devnetForThisFile({ seed: 'none' })

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
