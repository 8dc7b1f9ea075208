import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { arbitration } from './contracts/arbitration/index.ts'
import * as chain from './index.ts'

// Every predicate of the package (isX, hasX, canX, showsX) answers a boolean for anything, and
// every message helper answers a string or undefined: hostile input never throws. The rules over
// contract rows take rows their table's schema has parsed (the portal reads rows only through the
// table queries, which drop what fails the schema), so for them hostile input must stop at the schema.
const hostile: unknown[] = [
  undefined,
  null,
  0,
  -1,
  Number.NaN,
  Infinity,
  '',
  'x'.repeat(100_000),
  '\u0000',
  true,
  [],
  [null],
  {},
  { status: 'voting', end_time: {} },
  Symbol('s'),
  () => 1,
  10n,
]

type AnyFunction = (...args: unknown[]) => unknown
const functions = (Object.entries(chain) as [string, unknown][]).filter(
  (entry): entry is [string, AnyFunction] => typeof entry[1] === 'function',
)

/** Rules whose arguments are parsed rows, with the schemas of those rows. */
const { tables } = arbitration
const rowRules: Record<string, readonly z.ZodMiniType[]> = {
  isArbStatusLocked: [tables.arbitrators.row],
  isSeatedArbitrator: [tables.arbitrators.row],
  isAssignedArbitrator: [tables.casefiles.row],
  canRespondToOffer: [tables.casefiles.row, tables.offers.row, tables.arbitrators.row, tables.config.row],
  isClaimOpen: [tables.claims.row],
  hasPendingInfoDeadline: [tables.claims.row],
  isElectionCandidate: [tables.elections.row],
}

describe('hostile input', () => {
  const allPredicates = functions.filter(([name]) => /^(is|has|can|shows)[A-Z]/.test(name))
  const predicates = allPredicates.filter(([name]) => !(name in rowRules))

  it('finds the predicates', () => {
    expect(allPredicates.length).toBeGreaterThan(30)
  })

  it.each(Object.entries(rowRules))('%s only ever sees rows its schemas accept', (name, schemas) => {
    expect(allPredicates.map(([found]) => found)).toContain(name)
    for (const schema of schemas) {
      for (const value of hostile) expect(schema.safeParse(value).success).toBe(false)
    }
  })

  it.each(predicates)('%s answers a boolean and never throws', (_name, fn) => {
    for (const a of hostile) {
      for (const b of [undefined, a]) {
        expect(typeof fn(a, b, b)).toBe('boolean')
      }
    }
  })

  const messages = [
    'accountNameMessage',
    'chainErrorMessage',
    'caseStatusLabel',
    'claimStatusLabel',
    'offerStatusLabel',
  ]
  it.each(messages)('%s answers text and never throws', (name) => {
    const fn = (chain as unknown as Record<string, AnyFunction>)[name]!
    for (const a of hostile) expect(['string', 'undefined']).toContain(typeof fn(a))
  })
})
