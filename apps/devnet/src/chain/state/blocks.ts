import { BlockId, Checksum256, P2P, Serializer } from '@wharfkit/antelope'
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

/** Block timestamps count half-second slots from 2000-01-01T00:00:00Z. */
const BLOCK_TIMESTAMP_EPOCH_MS = 946684800000
const ZERO_CHECKSUM = '0'.repeat(64)

/**
 * A block's header as nodeos serializes it. The devnet's blocks confirm nothing, carry no merkle
 * roots (zero, as an empty block's are) and announce no schedule in the header.
 */
export function blockHeader(previous: string, timeMs: number, producer: string) {
  return P2P.BlockHeader.from({
    timeSlot: Math.floor((timeMs - BLOCK_TIMESTAMP_EPOCH_MS) / 500),
    producer,
    confirmed: 0,
    previous,
    transaction_mroot: ZERO_CHECKSUM,
    action_mroot: ZERO_CHECKSUM,
    schedule_version: 0,
    header_extensions: [],
  })
}

/** sha256 of the serialized header: what the producer signs and what the block id is made from. */
export function blockHeaderDigest(previous: string, timeMs: number, producer: string): Checksum256 {
  return Checksum256.hash(Serializer.encode({ object: blockHeader(previous, timeMs, producer) }))
}

/**
 * A block id as nodeos builds it: the header digest with the block number big-endian in its first
 * 4 bytes (TaPoS reads `ref_block_prefix` from bytes 8–11), so a client can check it from the header.
 */
export function makeBlockId(num: number, previous: string, timeMs: number, producer: string): string {
  return String(BlockId.fromBlockChecksum(blockHeaderDigest(previous, timeMs, producer), num))
}

/** `ref_block_prefix` of a block id: bytes 8–11 as a little-endian uint32. */
export function refBlockPrefix(id: string): number {
  return Buffer.from(id, 'hex').readUInt32LE(8)
}
