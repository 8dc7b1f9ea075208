import { describe, expect, it } from 'vitest'
import { computeCidV0 } from '../../services/storage/index.ts'
import { DemoDocuments, gradientPng, singleChunkCid } from './demo-documents.ts'

describe('demo documents', () => {
  it('hash single-chunk files exactly as the storage service (and ipfs add) does', async () => {
    const vectors = [
      new TextEncoder().encode('hello world\n'),
      gradientPng([0, 0, 0], [255, 255, 255]),
      new Uint8Array(262_144).fill(97),
    ]
    expect(singleChunkCid(vectors[0]!)).toBe('QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o')
    for (const bytes of vectors) expect(singleChunkCid(bytes)).toBe((await computeCidV0(bytes)).cid)
    expect(() => singleChunkCid(new Uint8Array(262_145))).toThrow('one 256 KiB chunk')
  })

  it('give one CID per document path and keep each file once', () => {
    const docs = new DemoDocuments()
    const first = docs.text('arbitration/alice', 'claim', 'Claim', ['text'])
    expect(docs.text('arbitration/alice', 'claim', 'Claim', ['text'])).toBe(first)
    expect(docs.files).toHaveLength(1)
    // Same file name in another folder: another person's document, with its own content and CID.
    const other = docs.text('arbitration/bob', 'claim', 'Claim of bob', ['other text'])
    expect(other).not.toBe(first)
    expect(docs.files).toHaveLength(2)
    expect(Buffer.from(gradientPng([1, 2, 3], [4, 5, 6]).subarray(1, 4)).toString()).toBe('PNG')
  })
})
