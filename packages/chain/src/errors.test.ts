import { APIError } from '@wharfkit/antelope'
import { describe, expect, it } from 'vitest'
import {
  ASSERTION_PREFIX,
  ChainError,
  assertionErrorBody,
  chainErrorFromResponse,
  chainErrorMessage,
  parseChainError,
} from './errors.ts'

const assertion = assertionErrorBody('Case needs to be in AWAITING ARBS status')
const missingAuth = {
  code: 401,
  message: 'UnAuthorized',
  error: {
    code: 3090004,
    name: 'missing_auth_exception',
    what: 'Missing required authority',
    details: [
      { message: 'missing authority of alice', file: 'apply_context.cpp', line_number: 1, method: 'x' },
    ],
  },
}

describe('parseChainError', () => {
  it('R-ERR-03: shows the first detail message without the assertion prefix', () => {
    const error = parseChainError(assertion)
    expect(error).toBeInstanceOf(ChainError)
    expect(error.message).toBe('Case needs to be in AWAITING ARBS status')
    expect(error.code).toBe(3050003)
    expect(error.status).toBe(500)
    expect(error.errorName).toBe('eosio_assert_message_exception')
    expect(error.details[0]).toBe(ASSERTION_PREFIX + 'Case needs to be in AWAITING ARBS status')
    expect(error.isAssertion).toBe(true)
  })

  it('keeps non-assertion details as they are', () => {
    const error = parseChainError(missingAuth)
    expect(error.message).toBe('missing authority of alice')
    expect(error.code).toBe(3090004)
    expect(error.isAssertion).toBe(false)
  })

  it('reads Wharf Kit API errors thrown by the client', () => {
    const thrown = new APIError('/v1/chain/send_transaction', {
      json: assertion,
      status: 500,
      text: JSON.stringify(assertion),
      headers: {},
    } as never)
    const error = parseChainError(thrown)
    expect(error.message).toBe('Case needs to be in AWAITING ARBS status')
    expect(error.status).toBe(500)
    expect(error.code).toBe(3050003)
    expect(error.cause).toBe(thrown)
  })

  it('finds the chain error inside wrapping errors (cause) and a bare nodeos error object', () => {
    const wrapped = new Error('Transaction failed', { cause: { json: assertion } })
    expect(chainErrorMessage(wrapped)).toBe('Case needs to be in AWAITING ARBS status')
    expect(chainErrorMessage(assertion.error)).toBe('Case needs to be in AWAITING ARBS status')
  })

  it('R-ERR-05: without chain details, shows the error message', () => {
    expect(chainErrorMessage(new Error('Cancelled!'))).toBe('Cancelled!')
    expect(chainErrorMessage('Modal closed')).toBe('Modal closed')
    expect(
      chainErrorMessage({
        code: 500,
        message: 'Internal Service Error',
        error: { what: 'boom', details: [] },
      }),
    ).toBe('Internal Service Error')
    expect(chainErrorMessage({ error: { what: 'Unknown Block', details: [] } })).toBe('Unknown Block')
  })

  it('never throws on odd input', () => {
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error('boom')
        },
      },
    )
    const circular: Record<string, unknown> = {}
    circular.cause = circular
    for (const input of [
      undefined,
      null,
      0,
      NaN,
      true,
      [],
      {},
      '',
      Symbol('x'),
      throwing,
      circular,
      () => 1,
    ]) {
      const error = parseChainError(input)
      expect(error).toBeInstanceOf(ChainError)
      expect(error.message.length).toBeGreaterThan(0)
    }
    expect(chainErrorMessage({ error: { details: 'not an array' } })).toBe('Unknown error')
    expect(chainErrorMessage({ error: { details: [null, 5, { message: 7 }], what: 'fallback' } })).toBe(
      'fallback',
    )
  })

  it('clips huge messages so they cannot flood the interface', () => {
    const huge = assertionErrorBody('x'.repeat(5_000_000))
    const message = chainErrorMessage(huge)
    expect(message.length).toBeLessThanOrEqual(1000)
    expect(message.endsWith('…')).toBe(true)
  })

  it('unwraps the "Error: " prefix Wharf Kit adds when rethrowing, and assertion text in plain messages', () => {
    expect(chainErrorMessage(new Error('Error: Error: ' + ASSERTION_PREFIX + 'Claim not found'))).toBe(
      'Claim not found',
    )
    expect(chainErrorMessage('Error: ')).toBe('Unknown error')
  })

  it('builds errors for failed HTTP answers, with or without a nodeos body', () => {
    const fromBody = chainErrorFromResponse(500, assertion, 'HTTP 500')
    expect(fromBody.message).toBe('Case needs to be in AWAITING ARBS status')
    expect(fromBody.status).toBe(500)
    expect(fromBody.code).toBe(3050003)
    const plain = chainErrorFromResponse(502, '<html>Bad gateway</html>', 'HTTP 502 at /v1/chain/get_info')
    expect(plain.message).toBe('HTTP 502 at /v1/chain/get_info')
    expect(plain.status).toBe(502)
  })

  it('R-ERR-13: a history or backend API refusal carries the response message', () => {
    const refused = { statusCode: 400, error: 'Bad Request', message: 'querystring/limit must be <= 1000' }
    const fromApi = chainErrorFromResponse(400, refused, 'HTTP 400 at /v2/history/get_actions')
    expect(fromApi.message).toBe('querystring/limit must be <= 1000')
    expect(fromApi.status).toBe(400)
    expect(chainErrorFromResponse(400, { message: '  ' }, 'HTTP 400').message).toBe('HTTP 400')
    expect(
      chainErrorFromResponse(400, { message: 'x'.repeat(100_000) }, 'HTTP 400').message.length,
    ).toBeLessThanOrEqual(1000)
  })

  it('returns a ChainError unchanged', () => {
    const error = new ChainError('already parsed')
    expect(parseChainError(error)).toBe(error)
  })
})
