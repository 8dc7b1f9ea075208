import { describe, expect, it } from 'vitest'
import { isAccountName, isNewAccountName } from './names.ts'

describe('isAccountName', () => {
  it.each(['eosio', 'alice', 'testtelosarb', 'eosio.token', 'a', 'abc.de', 'z12345'])(
    'accepts %s',
    (name) => {
      expect(isAccountName(name)).toBe(true)
    },
  )

  it.each(['', 'Alice', 'toolongname123', 'has6digit', 'a.', '.a', 'eosio.', 'with space', 'a_b'])(
    'rejects %j',
    (name) => {
      expect(isAccountName(name)).toBe(false)
    },
  )
})

describe('isNewAccountName', () => {
  it('needs exactly 12 characters of a-z and 1-5', () => {
    expect(isNewAccountName('newuser12345')).toBe(true)
    expect(isNewAccountName('short')).toBe(false)
    expect(isNewAccountName('new.user1234')).toBe(false)
    expect(isNewAccountName('newuser12346')).toBe(false)
  })
})
