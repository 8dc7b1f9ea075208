import { createHash } from 'node:crypto'
import type { Db } from '../database.ts'

export type BlockRecord = { num: number; id: string; previous: string; time_ms: number; producer: string }

/** Produced blocks. Transactions point at their block by number. */
export class BlockStore {
  private readonly stmts

  constructor(db: Db) {
    this.stmts = {
      head: db.prepare<[], BlockRecord>('SELECT * FROM blocks ORDER BY num DESC LIMIT 1'),
      byNum: db.prepare<[number], BlockRecord>('SELECT * FROM blocks WHERE num = ?'),
      byId: db.prepare<[string], BlockRecord>('SELECT * FROM blocks WHERE id = ?'),
      insert: db.prepare('INSERT INTO blocks (num, id, previous, time_ms, producer) VALUES (?, ?, ?, ?, ?)'),
      trxIds: db.prepare<[number], { id: string }>(
        'SELECT id FROM transactions WHERE block_num = ? ORDER BY seq',
      ),
    }
  }

  head(): BlockRecord | undefined {
    return this.stmts.head.get()
  }

  byNum(num: number): BlockRecord | undefined {
    return this.stmts.byNum.get(num)
  }

  byId(id: string): BlockRecord | undefined {
    return this.stmts.byId.get(id.toLowerCase())
  }

  transactionIds(num: number): string[] {
    return this.stmts.trxIds.all(num).map((row) => row.id)
  }

  insert(block: BlockRecord): void {
    this.stmts.insert.run(block.num, block.id, block.previous, block.time_ms, block.producer)
  }
}

/**
 * A block id as nodeos builds them: the block number big-endian in the first 4 bytes (TAPOS reads
 * `ref_block_prefix` from bytes 8–11), the rest a hash of its header.
 */
export function makeBlockId(num: number, previous: string, timeMs: number, producer: string): string {
  const digest = createHash('sha256').update(`${previous}|${num}|${timeMs}|${producer}`).digest()
  digest.writeUInt32BE(num, 0)
  return digest.toString('hex')
}

/** `ref_block_prefix` of a block id: bytes 8–11 as a little-endian uint32. */
export function refBlockPrefix(id: string): number {
  return Buffer.from(id, 'hex').readUInt32LE(8)
}
