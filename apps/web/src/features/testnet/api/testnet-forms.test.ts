import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS_MESSAGE, PUBLIC_KEY_MESSAGE } from '@portal/chain/keys'
import { ACCOUNT_CHARACTERS_MESSAGE, ACCOUNT_EXACT_LENGTH_MESSAGE } from '@portal/chain/names'
import { isSuccessReply } from '@/lib/services/testnet.ts'
import { createAccountSchema, developerTab, evmAddressSchema, nativeFaucetSchema } from './testnet-forms.ts'

const KEY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message

describe('the developer tabs', () => {
  it('R-TEST-01: new names are 12 of a–z1–5 and keys EOS+50 or PUB_K1_+50 characters', () => {
    const valid = { accountName: 'abcdefgh1234', ownerKey: KEY, activeKey: `PUB_K1_${'a'.repeat(50)}` }
    expect(createAccountSchema.safeParse(valid).success).toBe(true)
    expect(firstMessage(createAccountSchema.safeParse({ ...valid, accountName: 'short' }))).toBe(
      ACCOUNT_EXACT_LENGTH_MESSAGE,
    )
    expect(firstMessage(createAccountSchema.safeParse({ ...valid, accountName: 'abcdefgh1239' }))).toBe(
      ACCOUNT_CHARACTERS_MESSAGE,
    )
    expect(firstMessage(createAccountSchema.safeParse({ ...valid, ownerKey: `EOS${'a'.repeat(49)}` }))).toBe(
      PUBLIC_KEY_MESSAGE,
    )
    // 0, O, I and l are not base58.
    expect(createAccountSchema.safeParse({ ...valid, activeKey: `EOS${'0'.repeat(50)}` }).success).toBe(false)
  })

  it('R-TEST-02 R-TEST-03 R-TEST-04: native accounts follow the name rule, EVM addresses are 0x + 40 hex', () => {
    expect(nativeFaucetSchema.safeParse({ account: 'eosio.token' }).success).toBe(true)
    expect(nativeFaucetSchema.safeParse({ account: 'Bad' }).success).toBe(false)
    expect(evmAddressSchema.safeParse({ address: `0x${'aB3'.repeat(13)}f` }).success).toBe(true)
    expect(firstMessage(evmAddressSchema.safeParse({ address: `0x${'g'.repeat(40)}` }))).toBe(
      EVM_ADDRESS_MESSAGE,
    )
    expect(firstMessage(evmAddressSchema.safeParse({ address: `0x${'a'.repeat(39)}` }))).toBe(
      EVM_ADDRESS_MESSAGE,
    )
  })

  it('reads ?tab= with a fallback, and counts objects and transaction ids as success', () => {
    expect(developerTab('tlos-zkevm')).toBe('tlos-zkevm')
    expect(developerTab('nonsense')).toBe('create')
    expect(developerTab(null, 'tlos-evm')).toBe('tlos-evm')
    expect(isSuccessReply({ success: true })).toBe(true)
    expect(isSuccessReply('a'.repeat(64))).toBe(true)
    expect(isSuccessReply('ok')).toBe(false)
    expect(isSuccessReply({ success: false })).toBe(false)
    expect(isSuccessReply(null)).toBe(false)
  })
})
