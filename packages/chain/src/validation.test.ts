import { describe, expect, it } from 'vitest'
import { z } from './zod-mini.ts'
import {
  accountNameField,
  amountField,
  ballotIdField,
  documentHashField,
  firstMessage,
  futureDateField,
  isPhoneNumber,
  numberField,
  optionalDocumentHashField,
  phoneField,
  requiredText,
  tokenDecimalsField,
  tokenSymbolField,
  uniqueList,
} from './validation.ts'

const HASH = 'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o'
const hostile: unknown[] = [null, {}, [], true, Symbol('x'), 'x'.repeat(1_000_000)]

describe('generic messages', () => {
  it('R-FORM-34: required fields say "This field is required."', () => {
    for (const empty of ['', '   ', undefined])
      expect(firstMessage(requiredText(), empty)).toBe('This field is required.')
    expect(firstMessage(numberField(), '')).toBe('This field is required.')
    expect(firstMessage(numberField(), Number.NaN)).toBe('This field is required.')
    expect(firstMessage(requiredText(), 'ok')).toBeUndefined()
  })

  it('R-FORM-35: a past date says "The date must be in the future."', () => {
    const now = () => Date.UTC(2024, 0, 1)
    const field = futureDateField(now)
    expect(firstMessage(field, '2023-12-31T23:59:59')).toBe('The date must be in the future.')
    expect(firstMessage(field, '2024-01-01T00:00:01')).toBeUndefined()
    expect(firstMessage(field, new Date(Date.UTC(2025, 0, 1)))).toBeUndefined()
    expect(firstMessage(field, Date.UTC(2020, 0, 1))).toBe('The date must be in the future.')
    expect(firstMessage(field, '2030-06-01T10:30')).toBeUndefined() // datetime-local value
    expect(firstMessage(field, '')).toBe('This field is required.')
    expect(firstMessage(field, 'tomorrow')).toBe('Enter a valid date.')
  })

  it('R-FORM-36 R-FORM-37: bounds say "Must be at least {min}." and "Must be at most {max}."', () => {
    const field = numberField({ min: 1, max: 255 })
    expect(firstMessage(field, 0)).toBe('Must be at least 1.')
    expect(firstMessage(field, '256')).toBe('Must be at most 255.')
    expect(firstMessage(field, ' 7 ')).toBeUndefined()
    expect(field.parse('7')).toBe(7)
  })

  it('R-FORM-38: non-integers say "Must be an integer."', () => {
    expect(firstMessage(numberField({ integer: true, min: 1 }), 1.5)).toBe('Must be an integer.')
  })

  it('R-FORM-39: negatives say "Must be 0 or more."', () => {
    expect(firstMessage(numberField({ natural: true }), -1)).toBe('Must be 0 or more.')
    expect(firstMessage(numberField({ natural: true }), 0)).toBeUndefined()
  })

  it('R-FORM-40: zero says "Must be greater than 0."', () => {
    expect(firstMessage(numberField({ positive: true }), 0)).toBe('Must be greater than 0.')
    expect(firstMessage(numberField({ positive: true }), '0.01')).toBeUndefined()
  })

  it('text that is not a number is reported, never thrown', () => {
    expect(firstMessage(numberField(), 'abc')).toBe('Enter a number.')
    expect(firstMessage(numberField(), '1e400')).toBe('Enter a number.')
    for (const value of hostile) expect(typeof firstMessage(numberField(), value)).toBe('string')
  })

  it('R-ACCT-02: phone numbers must be valid', () => {
    expect(isPhoneNumber('+1 (555) 010-2030')).toBe(true)
    expect(isPhoneNumber('+44 20 7946 0958')).toBe(true)
    expect(firstMessage(phoneField(), '12345')).toBe('Enter a valid phone number.')
    expect(firstMessage(phoneField(), '+1 555 CALL NOW')).toBe('Enter a valid phone number.')
    for (const value of hostile) expect(isPhoneNumber(value)).toBe(false)
  })

  it('R-FORM-41: repeated values say "Repeated values are not allowed." on the repeat', () => {
    const result = uniqueList(z.string()).safeParse(['yes', 'no', 'yes'])
    expect(result.success).toBe(false)
    expect(result.error?.issues).toMatchObject([{ message: 'Repeated values are not allowed.', path: [2] }])
    expect(uniqueList(z.string()).safeParse(['yes', 'no']).success).toBe(true)
  })
})

