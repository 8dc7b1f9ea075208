import { createHash } from 'node:crypto'
import type { Chain } from '../../chain/chain.ts'
import type { BucketObject } from './s3-xml.ts'

// Which documents the producer-validation bucket holds, worked out without writing them: one a day
// since genesis, so a clock moved by centuries makes a listing of a hundred thousand keys. Only the
// documents a request shows are written, and documents with the same content are written once: a
// document counts the blocks each producer made before its day, so all the days after one on which
// blocks were made, up to the next such day, publish the same document.

/** A published document: its listing entry and its body. */
export type Published = BucketObject & { body: string }

/** Writes a document's body from the blocks each producer had made before it. */
export type WriteDocument = (produced: ReadonlyMap<string, number>) => string

type Key = { key: string; day: number }

/** The bucket's keys and documents for one chain, each worked out once and kept. */
export class ValidationIndex {
  private readonly chain: Chain
  private readonly everyMs: number
  private readonly prefix: string
  private readonly write: WriteDocument
  /** Bodies by how many days with blocks they count (see the note at the top). */
  private readonly bodies = new Map<number, { body: string; etag: string; size: number }>()

  constructor(chain: Chain, options: { everyMs: number; prefix: string; write: WriteDocument }) {
    this.chain = chain
    this.everyMs = options.everyMs
    this.prefix = options.prefix
    this.write = options.write
  }

  /**
   * Up to `maxKeys` documents after `marker` whose keys start with `prefix`, in S3's (byte) order,
   * and whether more follow. No key is written but those shown: the keys with a prefix are one run
   * in byte order, and the keys of each length are in day order (see keyRuns), so the page is a
   * merge of each run from where the marker and prefix put it.
   */
  page(prefix: string, marker: string, maxKeys: number): { objects: Published[]; truncated: boolean } {
    const { genesis, count } = this.span()
    const keyOf = (day: number) => `${this.prefix}${genesis + day * this.everyMs}`
    const from = (key: string) => key > marker && key >= prefix
    const cursors = keyRuns(genesis, count, this.everyMs).map(([start, end]) => ({
      day: firstDay(start, end, (day) => from(keyOf(day))),
      end,
    }))
    const found: Key[] = []
    let truncated = false
    for (;;) {
      let next: Key | undefined
      let cursor: (typeof cursors)[number] | undefined
      for (const candidate of cursors) {
        if (candidate.day >= candidate.end) continue
        const key = keyOf(candidate.day)
        if (!next || key < next.key) {
          next = { key, day: candidate.day }
          cursor = candidate
        }
      }
      if (!next || !cursor || !next.key.startsWith(prefix)) break
      if (found.length === maxKeys) {
        truncated = true
        break
      }
      found.push(next)
      cursor.day += 1
    }
    const history = this.blockHistory()
    return { objects: found.map((entry) => this.document(entry, history)), truncated }
  }

  /** The document with this key, if the bucket holds one. */
  find(key: string): Published | undefined {
    if (!key.startsWith(this.prefix)) return undefined
    const atText = key.slice(this.prefix.length)
    const at = Number(atText)
    const { genesis, count } = this.span()
    const day = (at - genesis) / this.everyMs
    if (!/^\d+$/.test(atText) || String(at) !== atText || !Number.isInteger(day) || day < 0 || day >= count)
      return undefined
    return this.document({ key, day }, this.blockHistory())
  }

  private span(): { genesis: number; count: number } {
    const first = this.chain.db.prepare('SELECT time_ms FROM blocks ORDER BY num LIMIT 1').get() as
      { time_ms: number } | undefined
    const genesis = first?.time_ms ?? this.chain.now()
    return { genesis, count: Math.floor((this.chain.now() - genesis) / this.everyMs) + 1 }
  }

  /** The days on which blocks were made, in order, with each producer's blocks made before each. */
  private blockHistory(): { days: number[]; before: Map<string, number>[] } {
    const { genesis } = this.span()
    const rows = this.chain.db
      .prepare(
        'SELECT producer, (time_ms - ?) / ? AS day, COUNT(*) AS blocks FROM blocks GROUP BY day, producer ORDER BY day',
      )
      .all(genesis, this.everyMs) as { producer: string; day: number; blocks: number }[]
    const days: number[] = []
    // before[j]: blocks made on the first j days with blocks.
    const before: Map<string, number>[] = [new Map()]
    for (const row of rows) {
      if (days.at(-1) !== row.day) {
        days.push(row.day)
        before.push(new Map(before.at(-1)))
      }
      const counts = before.at(-1)!
      counts.set(row.producer, (counts.get(row.producer) ?? 0) + row.blocks)
    }
    return { days, before }
  }

  private document(entry: Key, history: { days: number[]; before: Map<string, number>[] }): Published {
    // The document of day d counts the blocks of the days before d: the first j days with blocks.
    const j = lowerBound(history.days, entry.day)
    let written = this.bodies.get(j)
    if (!written) {
      const body = this.write(history.before[j] ?? new Map())
      written = { body, etag: createHash('md5').update(body).digest('hex'), size: Buffer.byteLength(body) }
      this.bodies.set(j, written)
    }
    const at = Number(entry.key.slice(this.prefix.length))
    return { key: entry.key, lastModifiedMs: at, ...written }
  }
}

/**
 * The days whose keys have the same number of digits, as [start, end) ranges: within one, byte
 * order is day order. A new run starts where genesis + day × every reaches the next power of ten.
 */
function keyRuns(genesis: number, count: number, everyMs: number): [number, number][] {
  const runs: [number, number][] = []
  let start = 0
  while (start < count) {
    const nextPower = 10 ** String(genesis + start * everyMs).length
    const end = Math.min(count, Math.ceil((nextPower - genesis) / everyMs))
    runs.push([start, Math.max(end, start + 1)])
    start = Math.max(end, start + 1)
  }
  return runs
}

/** The first day in [start, end) for which `after` holds (it holds for every day after it too). */
function firstDay(start: number, end: number, after: (day: number) => boolean): number {
  let low = start
  let high = end
  while (low < high) {
    const mid = Math.floor((low + high) / 2)
    if (after(mid)) high = mid
    else low = mid + 1
  }
  return low
}

/** How many of the sorted `days` are before `day`. */
function lowerBound(days: readonly number[], day: number): number {
  let low = 0
  let high = days.length
  while (low < high) {
    const mid = (low + high) >> 1
    if ((days[mid] ?? 0) < day) low = mid + 1
    else high = mid
  }
  return low
}
