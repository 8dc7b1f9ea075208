import { describe, expect, it } from 'vitest'
import { parseProducerValidation, safeHttpUrl } from './producer-validation.ts'

describe('the producer-validation document', () => {
  it('keeps well-formed entries and only http(s) links from a hostile document', () => {
    const entries = parseProducerValidation({
      producers: [
        null,
        { owner: 'NOT A NAME' },
        {
          owner: 'goodbp',
          org: {
            candidate_name: 'Good BP',
            website: 'javascript:alert(1)',
            location: { country: 'DE' },
            social: { twitter: 'goodbp', github: '../../evil', myspace: 'x' },
          },
          sslVerified: 'yes',
          apiVerified: true,
          lifetimeProducedBlocks: 10,
          lifetimeMissedBlocks: -1,
        },
      ],
    })
    expect([...entries.keys()]).toEqual(['goodbp'])
    expect(entries.get('goodbp')).toMatchObject({
      name: 'Good BP',
      country: 'DE',
      website: undefined,
      social: [{ network: 'twitter', url: 'https://twitter.com/goodbp' }],
      sslVerified: undefined,
      apiVerified: true,
      producedBlocks: 10,
      missedBlocks: undefined,
    })
  })

  it('reads nothing from a document that is not one', () => {
    expect(parseProducerValidation('<xml/>').size).toBe(0)
    expect(safeHttpUrl('https://bp.example/')).toBe('https://bp.example/')
    expect(safeHttpUrl('data:text/html,x')).toBeUndefined()
  })
})
