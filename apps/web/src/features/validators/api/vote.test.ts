import { describe, expect, it } from 'vitest'
import { voteData, voteProjection } from './vote.ts'

describe('voting for validators', () => {
  it('sends voteproducer with no proxy and the names sorted and unique', () => {
    expect(voteData('voter3', ['producer3', 'producer1', 'producer3'])).toEqual({
      voter: 'voter3',
      proxy: '',
      producers: ['producer1', 'producer3'],
    })
  })

  it('projects the weight of the new votes with the sine formula and the change from the last weight', () => {
    const voter = { staked: '8000000', last_vote_weight: 21912.418 }
    const two = voteProjection(voter, 2)
    expect(two.projected).toBeCloseTo(((Math.sin((Math.PI * 2) / 30 - Math.PI / 2) + 1) / 2) * 8_000_000, 6)
    expect(two.change).toBeCloseTo(two.projected - 21912.418, 6)
    expect(voteProjection(voter, 30).projected).toBeCloseTo(8_000_000, 6)
    expect(voteProjection(null, 5)).toMatchObject({ staked: 0, projected: 0, last: 0 })
  })
})
