import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Chain } from './chain.ts'
import { openDatabase } from './database.ts'

const root = mkdtempSync(join(tmpdir(), 'devnet-block-clock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('block production', () => {
  it('after losing a block number to another writer of the same chain.sqlite, seals the next block on the head the database holds', () => {
    // Two connections to one file, as two devnets on one data directory had (the lock now refuses the
    // second, but a producer must still not repeat a block number that is taken).
    const file = join(root, 'chain.sqlite')
    const first = new Chain({ db: openDatabase(file), contracts: [] })
    const second = new Chain({ db: openDatabase(file), contracts: [] })
    first.produceBlock()
    second.pendingBlock() // opens its block on the same head as the first
    const winner = first.produceBlock()

    expect(() => second.produceBlock()).toThrow(/UNIQUE constraint failed: blocks\.num/)
    const next = second.produceBlock()

    expect(next.num).toBe(winner.num + 1)
    expect(next.previous).toBe(winner.id)
    expect(first.head()).toEqual(next)
  })
})
