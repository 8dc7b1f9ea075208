import { describe, expect, it } from 'vitest'
import { NO_TRANSACTION_MESSAGE, signedActions } from './wharf.ts'

describe("the wallet's answer", () => {
  it('R-ERR-08: an answer without a transaction (a null result) is an error, never a signed transaction', () => {
    expect(() => signedActions({ resolved: undefined, signatures: [] }, false)).toThrow(
      NO_TRANSACTION_MESSAGE,
    )
  })
})
