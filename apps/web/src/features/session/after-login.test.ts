import { describe, expect, it } from 'vitest'
import { afterLoginPath } from './after-login.ts'

describe('afterLoginPath', () => {
  it('R-SESS-05: goes to the returnUrl when there is one', () => {
    expect(afterLoginPath('/resolve/cases?page=2', { account: 'alice', returning: false })).toBe(
      '/resolve/cases?page=2',
    )
  })

  it('R-SESS-06: sends a first-time user to their profile', () => {
    expect(afterLoginPath(null, { account: 'alice', returning: false })).toBe('/profiles/display/alice')
  })

  it('R-SESS-07: sends a returning user to /', () => {
    expect(afterLoginPath(null, { account: 'alice', returning: true })).toBe('/')
  })

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login?returnUrl=/x',
  ])('ignores a returnUrl that leaves the portal or loops (%s)', (returnUrl) => {
    expect(afterLoginPath(returnUrl, { account: 'bob', returning: true })).toBe('/')
  })
})
