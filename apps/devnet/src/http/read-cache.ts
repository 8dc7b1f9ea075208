import { LRUCache } from 'lru-cache'

/** Bytes of answers the devnet keeps for repeated table reads unless told otherwise (32 MiB). */
export const DEFAULT_READ_CACHE_BYTES = 32 * 1024 * 1024

type Entry = { version: number; body: string }

/**
 * Serialized answers to identical table reads, valid while the table store's write version is
 * unchanged. Portals poll the same get_table_rows every few seconds; between blocks with no writes
 * those answers are the same bytes. Keys are the parsed request (so whitespace or field order do not
 * make new entries) and the whole cache is bounded by bytes, least recently used first out.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>

  constructor(maxBytes = DEFAULT_READ_CACHE_BYTES) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, maxBytes),
      // JavaScript strings take two bytes a code unit; an answer bigger than the budget is not kept.
      sizeCalculation: (entry, key) => 2 * (entry.body.length + key.length) + 64,
    })
  }

  get(key: string, version: number): string | undefined {
    const entry = this.entries.get(key)
    return entry && entry.version === version ? entry.body : undefined
  }

  set(key: string, version: number, body: string): void {
    this.entries.set(key, { version, body })
  }

  /** Bytes held now, as counted against the budget. */
  get bytes(): number {
    return this.entries.calculatedSize
  }
}
