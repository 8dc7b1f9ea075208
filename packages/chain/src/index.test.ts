import { describe, expect, it } from 'vitest'
import * as chain from './index.ts'

// Every predicate of the package (isX, hasX, canX, showsX) answers a boolean for anything, and
// every message helper answers a string or undefined: hostile input never throws.
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

describe('hostile input', () => {
  const predicates = functions.filter(([name]) => /^(is|has|can|shows)[A-Z]/.test(name))

  it('finds the predicates', () => {
    expect(predicates.length).toBeGreaterThan(30)
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
