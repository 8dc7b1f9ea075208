import { describe, expect, it } from 'vitest'
import { explainDecideError } from './decide-errors.ts'

describe('telos.decide refusals in plain language', () => {
  it('explains the common castvote and regvoter checks and keeps the original message', () => {
    expect(explainDecideError('assertion failure with message: voter not found')).toEqual({
      text: expect.stringMatching(/not registered as a voter/),
      original: 'voter not found',
    })
    expect(explainDecideError('ballot status is must be in voting mode to cast vote')?.text).toMatch(
      /not open for voting/,
    )
    expect(explainDecideError('cannot vote for more than max options')?.text).toMatch(/Too many options/)
    // The unmerged contract PR appends a hint; the start still matches.
    expect(explainDecideError('must vote with a positive amount, check ballot voting type')?.text).toMatch(
      /voting power on this ballot is zero/,
    )
    expect(explainDecideError('invalid access method. contact treasury manager.')?.text).toMatch(/manager/)
  })

  it('leaves unknown messages and non-strings alone', () => {
    expect(explainDecideError('something new')).toBeUndefined()
    expect(explainDecideError(undefined)).toBeUndefined()
  })
})
