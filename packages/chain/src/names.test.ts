import { describe, expect, it } from 'vitest'
import { Name, UInt64 } from '@wharfkit/antelope'
import {
  ACCOUNT_CHARACTERS_MESSAGE,
  ACCOUNT_DOTTED_LENGTH_MESSAGE,
  ACCOUNT_EXACT_LENGTH_MESSAGE,
  ACCOUNT_TOO_LONG_MESSAGE,
  ACCOUNT_TRAILING_DOT_MESSAGE,
  accountNameMessage,
  ballotNameFromTitle,
  isAccountName,
  isBallotId,
  isBallotName,
  isNewAccountName,
  randomBallotId,
  nameFromValue,
} from './names.ts'

const hostile: unknown[] = [undefined, null, 12, {}, [], true, 'a'.repeat(1_000_000), '\u0000', '🙂🙂']

describe('isAccountName', () => {
  it.each(['eosio', 'alice', 'testtelosarb', 'eosio.token', 'a', 'abc.de', 'z12345'])(
    'R-FORM-28: accepts %s',
    (name) => {
      expect(isAccountName(name)).toBe(true)
    },
  )

  it.each(['', 'Alice', 'toolongname123', 'has6digit', 'a.', '.a', 'eosio.', 'with space', 'a_b'])(
    'R-FORM-28: rejects %j',
    (name) => {
      expect(isAccountName(name)).toBe(false)
    },
  )

  it('R-FORM-29: a dotted name needs 3 to 12 characters', () => {
    expect(isAccountName('a.b')).toBe(true)
    expect(isAccountName('.b')).toBe(false)
    expect(isAccountName('abcdef.ghijk')).toBe(true)
    expect(isAccountName('abcdef.ghijkl')).toBe(false)
  })

  it('answers false for hostile input instead of throwing', () => {
    for (const value of hostile) expect(isAccountName(value)).toBe(false)
  })
})

describe('isNewAccountName', () => {
  it('needs exactly 12 characters of a-z and 1-5', () => {
    expect(isNewAccountName('newuser12345')).toBe(true)
    expect(isNewAccountName('short')).toBe(false)
    expect(isNewAccountName('new.user1234')).toBe(false)
    expect(isNewAccountName('newuser12346')).toBe(false)
    for (const value of hostile) expect(isNewAccountName(value)).toBe(false)
  })
})

describe('accountNameMessage', () => {
  it('R-FORM-30: over-long names say "At most 12 characters."', () => {
    expect(accountNameMessage('abcdefghijklm')).toBe(ACCOUNT_TOO_LONG_MESSAGE)
    expect(ACCOUNT_TOO_LONG_MESSAGE).toBe('At most 12 characters.')
    expect(accountNameMessage('x'.repeat(500_000), 'new')).toBe('At most 12 characters.')
  })

  it('R-FORM-31: bad characters say "Only lowercase letters a–z and digits 1–5."', () => {
    expect(accountNameMessage('Alice')).toBe('Only lowercase letters a–z and digits 1–5.')
    expect(accountNameMessage('bob6')).toBe(ACCOUNT_CHARACTERS_MESSAGE)
    expect(accountNameMessage('new.user1234', 'new')).toBe(ACCOUNT_CHARACTERS_MESSAGE)
  })

  it('new accounts need exactly 12 characters', () => {
    expect(accountNameMessage('alice', 'new')).toBe(ACCOUNT_EXACT_LENGTH_MESSAGE)
    expect(accountNameMessage('alice1234512', 'new')).toBeUndefined()
  })

  it('R-FORM-29: existing names follow the dotted-name rule', () => {
    expect(accountNameMessage('eosio.token')).toBeUndefined()
    expect(accountNameMessage('a.')).toBe(ACCOUNT_TRAILING_DOT_MESSAGE)
    expect(accountNameMessage('.a')).toBe(ACCOUNT_DOTTED_LENGTH_MESSAGE)
  })

  it('empty or non-string input is reported as required', () => {
    expect(accountNameMessage('')).toBe('This field is required.')
    expect(accountNameMessage(42)).toBe('This field is required.')
    expect(accountNameMessage(undefined, 'new')).toBe('This field is required.')
  })
})

describe('ballot names', () => {
  it('R-GOV-34 R-FORM-26: a ballot id is exactly 12 characters of a-z and 1-5', () => {
    expect(isBallotId('abcdefghijk1')).toBe(true)
    expect(isBallotId('abcdefghijk')).toBe(false)
    expect(isBallotId('abcdefghijk6')).toBe(false)
    expect(isBallotId('abcdefghij.1')).toBe(false)
    for (const value of hostile) expect(isBallotId(value)).toBe(false)
  })

  it('a ballot may be created with 1 to 12 characters of a-z and 1-5', () => {
    expect(isBallotName('poll1')).toBe(true)
    expect(isBallotName('')).toBe(false)
    expect(isBallotName('abcdefghijklm')).toBe(false)
    expect(isBallotName(7)).toBe(false)
  })

  it('R-GOV-35: the ballot name keeps only a-z and 1-5 from the title, cut to 12', () => {
    expect(ballotNameFromTitle('Should we fund 2026 Works?')).toBe('shouldwefund')
    expect(ballotNameFromTitle('Vote 6789 now!')).toBe('votenow')
    expect(ballotNameFromTitle('Élan 12345')).toBe('lan12345')
    expect(ballotNameFromTitle('!!!')).toBe('')
    expect(ballotNameFromTitle(undefined)).toBe('')
    expect(ballotNameFromTitle('a'.repeat(2_000_000))).toBe('aaaaaaaaaaaa')
  })

  it('R-RES-ADMIN-05: a generated ballot id is a valid, fresh 12-character id', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomBallotId()))
    for (const id of ids) expect(isBallotId(id)).toBe(true)
    expect(ids.size).toBe(200)
  })

  it('generated ids use the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 300 }, () => randomBallotId()).join(''))
    expect(seen.size).toBe(31)
  })
})

describe('nameFromValue', () => {
  it('prints a uint64 as the name nodeos shows, matching Wharf Kit', () => {
    expect(nameFromValue(0n)).toBe('')
    expect(nameFromValue(3n)).toBe('............3')
    expect(nameFromValue(6n)).toBe('............a')
    for (const name of ['eosio', 'testtelosarb', 'claimant1', 'a.b.c', 'zzzzzzzzzzzzj']) {
      expect(nameFromValue(BigInt(Name.from(name).value.toString()))).toBe(name)
    }
    for (const value of [1n, 16n, 12345678901234567n, 2n ** 64n - 1n])
      expect(nameFromValue(value)).toBe(Name.from(UInt64.from(value.toString())).toString())
  })
})
