import { describe, expect, it } from 'vitest'
import { firstMessage } from '../validation.ts'
import { depositFormSchema } from './escrow-deposit.ts'

describe('the escrow deposit form', () => {
  it('R-RES-ACCT-05: a deposit is above 0, with 4 decimals, at most the liquid balance', () => {
    const schema = depositFormSchema('12.5000 TLOS')
    expect(schema.parse({ quantity: '2.5' })).toEqual({ quantity: '2.5000 TLOS' })
    expect(firstMessage(schema, { quantity: '0' })).toBe('Must be greater than 0.')
    expect(firstMessage(schema, { quantity: '12.5001' })).toBe('Must be at most 12.5000.')
    expect(firstMessage(schema, { quantity: '1.00001' })).toBe('At most 4 decimals.')
    expect(firstMessage(depositFormSchema(undefined), { quantity: '1' })).toBe('Must be at most 0.0000.')
  })
})
