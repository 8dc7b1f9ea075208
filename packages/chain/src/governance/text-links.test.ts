import { describe, expect, it } from 'vitest'
import { safeHttpUrl, textSegments } from './text-links.ts'

const HASH = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'

describe('text with links', () => {
  it('R-GOV-12: turns http(s) URLs and document hashes into links, the rest stays text', () => {
    expect(textSegments(`Rules: ${HASH}. See https://telos.net/a?b=1, then vote.`, 'https://gw.io')).toEqual([
      { kind: 'text', text: 'Rules: ' },
      { kind: 'link', text: HASH, href: `https://gw.io/ipfs/${HASH}` },
      { kind: 'text', text: '. See ' },
      { kind: 'link', text: 'https://telos.net/a?b=1', href: 'https://telos.net/a?b=1' },
      { kind: 'text', text: ', then vote.' },
    ])
  })

  it('never makes javascript:, data: or markup into links', () => {
    const hostile =
      '<a href="javascript:alert(1)">x</a> javascript:alert(1) data:text/html,<script>1</script>'
    expect(textSegments(hostile, 'https://gw.io')).toEqual([{ kind: 'text', text: hostile }])
    expect(textSegments(undefined, 'https://gw.io')).toEqual([])
  })
})

describe('safeHttpUrl', () => {
  it('keeps http(s) addresses with a host and refuses other schemes and odd characters', () => {
    expect(safeHttpUrl('https://telos.net/a?b=1#c')).toBe('https://telos.net/a?b=1#c')
    expect(safeHttpUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080')
    for (const bad of [
      'javascript:alert(1)',
      'https://',
      'https:///x',
      'https://a b',
      'https://a\\b',
      'ftp://x',
    ])
      expect(safeHttpUrl(bad), bad).toBeUndefined()
  })
})
