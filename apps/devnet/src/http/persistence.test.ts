import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { APIClient } from '@wharfkit/antelope'
import { describe, expect, it } from 'vitest'
import { getCurrencyBalance } from '../chain/api/reads.ts'
import { openDevnetNode } from '../chain/node.ts'
import { signTransaction, startTestDevnet } from './test-devnet.ts'

const MAIN = new URL('../main.ts', import.meta.url).pathname

/** Starts `npm run devnet` as a child process and resolves with its URL once it listens. */
function spawnDevnet(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', MAIN, '--port', '0', '--data', dataDir, '--seed', 'none'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening at (http:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve({ child, url: match[1] })
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`devnet exited with ${code}: ${output}`)))
  })
}

describe('durability', () => {
  it('continues the same chain after a restart with the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-restart-'))
    try {
      const first = await startTestDevnet({ dataDir })
      const session = first.session('eosio')
      await session.transact({
        action: {
          account: 'eosio.token',
          name: 'transfer',
          authorization: [session.permissionLevel],
          data: { from: 'eosio', to: 'eosio.rex', quantity: '7.0000 TLOS', memo: 'before restart' },
        },
      })
      const before = await first.client.v1.chain.get_info()
      await first.close({ keepData: true })

      const second = await startTestDevnet({ dataDir })
      const after = await second.client.v1.chain.get_info()
      expect(String(after.chain_id)).toBe(String(before.chain_id))
      expect(after.head_block_num.toNumber()).toBeGreaterThanOrEqual(before.head_block_num.toNumber())
      expect(
        (await second.client.v1.chain.get_currency_balance('eosio.token', 'eosio.rex'))[0]?.toString(),
      ).toBe('7.0000 TLOS')
      const actions = (await (
        await fetch(`${second.url}/v2/history/get_actions?account=eosio.rex`)
      ).json()) as {
        actions: { act: { data: { memo: string } } }[]
      }
      expect(actions.actions.map((action) => action.act.data.memo)).toEqual(['before restart'])
      await second.close({ keepData: true })
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('keeps every acknowledged transaction, and none half-applied, after SIGKILL mid-load', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-kill-'))
    try {
      const { child, url } = await spawnDevnet(dataDir)
      const client = new APIClient({ url })
      const units = async (account: string) =>
        Math.round(
          Number(
            (await client.v1.chain.get_currency_balance('eosio.token', account, 'TLOS'))[0]?.value ?? 0,
          ) * 10000,
        )
      const [eosioBefore, rexBefore] = [await units('eosio'), await units('eosio.rex')]
      const signed = []
      const info = await client.v1.chain.get_info()
      for (let i = 0; i < 150; i++) {
        signed.push(
          await signTransaction(
            { client },
            [
              {
                account: 'eosio.token',
                name: 'transfer',
                actor: 'eosio',
                data: { from: 'eosio', to: 'eosio.rex', quantity: '0.0001 TLOS', memo: `load ${i}` },
              },
            ],
            { info },
          ),
        )
      }
      const acknowledged: string[] = []
      let killed = false
      await Promise.all(
        signed.map(async ({ id, body }) => {
          try {
            const response = await fetch(`${url}/v1/chain/send_transaction`, {
              method: 'POST',
              body: JSON.stringify(body),
            })
            if (response.status === 202) acknowledged.push(id)
          } catch {
            // Requests in flight when the process dies fail; they were never acknowledged.
          }
          if (acknowledged.length >= 30 && !killed) {
            killed = true
            child.kill('SIGKILL')
          }
        }),
      )
      await new Promise((resolve) =>
        child.exitCode !== null || child.signalCode ? resolve(null) : child.once('exit', resolve),
      )
      expect(acknowledged.length).toBeGreaterThanOrEqual(30)

      const node = openDevnetNode({ dataDir, seed: 'none', produceBlocks: false })
      try {
        const committed = node.chain.db
          .prepare<[], { id: string }>('SELECT id FROM transactions')
          .all()
          .map((row) => row.id)
        for (const id of acknowledged) expect(committed).toContain(id)
        const ours = signed.filter(({ id }) => committed.includes(id)).length
        const history = node.chain.db
          .prepare(
            "SELECT COUNT(*) AS n FROM history_actions WHERE json_extract(doc, '$.act.data.memo') LIKE 'load %'",
          )
          .get() as { n: number }
        expect(history.n).toBe(ours)
        // eosio.rex gained, and eosio lost, exactly one ten-thousandth per committed transfer.
        const units = (account: string) =>
          Math.round(
            Number(getCurrencyBalance(node.chain, 'eosio.token', account, 'TLOS')[0]?.split(' ')[0] ?? 0) *
              10000,
          )
        expect([units('eosio'), units('eosio.rex')]).toEqual([eosioBefore - ours, rexBefore + ours])
      } finally {
        node.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
