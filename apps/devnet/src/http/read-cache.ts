/** Answers kept per request body; enough for every table a page polls. */
const MAX_ENTRIES = 2000

/**
 * Serialized answers to identical table reads, valid while the table store's write version is
 * unchanged. Portals poll the same get_table_rows every few seconds; between blocks with no
 * writes those answers are the same bytes.
 */
export class ReadCache {
  private readonly entries = new Map<string, { version: number; body: string }>()

  get(key: string, version: number): string | undefined {
    const entry = this.entries.get(key)
    return entry && entry.version === version ? entry.body : undefined
  }

  set(key: string, version: number, body: string): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, { version, body })
  }
}
