import { CPU_BENCHMARK_BATCH } from '@portal/chain/constants'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getNetwork } from '@/config/network.ts'
import { getActions, getActionsFromSequence } from '@/lib/history/history-client.ts'
import { readBucketListing, readBucketObject } from '@/lib/services/validation-bucket.ts'
import { devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { loadBenchmarks } from './benchmarks.ts'
import { parseProducerValidation } from './producer-validation.ts'
import { parseBucketListing, readNewestDocument } from './validation-bucket.ts'

devnetForThisFile({ seed: 'demo' })
afterEach(() => vi.restoreAllMocks())

const DEMO_PRODUCERS = ['producer1', 'producer2', 'producer3']

describe('CPU benchmarks from the demo devnet history', () => {
  it('R-VAL-02: maps eosmechanics::cpu actions to producer, cpu_usage_us, timestamp and global_sequence', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const benchmarks = await loadBenchmarks(7, Date.now())
    expect(benchmarks.length).toBeGreaterThan(20)
    for (const benchmark of benchmarks) {
      expect(DEMO_PRODUCERS).toContain(benchmark.producer)
      expect(benchmark.cpu_usage_us).toBeGreaterThan(0)
      expect(benchmark.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/)
    }
    const sequences = benchmarks.map((benchmark) => benchmark.global_sequence)
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b))
    // One short page: the spec's query (filter, after, limit 1000, sort asc), no cursor yet.
    const [request] = fetchSpy.mock.calls.map(([url]) => new URL(String(url)))
    expect(request?.pathname).toBe('/v2/history/get_actions')
    expect(request?.searchParams.get('filter')).toBe('eosmechanics:cpu')
    expect(request?.searchParams.get('limit')).toBe(String(CPU_BENCHMARK_BATCH))
    expect(request?.searchParams.get('sort')).toBe('asc')
    expect(Date.parse(request?.searchParams.get('after') ?? '')).toBeLessThan(Date.now() - 6 * 86_400_000)
  })

  it('a one-day period leaves out older runs', async () => {
    const day = await loadBenchmarks(1, Date.now())
    const week = await loadBenchmarks(7, Date.now())
    expect(day.length).toBeGreaterThan(0)
    expect(day.length).toBeLessThan(week.length)
  })

  it('pages with the global_sequence cursor until a short page and reads what one big page reads', async () => {
    const filter = 'eosmechanics:cpu'
    const onePage = await getActions({ filter, sort: 'asc', limit: 1000 })
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const progress: { pages: number; actions: number }[] = []
    const paged = await getActionsFromSequence(
      { filter },
      { pageSize: 7, onPage: (step) => progress.push(step) },
    )
    expect(paged.map((action) => action.global_sequence)).toEqual(
      onePage.map((action) => action.global_sequence),
    )
    expect(progress.length).toBe(Math.floor(onePage.length / 7) + 1)
    expect(progress.at(-1)?.actions).toBe(onePage.length)
    const cursors = fetchSpy.mock.calls.map(([url]) =>
      new URL(String(url)).searchParams.get('global_sequence'),
    )
    expect(cursors[0]).toBeNull()
    // Each later page starts right after the last sequence of the page before.
    expect(cursors[1]).toBe(`${Number(onePage[6]?.global_sequence) + 1}-${Number.MAX_SAFE_INTEGER}`)
  })

  it('reads producer validation as the bucket publishes it: the listing, its newest key, that document', async () => {
    const bucketUrl = getNetwork().producerValidationBucketUrl
    expect(bucketUrl).toBeTruthy()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const entries = parseProducerValidation(await readNewestDocument(bucketUrl!))
    expect([...entries.keys()].sort()).toEqual(DEMO_PRODUCERS)
    expect(entries.get('producer1')).toMatchObject({ country: 'US', sslVerified: true, apiVerified: true })
    expect(entries.get('producer2')?.producedBlocks).toBeGreaterThan(0)
    // The demo chain began three days ago and publishes daily: the document read is the newest listed.
    const listing = parseBucketListing(await readBucketListing(bucketUrl!))
    expect(listing.entries.length).toBeGreaterThanOrEqual(3)
    const requested = fetchSpy.mock.calls.map(([url]) => String(url))
    expect(requested).toEqual([
      `${bucketUrl}/`,
      `${bucketUrl}/${listing.entries.at(-1)?.key}`,
      `${bucketUrl}/`,
    ])
    // Earlier documents counted fewer blocks.
    const first = parseProducerValidation(await readBucketObject(bucketUrl!, listing.entries[0]!.key))
    expect(first.get('producer2')?.producedBlocks).toBeLessThan(entries.get('producer2')?.producedBlocks ?? 0)
  })
})
