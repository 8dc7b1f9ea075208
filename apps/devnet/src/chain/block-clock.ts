import type { MetaStore } from './database.ts'
import { makeBlockId, type BlockRecord, type BlockStore } from './state/blocks.ts'
import { BLOCK_INTERVAL_MS } from './time.ts'

/** A source of the current time in milliseconds; the devnet's moves forward with /devnet/time. */
export type Clock = { now(): number }

/** The block transactions run in now; its id is fixed when it opens so traces can name it. */
export type PendingBlock = { num: number; id: string; timeMs: number }

/** The open block as stored in `meta.open_block` once a transaction has landed in it. */
type OpenBlock = PendingBlock & { previous: string; producer: string }

const OPEN_BLOCK_KEY = 'open_block'

/**
 * The devnet's clock and block production: a block every 500 ms slot (sealed by the node's
 * timer), a clock offset that only moves forward and survives restarts, and the producer name.
 */
export class BlockClock {
  private readonly blocks: BlockStore
  private readonly meta: MetaStore
  private readonly clock: Clock
  private currentProducer: string
  private offsetMs: number
  private pending: OpenBlock | undefined

  constructor(blocks: BlockStore, meta: MetaStore, clock: Clock, producer: string) {
    this.blocks = blocks
    this.meta = meta
    this.clock = clock
    this.currentProducer = producer
    this.offsetMs = Number(meta.get('clock_offset_ms') ?? 0)
    this.pending = this.interruptedBlock()
  }

  /**
   * The block that was open, with transactions in it, when the process died before sealing it. Those
   * transactions' traces and history name its id and time, so it is reopened as it was rather than
   * made again under a new id (which would fork the chain under them).
   */
  private interruptedBlock(): OpenBlock | undefined {
    const stored = this.meta.get(OPEN_BLOCK_KEY)
    const head = this.blocks.head()
    if (!stored || !head) return undefined
    const open = JSON.parse(stored) as OpenBlock
    return open.num === head.num + 1 && open.previous === head.id ? open : undefined
  }

  /**
   * Records open block `num` in the SQLite transaction that put transactions in it, so a restart
   * after a kill seals that same block. A block sealed since needs no record (the head moved past it).
   */
  recordOpenBlock(num: number): void {
    if (this.pending?.num === num) this.meta.set(OPEN_BLOCK_KEY, JSON.stringify(this.pending))
  }

  get producer(): string {
    return this.currentProducer
  }

  /**
   * Hands block production to `producer` from the next block on, as a schedule rotation would
   * (benchmarks such as eosmechanics::cpu are recorded under the block's producer). An open
   * block is sealed first so no block changes hands half-way.
   */
  setProducer(producer: string): void {
    if (producer === this.currentProducer) return
    if (this.pending) this.produceBlock()
    this.currentProducer = producer
  }

  now(): number {
    return this.clock.now() + this.offsetMs
  }

  advance(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds < 0)
      throw new RangeError('advance_seconds must be a non-negative number')
    const head = this.produceBlock()
    // From the later of the clock and the head block, so a chain that ran ahead of its clock still moves by `seconds`.
    const now = this.now()
    this.offsetMs += Math.max(now, head.time_ms) + Math.round(seconds * 1000) - now
    this.meta.set('clock_offset_ms', this.offsetMs)
    this.produceBlock()
  }

  head(): BlockRecord {
    const head = this.blocks.head()
    if (!head) throw new Error('chain has no blocks')
    return head
  }

  /** Two blocks behind the head, as a single producer with 2/3 finality would show. */
  lastIrreversible(): BlockRecord {
    const head = this.head()
    return this.blocks.byNum(Math.max(1, head.num - 2)) ?? head
  }

  pendingBlock(): PendingBlock {
    const { num, id, timeMs } = this.openBlock()
    return { num, id, timeMs }
  }

  private openBlock(): OpenBlock {
    if (!this.pending) {
      const previous = this.head()
      const slot = Math.floor(this.now() / BLOCK_INTERVAL_MS) * BLOCK_INTERVAL_MS
      const num = previous.num + 1
      const timeMs = Math.max(slot, previous.time_ms + BLOCK_INTERVAL_MS)
      const producer = this.producer
      const id = makeBlockId(num, previous.id, timeMs, producer)
      this.pending = { num, id, timeMs, previous: previous.id, producer }
    }
    return this.pending
  }

  produceBlock(): BlockRecord {
    const open = this.openBlock()
    const block: BlockRecord = {
      num: open.num,
      id: open.id,
      previous: open.previous,
      time_ms: open.timeMs,
      producer: open.producer,
    }
    try {
      this.blocks.insert(block)
    } catch (error) {
      // Another writer sealed a block on this head (two processes on one chain.sqlite): the open block
      // is void, and the next one is made on the head the database holds now, instead of failing on
      // the same number forever. Any other failure keeps the open block, whose id traces already name.
      if (this.blocks.head()?.id !== open.previous) this.pending = undefined
      throw error
    }
    this.pending = undefined
    return block
  }
}