describe('chain field schemas', () => {
  it('R-FORM-06 R-FORM-30 R-FORM-31: account names use the name messages', () => {
    expect(firstMessage(accountNameField(), 'Bob')).toBe('Only lowercase letters a–z and digits 1–5.')
    expect(firstMessage(accountNameField(), 'abcdefghijklm')).toBe('At most 12 characters.')
    expect(firstMessage(accountNameField('new'), 'bob')).toBe('Exactly 12 characters.')
    expect(firstMessage(accountNameField(), 'eosio.token')).toBeUndefined()
    expect(firstMessage(accountNameField(), undefined)).toBe('This field is required.')
  })

  it('R-FORM-03 R-FORM-09 R-FORM-27: documents must be IPFS hashes', () => {
    expect(firstMessage(documentHashField(), HASH)).toBeUndefined()
    expect(firstMessage(documentHashField(), 'x'.repeat(46))).toMatch(/valid IPFS hash/)
    expect(firstMessage(documentHashField(), '')).toBe('This field is required.')
  })

  it('R-FORM-18 R-DEFECT-07: an optional document is "" when absent, never null', () => {
    expect(optionalDocumentHashField().parse(undefined)).toBe('')
    expect(optionalDocumentHashField().parse('')).toBe('')
    expect(optionalDocumentHashField().parse(HASH)).toBe(HASH)
    expect(optionalDocumentHashField().safeParse('nope').success).toBe(false)
  })

  it('R-FORM-26: a ballot id is 12 characters of a-z and 1-5', () => {
    expect(firstMessage(ballotIdField(), 'abcdefghijk1')).toBeUndefined()
    expect(firstMessage(ballotIdField(), 'abc')).toMatch(/Exactly 12 characters/)
  })

  it('R-TOK-08 R-TOK-09: token symbol and decimals', () => {
    expect(firstMessage(tokenSymbolField(), 'EGGS')).toBeUndefined()
    expect(firstMessage(tokenSymbolField(), 'E')).toBe('Use 2 to 6 capital letters A–Z.')
    expect(firstMessage(tokenDecimalsField(), 1)).toBe('Must be at least 2.')
    expect(firstMessage(tokenDecimalsField(), 10)).toBe('Must be at most 9.')
    expect(firstMessage(tokenDecimalsField(), 4.5)).toBe('Must be an integer.')
  })

  it('amounts are above 0, within the token decimals and the balance, and come out formatted', () => {
    const field = amountField({ precision: 4, maxUnits: 100_000n })
    expect(field.parse('1.5')).toBe('1.5000')
    expect(field.parse(2)).toBe('2.0000')
    expect(firstMessage(field, '0')).toBe('Must be greater than 0.')
    expect(firstMessage(field, '1.23456')).toBe('At most 4 decimals.')
    expect(firstMessage(field, '10.0001')).toBe('Must be at most 10.0000.')
    expect(firstMessage(field, 'ten')).toBe('Enter a number.')
    expect(firstMessage(field, '')).toBe('This field is required.')
    expect(firstMessage(field, Number.NaN)).toBe('This field is required.')
    for (const value of hostile) expect(typeof firstMessage(field, value)).toBe('string')
  })
})

describe('hostile sizes', () => {
  // A pattern that backtracks on long input would hang here until the test's time-out; the test
  // asserts the answer, not a duration.
  it('a megabyte of digits is rejected with a message', () => {
    const digits = '1'.repeat(1_000_000) + 'x'
    expect(typeof firstMessage(amountField(), digits)).toBe('string')
    expect(typeof firstMessage(numberField(), digits)).toBe('string')
  })
})
