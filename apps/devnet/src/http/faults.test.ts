import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PUBLIC_KEY } from '../chain/chain.ts'
import { createAccount } from '../services/backend/create-account.ts'
import {
  accountsRound,
  blocksRound,
  restartDevnet,
  storageRound,
  type FaultRound,
} from '../testing/fault-rounds.ts'
import type { LaunchedDevnet } from '../testing/start-devnet.ts'
import { signTransaction, startTestDevnet } from './test-devnet.ts'

// One child devnet, killed with SIGKILL once per test and started again on the same data directory;
// each round (testing/fault-rounds.ts) says what it checks. `bench/faults.ts` runs the same rounds.
describe('SIGKILL in the middle of the work', () => {
  let dataDir: string
  let devnet: LaunchedDevnet

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'devnet-faults-'))
    devnet = (await restartDevnet(dataDir)).devnet
  })
  afterAll(async () => {
    await devnet?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const expectClean = (round: FaultRound) => {
    expect(round.partial).toEqual([])
    expect(round.lost).toBe(0)
  }

  it('an upload killed while its files are processed leaves no half-stored file or stuck upload, and uploads again with the right CIDs', async () => {
    const result = await storageRound(devnet, { killAt: 'processing' })
    devnet = result.devnet
    expectClean(result.round)
    // The big upload was cut off while being hashed or saved (ERROR: upload again) or had just finished;
    // the small one waiting behind it is processed after the restart.
    expect(result.round.notes.doneAfterRestart! + result.round.notes.errorAfterRestart!).toBe(2)
  })

  it('an upload killed while its request is received leaves nothing stored and can be sent again', async () => {
    const result = await storageRound(devnet, { killAt: 'receiving', fileCount: 2, fileBytes: 3_000_000 })
    devnet = result.devnet
    expectClean(result.round)
  })

  it('account creations killed mid-flight: every acknowledged account exists with its keys and grant, and a retry succeeds or finds it created', async () => {
    // Enough creations that some are still in flight once 10 transfers are acknowledged: with fewer,
    // a node that creates accounts quickly finished them all first and nothing was cut off.
    const result = await accountsRound(devnet, { count: 90 })
    devnet = result.devnet
    expectClean(result.round)
    expect(result.round.notes.accounts).toBeGreaterThanOrEqual(15)
    expect(result.round.notes.transfers).toBeGreaterThanOrEqual(10)
    // Other creations were on their way when the kill came; each was sent again after the restart.
    expect(result.round.notes.cutOff).toBeGreaterThan(0)
  })

  // One blocks round, with a transaction: it checks what a round without one checks (the head kept,
  // no gap or fork around the restart) and the unsealed block's transaction too; bench/faults.ts
  // alternates rounds with and without one, at random moments.
  it('a restart during block production continues from the stored head with no gap or fork, and a transaction acknowledged in a block not yet sealed at the kill stays in that block, under the id its trace named', async () => {
    const result = await blocksRound(devnet, { withTransaction: true })
    devnet = result.devnet
    expectClean(result.round)
    expect(result.round.notes.withTransaction).toBe(1)
    expect(result.round.notes.blocksChecked).toBeGreaterThanOrEqual(3)
  })
})

describe('service writes and the group commit', () => {
  it('an account the backend creates is on disk when it answers, even while clients hold a group commit open', async () => {
    const node = await startTestDevnet()
    try {
      const chain = node.node.chain
      // A client's transaction opens the group commit, which is committed on the next turn of the loop.
      const { body } = await signTransaction(node, [
        {
          account: 'eosio.token',
          name: 'transfer',
          actor: 'eosio',
          data: { from: 'eosio', to: 'eosio.rex', quantity: '0.0001 TLOS', memo: 'group' },
        },
      ])
      const pending = fetch(`${node.url}/v1/chain/send_transaction`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
      await new Promise<void>((resolve) => {
        const check = () => (chain.db.inTransaction ? resolve() : setImmediate(check))
        check()
      })
      createAccount(chain, 'faultsgroup1', DEV_PUBLIC_KEY, DEV_PUBLIC_KEY)
      // Another connection sees only committed data: what a restart after SIGKILL would find.
      const reader = new Database(join(node.dataDir, 'chain.sqlite'), { readonly: true })
      const onDisk = reader.prepare("SELECT name FROM accounts WHERE name = 'faultsgroup1'").get()
      reader.close()
      expect((await pending).status).toBe(202)
      expect(onDisk).toEqual({ name: 'faultsgroup1' })
    } finally {
      await node.close()
    }
  })
})
