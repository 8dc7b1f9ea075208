import { join } from 'node:path'
import { CONTRACTS } from '../contracts/registry.ts'
import { clearDataDir, lockDataDir, type DataDirLock } from '../data-dir.ts'
import { HistoryStore } from '../history/history-store.ts'
import { BENCH_HISTORY_MS } from '../seed/bench.ts'
import { DEMO_HISTORY_MS } from '../seed/demo/index.ts'
import { seedChain } from '../seed/index.ts'
import { deployContractAccount } from '../seed/system.ts'
import { Chain } from './chain.ts'
import { openDatabase } from './database.ts'
import { SignatureVerifier } from './signature-verifier.ts'
import { WalCheckpointer } from './wal-checkpointer.ts'
import type { ContractModule } from './runtime/contract.ts'
import { BLOCK_INTERVAL_MS } from './time.ts'

export type DevnetNodeOptions = {
  /** Folder for chain.sqlite; an existing chain there is continued. */
  dataDir: string
  /** Scenario for a new chain; ignored when the data directory already holds one. */
  seed: 'none' | 'demo' | 'bench'
  /** Produce a block every 500 ms (default true; tests may drive blocks by hand). */
  produceBlocks?: boolean
  /** Extra contract modules (tests); each is deployed on its account when the chain is new. */
  contracts?: readonly ContractModule[]
  /**
   * The origin the devnet will be reached at (`http://127.0.0.1:8080`): the demo world's gateway links
   * name it, as real chain data names a gateway. Defaults to the devnet's default address.
   */
  publicOrigin?: string | undefined
  /** Empties the data directory (once it is locked) and starts a new chain there. */
  fresh?: boolean
  /** The data directory's lock, when the caller took it already; otherwise it is taken here. */
  lock?: DataDirLock
}

/** A running devnet chain: state, history, and the block clock. No HTTP. */
export type DevnetNode = {
  readonly chain: Chain
  readonly history: HistoryStore
  readonly dataDir: string
  close(): void
}

/**
 * Opens (or creates and seeds) the chain in `dataDir` and starts producing blocks. The data directory
 * is locked for this node until `close`; one another devnet holds throws a DataDirError.
 */
export function openDevnetNode(options: DevnetNodeOptions): DevnetNode {
  const lock = options.lock ?? lockDataDir(options.dataDir)
  try {
    if (options.fresh) clearDataDir(lock)
    return openLocked(options, lock)
  } catch (error) {
    lock.release()
    throw error
  }
}

function openLocked(options: DevnetNodeOptions, lock: DataDirLock): DevnetNode {
  const file = join(options.dataDir, 'chain.sqlite')
  const db = openDatabase(file)
  const isNew = db.prepare("SELECT 1 FROM meta WHERE key = 'chain_id'").get() === undefined
  const history: HistoryStore = new HistoryStore(db, (account) => chain.abiOf(account))
  const chain = new Chain({
    db,
    contracts: [...CONTRACTS, ...(options.contracts ?? [])],
    sink: history,
    // The demo and bench worlds open with validator benchmark history over the last days.
    startOffsetMs: isNew
      ? { none: undefined, demo: -DEMO_HISTORY_MS, bench: -BENCH_HISTORY_MS }[options.seed]
      : undefined,
  })
  const verifier = new SignatureVerifier(chain.chainId)
  chain.attachVerifier(verifier)
  const checkpointer = new WalCheckpointer(file)
  if (isNew) {
    seedChain(chain, options.seed, { publicOrigin: options.publicOrigin })
    for (const module of options.contracts ?? []) deployContractAccount(chain, module.account)
  }

  const timer =
    options.produceBlocks === false
      ? undefined
      : setInterval(() => {
          try {
            chain.produceBlock()
          } catch (error) {
            console.error('block production failed', error)
          }
        }, BLOCK_INTERVAL_MS)
  // A producer that starts produces at once: the head block is then now's, not the stored chain's last
  // (a copied or restarted world's can be minutes old). A client's first transaction expires 30 s after
  // the head block's time, as eosjs and Wharf set it, so until the timer's first block it would expire
  // before its own block (seen in a test that transacted within 500 ms of the devnet's start).
  if (timer) chain.produceBlock()
  return {
    chain,
    history,
    dataDir: options.dataDir,
    close() {
      if (timer) clearInterval(timer)
      chain.attachVerifier(undefined)
      void verifier.close()
      checkpointer.close()
      try {
        if (db.open) {
          chain.flushCommits()
          chain.produceBlock()
        }
      } finally {
        if (db.open) db.close()
        lock.release()
      }
    },
  }
}
