import { describe, expect, it } from 'vitest'
import { computeCidV0, parseCid, toCidV1Base58 } from './cid.ts'

const text = (value: string) => new TextEncoder().encode(value)
const repeatA = (length: number) => new Uint8Array(length).fill(0x61)

// chain-notes.md §3, checked there against ipfs-only-hash (the `ipfs add` defaults).
const VECTORS: [string, Uint8Array, string][] = [
  ['the empty file', new Uint8Array(0), 'QmbFMke1KXqnYyBBWxB74N4c5SBnJMVAiMNRcGu6x1AwQH'],
  ['"hello world\\n"', text('hello world\n'), 'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o'],
  ['12 × a', repeatA(12), 'QmS913jieubW5pf3B4mvqo5Q1sCfPa7TVZCsu766hKrJ8Z'],
  ['262144 × a (exactly one chunk)', repeatA(262_144), 'Qma81h2ZqbvJW2EQkiVUZ17aSvNWqAtvUPhh8mQBPU8W7c'],
  ['262145 × a (two chunks)', repeatA(262_145), 'QmTaxvXcxpzzaatSEEAYr7t3knkJ6DmTVbr8MjJJWLRWpV'],
  ['1,000,000 × a', repeatA(1_000_000), 'QmdTFTf2ygB26yxJ1dJBvXBcCikW1d4g52uNgwwtsEx8RL'],
  [
    '174 × 262144 + 1 × a (two tree levels)',
    repeatA(174 * 262_144 + 1),
    'QmYvaYB42WKiAbjpfz5p6yuhrKMx8wS571cKV2J17BwS1S',
  ],
]

describe('computeCidV0', () => {
  it.each(VECTORS)('gives the CID ipfs add gives for %s', async (_name, bytes, expected) => {
    expect((await computeCidV0(bytes)).cid).toBe(expected)
  })

  it('gives the same CID for the bytes streamed in arbitrary pieces', async () => {
    const bytes = repeatA(1_000_000)
    const pieces = [bytes.subarray(0, 1), bytes.subarray(1, 300_000), bytes.subarray(300_000)]
    expect((await computeCidV0(pieces)).cid).toBe('QmdTFTf2ygB26yxJ1dJBvXBcCikW1d4g52uNgwwtsEx8RL')
  })

  it('reports the cumulative DAG size as ipfs add does (20 for "hello world\\n")', async () => {
    expect((await computeCidV0(text('hello world\n'))).dagSize).toBe(20)
  })
})

describe('parseCid', () => {
  it('takes a CIDv0 as it is', () => {
    expect(parseCid('QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o')).toEqual({
      kind: 'stored-form',
      cidV0: 'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o',
    })
  })

  it('maps the 49-character CIDv1 base58btc form to the CIDv0 it names', () => {
    const v1 = 'zdj7WiLc855B1KPRgV7Fh8ivjuAhePE1tuJafmxH5HmmSjqaD'
    expect(v1).toHaveLength(49)
    expect(parseCid(v1)).toEqual({
      kind: 'stored-form',
      cidV0: 'QmbFMke1KXqnYyBBWxB74N4c5SBnJMVAiMNRcGu6x1AwQH',
    })
    expect(toCidV1Base58('QmbFMke1KXqnYyBBWxB74N4c5SBnJMVAiMNRcGu6x1AwQH')).toBe(v1)
  })

  it('knows a raw-leaf CIDv1 can never be a stored file', () => {
    expect(parseCid('bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku').kind).toBe('foreign')
  })

  it.each(['Qmfoo', 'not-a-cid', '../../etc/passwd', 'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5O0'])(
    'calls %s malformed',
    (value) => {
      expect(parseCid(value).kind).toBe('malformed')
    },
  )
})
