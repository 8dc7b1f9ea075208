import { PrivateKey } from '@wharfkit/antelope'
import { describe, expect, it } from 'vitest'
import { generateAccountKeys, keysFileText } from './new-account-keys.ts'

describe('new account keys', () => {
  it('R-ACCT-01: makes two distinct K1 key pairs whose public keys match their private keys, and writes them to the file', async () => {
    const keys = await generateAccountKeys()
    expect(keys.owner.privateKey).not.toBe(keys.active.privateKey)
    for (const pair of [keys.owner, keys.active]) {
      expect(PrivateKey.from(pair.privateKey).toPublic().toLegacyString()).toBe(pair.publicKey)
      expect(pair.publicKey).toMatch(/^EOS\w{50}$/)
    }
    const text = keysFileText('newaccount12', keys)
    expect(text).toContain('Telos account: newaccount12')
    expect(text).toContain(`Active private key: ${keys.active.privateKey}`)
    expect(text).toContain(`Owner public key: ${keys.owner.publicKey}`)
  })
})
