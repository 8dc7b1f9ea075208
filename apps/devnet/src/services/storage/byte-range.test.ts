import { describe, expect, it } from 'vitest'
import { parseByteRange } from './byte-range.ts'

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-4', { kind: 'part', start: 0, end: 4 }],
    ['bytes=5-', { kind: 'part', start: 5, end: 9 }],
    ['bytes=-3', { kind: 'part', start: 7, end: 9 }],
    ['bytes=-30', { kind: 'part', start: 0, end: 9 }],
    ['bytes=8-100', { kind: 'part', start: 8, end: 9 }],
    ['bytes=10-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,4-5', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=5-2', { kind: 'whole' }],
  ])('reads %s of a 10-byte file', (header, expected) => {
    expect(parseByteRange(header, 10)).toEqual(expected)
  })

  it('sends the whole file when there is no Range header', () => {
    expect(parseByteRange(undefined, 10)).toEqual({ kind: 'whole' })
  })

  it('can not satisfy any range of an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' })
  })
})
