import { describe, expect, it } from 'vitest'
import { parseProducerValidation, safeHttpUrl, ValidationDocumentError } from './producer-validation.ts'
import { objectUrl } from '@/lib/services/validation-bucket.ts'
import { BucketListingError, newestEntry, parseBucketListing } from './validation-bucket.ts'

const listing = (contents: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>telos-producer-validation</Name><Prefix></Prefix><Marker></Marker><MaxKeys>1000</MaxKeys>${extra}${contents}</ListBucketResult>`
const object = (key: string, lastModified?: string) =>
  `<Contents><Key>${key}</Key>${lastModified ? `<LastModified>${lastModified}</LastModified>` : ''}<ETag>&quot;x&quot;</ETag><Size>10</Size><StorageClass>STANDARD</StorageClass></Contents>`

describe('the producer-validation bucket listing', () => {
  it('reads the keys of a ListBucketResult and picks the newest document', () => {
    const page = parseBucketListing(
      listing(
        object('test-data-1700000000000', '2023-11-14T22:13:20.000Z') +
          object('test-data-1700086400000', '2023-11-15T22:13:20.000Z') +
          object('notes.txt', '2023-01-01T00:00:00.000Z'),
        '<IsTruncated>false</IsTruncated>',
      ),
    )
    expect(page.truncated).toBe(false)
    expect(page.entries.map((entry) => entry.key)).toEqual([
      'test-data-1700000000000',
      'test-data-1700086400000',
      'notes.txt',
    ])
    expect(newestEntry(page.entries)?.key).toBe('test-data-1700086400000')
  })

  it('takes the last key in listing order when dates are missing or unreadable', () => {
    const page = parseBucketListing(
      listing(object('a-1') + object('a-2', 'yesterday') + object('a-3'), '<IsTruncated>true</IsTruncated>'),
    )
    expect(page.truncated).toBe(true)
    expect(newestEntry(page.entries)?.key).toBe('a-3')
  })

  it('leaves out contents without a usable key and never builds a path out of the bucket', () => {
    const page = parseBucketListing(
      listing(
        '<Contents><LastModified>2030-01-01T00:00:00.000Z</LastModified></Contents>' +
          object('', '2030-01-01T00:00:00.000Z') +
          object('../../v1/chain/get_info', '2030-01-01T00:00:00.000Z') +
          object(`${'k'.repeat(1025)}`, '2030-01-01T00:00:00.000Z') +
          object('daily/test data #1?.json', '2020-01-01T00:00:00.000Z'),
      ),
    )
    expect(page.entries.map((entry) => entry.key)).toEqual(['daily/test data #1?.json'])
    expect(objectUrl('https://bucket.example/', 'daily/test data #1?.json')).toBe(
      'https://bucket.example/daily/test%20data%20%231%3F.json',
    )
  })

  it('refuses what is not a bucket listing: broken XML, another document, JSON, nothing at all', () => {
    for (const hostile of [
      '<ListBucketResult><Contents><Key>a</Key></Contents>',
      '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      '<html><body><Contents><Key>a</Key></Contents></body></html>',
      '[{"owner":"goodbp"}]',
      '',
      undefined,
      `<ListBucketResult>${'<Contents><Key>a</Key></Contents>'.repeat(200_000)}</ListBucketResult>`,
    ])
      expect(() => parseBucketListing(hostile), String(hostile).slice(0, 40)).toThrow(BucketListingError)
    // A listing with no documents is read, and has nothing to pick.
    expect(newestEntry(parseBucketListing(listing('')).entries)).toBeUndefined()
  })
})

describe('the producer-validation document', () => {
  it('keeps well-formed rows in the published shape and only http(s) links from a hostile document', () => {
    const entries = parseProducerValidation([
      null,
      'goodbp',
      { owner: 'NOT A NAME' },
      {
        owner: 'goodbp',
        total_votes: '12345.6',
        org: {
          candidate_name: 'Good BP',
          website: 'javascript:alert(1)',
          location: { name: 'Germany', country: 'de' },
          social: { twitter: 'goodbp', github: '../../evil', myspace: 'x' },
        },
        sslVerified: 'yes',
        apiVerified: true,
        lifetime_produced_blocks: 10,
        lifetime_missed_blocks: -1,
      },
      {
        owner: 'hugebp',
        org: { location: { country: 'Deutschland' }, website: 'https://huge.example/' },
        lifetime_produced_blocks: 1e300,
        lifetime_missed_blocks: '7',
      },
    ])
    expect([...entries.keys()]).toEqual(['goodbp', 'hugebp'])
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
    expect(entries.get('hugebp')).toMatchObject({
      country: undefined,
      website: 'https://huge.example/',
      producedBlocks: undefined,
      missedBlocks: undefined,
    })
  })

  it('fails on a document that is not a list of rows, so the page says the details are unavailable', () => {
    for (const hostile of [{ producers: [{ owner: 'goodbp' }] }, '<xml/>', null, 42])
      expect(() => parseProducerValidation(hostile)).toThrow(ValidationDocumentError)
    expect(parseProducerValidation([]).size).toBe(0)
    expect(safeHttpUrl('https://bp.example/')).toBe('https://bp.example/')
    expect(safeHttpUrl('data:text/html,x')).toBeUndefined()
  })
})
