import { Name } from '@wharfkit/antelope'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAME_CHARACTERS, isAccountName } from './names.ts'
import { compareCodeUnits } from './order.ts'

const accountName = fc
  .array(fc.constantFrom(...NAME_CHARACTERS), { minLength: 1, maxLength: 12 })
  .map((characters) => characters.join(''))
  .filter(isAccountName)

describe('compareCodeUnits', () => {
  it('R-READ-41: orders account names as the chain orders them, by their uint64 values', () => {
    fc.assert(
      fc.property(accountName, accountName, (a, b) => {
        const chain = Name.from(a).value.toString()
        const other = Name.from(b).value.toString()
        const byValue = BigInt(chain) < BigInt(other) ? -1 : BigInt(chain) > BigInt(other) ? 1 : 0
        expect(compareCodeUnits(a, b)).toBe(byValue)
      }),
    )
  })

  it('R-READ-41: orders symbol codes and ISO times as the usual sort does, equal ones as equal', () => {
    expect(['VOTE', 'TLOS', 'ABC', 'TLOSX', 'A'].sort(compareCodeUnits)).toEqual([
      'A',
      'ABC',
      'TLOS',
      'TLOSX',
      'VOTE',
    ])
    expect(
      ['2026-11-30T10:00:00', '2026-01-02T00:00:00', '2025-12-31T23:59:59'].sort(compareCodeUnits),
    ).toEqual(['2025-12-31T23:59:59', '2026-01-02T00:00:00', '2026-11-30T10:00:00'])
    expect(compareCodeUnits('voter1', 'voter1')).toBe(0)
  })
})
