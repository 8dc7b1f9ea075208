import { describe, expect, it } from 'vitest'
import { firstMessage } from './validation.ts'
import { createTokenFormSchema, tokenMetaFormSchema } from './token-create.ts'
import {
  createTokenMemo,
  LOGO_URL_MESSAGE,
  memoField,
  supplyFormSchema,
  transferFormSchema,
  utf8Length,
} from './tokens.ts'

describe('transfers', () => {
  const schema = transferFormSchema({
    from: 'alice',
    symbol: { precision: 4, code: 'TLOS' },
    balance: '10.0000 TLOS',
  })

  it('R-TOK-07: builds the transfer data with the amount to the token decimals', () => {
    expect(schema.parse({ to: 'bob', quantity: '1.5', memo: 'thanks' })).toEqual({
      to: 'bob',
      quantity: '1.5000 TLOS',
      memo: 'thanks',
    })
    expect(schema.parse({ to: 'bob', quantity: 2 }).memo).toBe('')
  })

  it('refuses self transfers, overdrafts, extra decimals and long memos', () => {
    expect(firstMessage(schema, { to: 'alice', quantity: '1' })).toBe('You cannot transfer to yourself.')
    expect(firstMessage(schema, { to: 'bob', quantity: '10.0001' })).toBe('Must be at most 10.0000.')
    expect(firstMessage(schema, { to: 'bob', quantity: '0.00001' })).toBe('At most 4 decimals.')
    expect(firstMessage(schema, { to: 'bob', quantity: '1', memo: 'é'.repeat(129) })).toBe(
      'The memo is limited to 256 bytes.',
    )
    expect(firstMessage(schema, { to: 'Bob', quantity: '1' })).toBe(
      'Only lowercase letters a–z and digits 1–5.',
    )
  })

  it('counts memo bytes in UTF-8', () => {
    expect(utf8Length('é')).toBe(2)
    expect(utf8Length('a€😀')).toBe(1 + 3 + 4)
    expect(utf8Length('\ud800')).toBe(3)
    expect(memoField().safeParse('a'.repeat(256)).success).toBe(true)
    expect(memoField().safeParse('a'.repeat(257)).success).toBe(false)
    expect(memoField().safeParse('x'.repeat(1_000_000)).success).toBe(false)
  })
})

describe('token creation', () => {
  it('R-TOK-08 R-TOK-09: symbol 2–6 letters and decimals 2–9, with the max supply written to the decimals', () => {
    expect(
      createTokenFormSchema.parse({
        token_symbol: 'EGGS',
        decimals: 2,
        token_name: 'Eggs',
        max_supply: '1000000',
      }),
    ).toEqual({
      token_symbol: '2,EGGS',
      token_name: 'Eggs',
      max_supply: '1000000.00 EGGS',
      logo_sm: '',
      logo_lg: '',
    })
    expect(
      firstMessage(createTokenFormSchema, {
        token_symbol: 'E',
        decimals: 2,
        token_name: 'x',
        max_supply: '1',
      }),
    ).toBe('Use 2 to 6 capital letters A–Z.')
    expect(
      firstMessage(createTokenFormSchema, {
        token_symbol: 'EGG',
        decimals: 1,
        token_name: 'x',
        max_supply: '1',
      }),
    ).toBe('Must be at least 2.')
  })

  it('checks the max supply and logo links', () => {
    const base = { token_symbol: 'EGG', decimals: 2, token_name: 'Egg' }
    expect(firstMessage(createTokenFormSchema, { ...base, max_supply: '0' })).toBe('Must be greater than 0.')
    expect(firstMessage(createTokenFormSchema, { ...base, max_supply: '1.234' })).toBe('At most 2 decimals.')
    expect(
      firstMessage(createTokenFormSchema, { ...base, max_supply: '1', logo_sm: 'javascript:alert(1)' }),
    ).toBe(LOGO_URL_MESSAGE)
    expect(
      createTokenFormSchema.parse({ ...base, max_supply: 5, logo_lg: 'https://x.example/egg.png' }).logo_lg,
    ).toBe('https://x.example/egg.png')
  })

  it('R-TOK-01: takes only a logo the page can show: https or a gateway path, never http (the CSP loads images over https)', () => {
    const base = { token_symbol: 'EGG', decimals: 2, token_name: 'Egg', max_supply: '1' }
    expect(firstMessage(createTokenFormSchema, { ...base, logo_sm: 'http://x.example/egg.png' })).toBe(
      'Enter an https:// address or an IPFS gateway path (/ipfs/Qm…): images over http:// are never shown.',
    )
    const path = '/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'
    expect(createTokenFormSchema.parse({ ...base, logo_sm: path }).logo_sm).toBe(path)
    expect(firstMessage(createTokenFormSchema, { ...base, logo_sm: '/ipfs/not-a-hash' })).toBe(
      LOGO_URL_MESSAGE,
    )
  })
})

describe('issue and retire amounts', () => {
  const schema = supplyFormSchema({ symbol: { precision: 9, code: 'BIG' }, maxUnits: 2n ** 62n - 1n })

  it('R-TOK-10: writes the amount with the token decimals, exactly, even past 2^53 base units', () => {
    expect(schema.parse({ quantity: '1.5' }).quantity).toBe('1.500000000 BIG')
    expect(schema.parse({ quantity: '9007199.254740993' }).quantity).toBe('9007199.254740993 BIG')
    expect(
      supplyFormSchema({ symbol: { precision: 2, code: 'SYM' }, maxUnits: 1000n }).parse({ quantity: 1.5 })
        .quantity,
    ).toBe('1.50 SYM')
  })

  it('refuses more than the limit (what is left to issue, or the balance to retire) and extra decimals', () => {
    const small = supplyFormSchema({ symbol: { precision: 2, code: 'SYM' }, maxUnits: 1000n })
    expect(firstMessage(small, { quantity: '10.01' })).toBe('Must be at most 10.00.')
    expect(firstMessage(small, { quantity: '0.001' })).toBe('At most 2 decimals.')
    expect(firstMessage(small, { quantity: '0' })).toBe('Must be greater than 0.')
  })

  it('checks the edited name and logos', () => {
    expect(firstMessage(tokenMetaFormSchema, { token_name: '', logo_sm: '', logo_lg: '' })).toBe(
      'This field is required.',
    )
    expect(
      firstMessage(tokenMetaFormSchema, { token_name: 'A', logo_sm: 'javascript:alert(1)', logo_lg: '' }),
    ).toBe(LOGO_URL_MESSAGE)
    expect(createTokenMemo('Alpha', 'ABC')).toBe('Payment for creating Alpha (ABC) token')
  })
})
