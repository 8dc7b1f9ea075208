import { describe, expect, it } from 'vitest'
import { ChainError, errorMessage } from './chain-error.ts'

const assertion = {
  code: 500,
  message: 'Internal Service Error',
  error: {
    code: 3050003,
    name: 'eosio_assert_message_exception',
    what: 'eosio_assert_message assertion failure',
    details: [
      { message: 'assertion failure with message: ballot is not open for voting' },
      { message: 'pending console output: ' },
    ],
  },
}

describe('errorMessage', () => {
  it('R-ERR-03: shows the first chain detail without the assertion prefix', () => {
    expect(errorMessage(new ChainError(500, assertion, 'fallback'))).toBe('ballot is not open for voting')
    expect(errorMessage(assertion)).toBe('ballot is not open for voting')
  })

  it('keeps a detail that is not an assertion as it is', () => {
    const body = {
      error: {
        code: 3090004,
        name: 'missing_auth_exception',
        details: [{ message: 'missing authority of bob' }],
      },
    }
    expect(errorMessage(new ChainError(401, body, 'fallback'))).toBe('missing authority of bob')
  })

  it('R-ERR-05: without chain details shows the error message', () => {
    expect(errorMessage(new Error('Cancelled!'))).toBe('Cancelled!')
    expect(errorMessage('Cancelled!')).toBe('Cancelled!')
  })

  it('unwraps the "Error: " prefix Wharf Kit adds when it rethrows', () => {
    expect(errorMessage(new Error('Error: Error: Cancelled!'))).toBe('Cancelled!')
    expect(errorMessage(new Error('assertion failure with message: case not found'))).toBe('case not found')
  })

  it('falls back for values that carry no message', () => {
    expect(errorMessage(undefined)).toBe('Unknown error')
    expect(errorMessage({})).toBe('Unknown error')
  })
})

describe('ChainError', () => {
  it('keeps status, code, name and every detail', () => {
    const error = new ChainError(500, assertion, 'fallback')
    expect(error.status).toBe(500)
    expect(error.code).toBe(3050003)
    expect(error.errorName).toBe('eosio_assert_message_exception')
    expect(error.details).toHaveLength(2)
    expect(error.message).toBe('assertion failure with message: ballot is not open for voting')
  })

  it('uses the fallback when the body is not nodeos-shaped', () => {
    expect(new ChainError(502, undefined, '502 Bad Gateway from /v1/chain/get_info').message).toBe(
      '502 Bad Gateway from /v1/chain/get_info',
    )
  })
})
