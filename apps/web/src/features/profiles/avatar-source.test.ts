import { describe, expect, it } from 'vitest'
import { avatarImageUrl } from './avatar-source.ts'

const HASH = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'
const GW = 'https://gw.example'

describe('avatarImageUrl', () => {
  it('R-PROF-08: shows uploaded ipfs images and web images, and draws the rest locally', () => {
    expect(avatarImageUrl(`ipfs://${HASH}`, GW)).toBe(`${GW}/ipfs/${HASH}`)
    expect(avatarImageUrl(HASH, GW)).toBe(`${GW}/ipfs/${HASH}`)
    expect(avatarImageUrl('https://img.example/a.png', GW)).toBe('https://img.example/a.png')
    expect(avatarImageUrl('javascript:alert(1)', GW)).toBeUndefined()
    expect(avatarImageUrl('data:image/png;base64,AAAA', GW)).toBeUndefined()
    expect(avatarImageUrl('', GW)).toBeUndefined()
    expect(avatarImageUrl('ipfs://not-a-hash', GW)).toBeUndefined()
    expect(avatarImageUrl(undefined, GW)).toBeUndefined()
  })
})
