import { describe, expect, it } from 'vitest'
import { contentUrl } from './governance/ballot-content.ts'
import {
  findIpfsHashes,
  gatewayPathHash,
  ipfsUrl,
  isDocumentHash,
  isIpfsHash,
  withoutLinksAndHashes,
} from './ipfs.ts'
import { isAvatarAddress } from './profiles.ts'

// "hello world\n" added with ipfs defaults, and the same content as base58btc CIDv1 (dag-pb and raw).
const V0 = 'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o'
const V1 = 'zdj7WaCPMsy3FP2whSwpFXHjDEaTVmjnddYSn5W2Gdn4aEZFj'
const V1_RAW = 'zb2rhbQmUW7RdAT2Aza4cKxYjnUbZHnnaY9VEU3f98h1QdqHX'
const hostile: unknown[] = [undefined, null, 46, {}, [], true, 'Q'.repeat(1_000_000)]

describe('document hashes', () => {
  it('R-FORM-02: the contract rule accepts exactly 46 or 49 characters', () => {
    expect(isDocumentHash(V0)).toBe(true)
    expect(isDocumentHash(V1)).toBe(true)
    expect(isDocumentHash('x'.repeat(46))).toBe(true)
    expect(isDocumentHash('x'.repeat(47))).toBe(false)
    expect(isDocumentHash(V0.slice(1))).toBe(false)
    for (const value of hostile) expect(isDocumentHash(value)).toBe(false)
  })

  it('R-FORM-02: the structural check accepts real CIDv0 and base58 CIDv1 hashes only', () => {
    expect(isIpfsHash(V0)).toBe(true)
    expect(isIpfsHash(V1)).toBe(true)
    expect(isIpfsHash(V1_RAW)).toBe(true)
    expect(isIpfsHash('x'.repeat(46))).toBe(false)
    expect(isIpfsHash('Qm' + '1'.repeat(44))).toBe(false) // base58 but not a sha2-256 multihash
    expect(isIpfsHash(V0.replace('T', '0'))).toBe(false) // 0 is not base58
    expect(isIpfsHash('z' + V0.slice(0, 48))).toBe(false)
    expect(isIpfsHash('bafybeicg2rebjoofv4kbyovkw7af3rpiitvnl6i7ckcywaq6xjcxnc2mby')).toBe(false)
    for (const value of hostile) expect(isIpfsHash(value)).toBe(false)
  })
})

describe('ipfsUrl', () => {
  it('builds gateway addresses without doubled slashes or /ipfs', () => {
    expect(ipfsUrl('https://ipfs.io', V0)).toBe(`https://ipfs.io/ipfs/${V0}`)
    expect(ipfsUrl('https://ipfs.io/', V0)).toBe(`https://ipfs.io/ipfs/${V0}`)
    expect(ipfsUrl('http://127.0.0.1:8080/ipfs/', V1)).toBe(`http://127.0.0.1:8080/ipfs/${V1}`)
    expect(ipfsUrl('', V0)).toBe(`/ipfs/${V0}`)
  })

  it('refuses to link something that is not a hash', () => {
    expect(ipfsUrl('https://ipfs.io', '../../etc/passwd' + 'x'.repeat(30))).toBeUndefined()
    expect(ipfsUrl('https://ipfs.io', 42)).toBeUndefined()
  })
})

describe('findIpfsHashes', () => {
  it('R-GOV-12: finds hashes inside ballot content and descriptions', () => {
    const description = `See ${V0} and https://ipfs.io/ipfs/${V1}, again ${V0}.`
    expect(findIpfsHashes(description)).toEqual([V0, V1])
    expect(findIpfsHashes(JSON.stringify({ contentUrls: [`ipfs://${V1_RAW}`] }))).toEqual([V1_RAW])
  })

  it('ignores hash-like runs that are part of longer words or not real hashes', () => {
    expect(findIpfsHashes(`x${V0}`)).toEqual([])
    expect(findIpfsHashes(`${V0}abc`)).toEqual([])
    expect(findIpfsHashes('Qm' + '1'.repeat(44))).toEqual([])
  })

  it('copes with hostile input and caps the number of results', () => {
    for (const value of hostile) expect(Array.isArray(findIpfsHashes(value))).toBe(true)
    expect(findIpfsHashes(`${V0} ${V1} ${V1_RAW}`, 2)).toEqual([V0, V1])
  })

  it('strips links and hashes for a readable description', () => {
    expect(withoutLinksAndHashes(`Vote now ${V0} see https://example.com/a?b=c  thanks`)).toBe(
      'Vote now see thanks',
    )
    expect(withoutLinksAndHashes(null)).toBe('')
  })
})

describe('gateway-relative links', () => {
  it('R-HTTP-32: resolves /ipfs/{cid} and ipfs://{cid} against the reader’s gateway, whatever origin wrote them', () => {
    expect(gatewayPathHash(`/ipfs/${V0}`)).toBe(V0)
    expect(gatewayPathHash(`https://gw.example/ipfs/${V0}`)).toBeUndefined()
    expect(gatewayPathHash('/ipfs/not-a-hash')).toBeUndefined()
    for (const link of [`/ipfs/${V0}`, `ipfs://${V0}`]) {
      expect(contentUrl(link, 'https://ipfs.telos.net')).toBe(`https://ipfs.telos.net/ipfs/${V0}`)
      expect(contentUrl(link, 'http://127.0.0.1:9000/')).toBe(`http://127.0.0.1:9000/ipfs/${V0}`)
    }
    // A demo avatar fits the profiles contract's 64 bytes and the edit form keeps it.
    expect(`/ipfs/${V0}`.length).toBeLessThanOrEqual(64)
    expect(isAvatarAddress(`/ipfs/${V0}`)).toBe(true)
    expect(isAvatarAddress('/etc/passwd')).toBe(false)
  })
})
