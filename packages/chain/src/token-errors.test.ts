import { describe, expect, it } from 'vitest'
import { assertionErrorBody } from './errors.ts'
import { explainTokenError } from './token-errors.ts'

describe('explainTokenError', () => {
  it("turns the token contracts' messages into plain language and keeps the original", () => {
    expect(explainTokenError(assertionErrorBody('overdrawn balance'))).toEqual({
      text: 'The amount is more than the balance of the sending account.',
      original: 'overdrawn balance',
    })
    expect(explainTokenError(assertionErrorBody('tokens can only be issued to issuer account')).text).toMatch(
      /only be issued to the token's owner/,
    )
    expect(explainTokenError(assertionErrorBody('Cannot create token, symbol already exists')).text).toMatch(
      /already exists/,
    )
  })

  it('names the account whose signature is missing', () => {
    expect(explainTokenError(new Error('missing authority of tokenowner')).text).toBe(
      "Only tokenowner can do this: the chain requires that account's signature.",
    )
  })

  it('shows an unknown message as it is', () => {
    expect(explainTokenError(new Error('something new'))).toEqual({
      text: 'something new',
      original: 'something new',
    })
  })
})
