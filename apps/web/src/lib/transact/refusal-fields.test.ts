import { describe, expect, it } from 'vitest'
import { ChainError } from '@portal/chain/errors'
import { isMissingEndpoint, refusalOf } from './dry-run.ts'
import { plainRefusalText, refusalOnField } from './refusal-fields.ts'

const assertion = (message: string) =>
  new ChainError(message, {
    code: 3050003,
    details: [`assertion failure with message: ${message}`],
    status: 500,
  })

describe('contract refusals in plain words, beside their field', () => {
  it('rewrites the terse contract messages the journeys provoke', () => {
    expect(plainRefusalText('add_liquid: voter not found')).toBe(
      'The recipient is not a member of this DAO: register them first.',
    )
    expect(plainRefusalText('Respondant must be an account')).toBe('This account does not exist.')
    expect(plainRefusalText('something the table does not know')).toBe('something the table does not know')
  })

  it('a dry-run refusal reads as the chain said it and carries the plain words for the form', () => {
    const refusal = refusalOf(assertion('add_liquid: voter not found'))
    expect(refusal.message).toBe('add_liquid: voter not found')
    expect(refusal.plain).toBe('The recipient is not a member of this DAO: register them first.')
    expect(refusal.chainError.message).toBe('add_liquid: voter not found')
  })

  it("places a refusal on the form's field that caused it, in the form's words; others stay in the dialog", () => {
    const refusals = [{ match: 'voter not found', field: 'to', message: 'Not a member.' }] as const
    expect(refusalOnField(refusalOf(assertion('add_liquid: voter not found')), refusals)).toEqual({
      field: 'to',
      message: 'Not a member.',
    })
    expect(refusalOnField(refusalOf(assertion('overdrawn balance')), refusals)).toBeUndefined()
    expect(refusalOnField(new Error('network down'), refusals)).toBeUndefined()
  })

  it('knows a missing compute_transaction endpoint by its 404 or its "Unknown Endpoint"', () => {
    expect(isMissingEndpoint(new ChainError('Not Found', { status: 404 }))).toBe(true)
    expect(isMissingEndpoint(new ChainError('x', { details: ['Unknown Endpoint'], status: 400 }))).toBe(true)
    expect(isMissingEndpoint(assertion('overdrawn balance'))).toBe(false)
  })
})
