import { describe, expect, it } from 'vitest'
import { ballotDocumentLinks, contentUrl, inEnteredOrder, parseBallotContent } from './ballot-content.ts'

const HASH = 'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o'
const GW = 'https://ipfs.example'

describe('parseBallotContent', () => {
  it('R-GOV-09 R-GOV-10: reads imageUrl(s) and contentUrl(s)', () => {
    expect(parseBallotContent(JSON.stringify({ imageUrl: 'https://img.example/a.png' }))).toMatchObject({
      imageUrl: 'https://img.example/a.png',
      contentUrl: 'https://img.example/a.png',
    })
    expect(
      parseBallotContent(
        JSON.stringify({ imageUrls: ['https://img.example/b.png'], contentUrls: [`ipfs://${HASH}`] }),
      ),
    ).toMatchObject({ imageUrl: 'https://img.example/b.png', contentUrl: `ipfs://${HASH}` })
  })

  it('R-GOV-09: keeps every image and content link, unsafe ones dropped', () => {
    const parsed = parseBallotContent(
      JSON.stringify({
        imageUrl: 'https://img.example/a.png',
        imageUrls: ['https://img.example/b.png', 'javascript:alert(1)', `ipfs://${HASH}`],
        contentUrls: ['data:text/html,x', `ipfs://${HASH}`],
      }),
    )
    expect(parsed.imageUrls).toEqual([
      'https://img.example/a.png',
      'https://img.example/b.png',
      `ipfs://${HASH}`,
    ])
    expect(parsed.contentUrls).toEqual([`ipfs://${HASH}`])
  })

  it('R-GOV-11: reads per-option optionData', () => {
    const content = JSON.stringify({
      optionData: {
        yes: { displayText: 'Yes please', description: 'Fund it', imageUrls: ['https://x.example/y.png'] },
      },
    })
    expect(parseBallotContent(content).optionData).toEqual({
      yes: { displayText: 'Yes please', description: 'Fund it', imageUrls: ['https://x.example/y.png'] },
    })
  })

  it('drops unsafe links and survives malformed content', () => {
    expect(parseBallotContent(JSON.stringify({ imageUrl: 'javascript:alert(1)' })).imageUrl).toBeUndefined()
    expect(parseBallotContent(JSON.stringify({ contentUrl: 'data:text/html,hi' })).contentUrl).toBeUndefined()
    for (const content of [
      '',
      '{',
      'null',
      '[1,2]',
      '"text"',
      42,
      null,
      undefined,
      '{"optionData": 5}',
      'x'.repeat(200_000),
    ]) {
      expect(parseBallotContent(content)).toEqual({
        imageUrls: [],
        contentUrls: [],
        optionData: {},
        optionOrder: [],
      })
    }
  })
})

describe('links', () => {
  it('turns IPFS addresses into gateway links and keeps web links', () => {
    expect(contentUrl(`ipfs://${HASH}`, GW)).toBe(`${GW}/ipfs/${HASH}`)
    expect(contentUrl(HASH, GW)).toBe(`${GW}/ipfs/${HASH}`)
    expect(contentUrl('https://example.com/doc', GW)).toBe('https://example.com/doc')
    expect(contentUrl('javascript:alert(1)', GW)).toBeUndefined()
  })

  it('R-GOV-12: document hashes in content or description become viewable links', () => {
    expect(ballotDocumentLinks(JSON.stringify({ contentUrl: `ipfs://${HASH}` }), `see ${HASH}`, GW)).toEqual([
      `${GW}/ipfs/${HASH}`,
    ])
    expect(ballotDocumentLinks(undefined, null, GW)).toEqual([])
  })
})

describe('inEnteredOrder', () => {
  it('R-GOV-37: lists the options as the publisher entered them; unnamed ones follow in the chain order', () => {
    const chain = ['abstain', 'maybe', 'no', 'yes'].map((key) => ({ key, value: '0.0000 VOTE' }))
    const order = parseBallotContent(
      JSON.stringify({ optionOrder: ['yes', 'no', 'abstain', 42] }),
    ).optionOrder
    expect(order).toEqual(['yes', 'no', 'abstain'])
    expect(inEnteredOrder(chain, order).map((option) => option.key)).toEqual([
      'yes',
      'no',
      'abstain',
      'maybe',
    ])
    expect(inEnteredOrder(chain, []).map((option) => option.key)).toEqual(['abstain', 'maybe', 'no', 'yes'])
  })
})
