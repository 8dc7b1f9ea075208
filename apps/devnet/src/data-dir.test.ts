import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { openDevnetNode } from './chain/node.ts'
import { DataDirError, ensureWritableDataDir } from './data-dir.ts'
import { launchDevnet } from './testing/start-devnet.ts'

const MAIN = new URL('./main.ts', import.meta.url).pathname
const root = mkdtempSync(join(tmpdir(), 'devnet-datadir-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the data directory', () => {
  it('is created when missing and left empty by the check', () => {
    expect(() => ensureWritableDataDir(join(root, 'new', 'chain'))).not.toThrow()
  })

  it('refuses a path that is a file, or lies under one, with a plain reason', () => {
    const file = join(root, 'a-file')
    writeFileSync(file, 'not a folder')
    expect(() => ensureWritableDataDir(file)).toThrow(DataDirError)
    expect(() => ensureWritableDataDir(file)).toThrow(/a file of that name is in the way/)
    expect(() => ensureWritableDataDir(join(file, 'chain'))).toThrow(/part of the path is a file/)
  })

  it('stops `npm run devnet` at start-up with that message and exit code 1, writing nothing', () => {
    const file = join(root, 'blocked')
    writeFileSync(file, 'not a folder')
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', '--data', file], {
      encoding: 'utf8',
      timeout: 240_000, // a failure bound under the test's own (vitest.config.ts), not an expectation
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`The data directory "${file}" cannot be used`)
    expect(result.stderr).not.toMatch(/at \w+ \(/) // no stack trace
  })
})

const headOf = async (url: string): Promise<number> => {
  const info = (await (await fetch(`${url}/v1/chain/get_info`)).json()) as { head_block_num: number }
  return info.head_block_num
}

/** Resolves once the devnet at `url` has produced a block past `num`. */
async function producesPast(url: string, num: number): Promise<number> {
  for (;;) {
    const head = await headOf(url)
    if (head > num) return head
    await sleep(100)
  }
}

const runMain = (args: readonly string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', ...args], {
    encoding: 'utf8',
    timeout: 240_000, // a failure bound under the test's own (vitest.config.ts), not an expectation
  })

describe('one devnet per data directory', () => {
  // One child devnet for both lock checks: refused beside it while it runs, then killed with SIGKILL
  // (its lock file left behind) and followed by the next one on its chain.
  it('a second `npm run devnet` on a data directory in use stops at once with one line naming the directory and the first devnet, and the first keeps producing blocks; killed with SIGKILL, the first leaves no lock behind and the next one starts on its chain at once', async () => {
    const dataDir = join(root, 'shared')
    const first = await launchDevnet({ mode: 'child', dataDir })
    let head: number
    try {
      const before = await headOf(first.url)
      // --fresh too: the refused devnet must not empty the folder under the running one.
      const second = runMain(['--data', dataDir, '--fresh'])

      expect(second.status).toBe(1)
      expect(second.stderr.trim().split('\n')).toEqual([
        `The data directory "${dataDir}" is in use by another devnet (pid ${first.pid}). Stop that one first, or choose another directory with --data.`,
      ])
      expect(second.stdout).not.toMatch(/Devnet listening/)
      expect(existsSync(join(dataDir, 'chain.sqlite'))).toBe(true)
      head = await producesPast(first.url, before)
    } finally {
      process.kill(first.pid!, 'SIGKILL')
      await first.stop({ keepData: true })
    }

    const next = await launchDevnet({ mode: 'child', dataDir, removeDataDir: true })
    try {
      expect(await headOf(next.url)).toBeGreaterThanOrEqual(head)
    } finally {
      await next.stop()
    }
  })

  it('a second open of the same data directory in one process is refused and the first node goes on', () => {
    const dataDir = join(root, 'in-process')
    const node = openDevnetNode({ dataDir, seed: 'none', produceBlocks: false })
    try {
      expect(() => openDevnetNode({ dataDir, seed: 'none', produceBlocks: false })).toThrow(DataDirError)
      expect(() => openDevnetNode({ dataDir, seed: 'none', produceBlocks: false })).toThrow(
        `is in use by another devnet (pid ${process.pid})`,
      )
      const head = node.chain.head().num
      expect(node.chain.produceBlock().num).toBe(head + 1)
    } finally {
      node.close()
    }
    // Closed, the directory is free again.
    openDevnetNode({ dataDir, seed: 'none', produceBlocks: false }).close()
  })

  it('R-HTTP-36: a devnet reopened on an older chain produces a block as it opens, so its head is the current slot and a transaction made at once does not expire', async () => {
    const dataDir = join(root, 'reopened')
    openDevnetNode({ dataDir, seed: 'none', produceBlocks: false }).close()
    const stored = openDevnetNode({ dataDir, seed: 'none', produceBlocks: false })
    const old = stored.chain.head()
    stored.close()
    // The stored chain's last block is at least a second (two slots) old when the next devnet opens it.
    await sleep(1_200)
    const node = openDevnetNode({ dataDir, seed: 'none' })
    try {
      expect(node.chain.head().num).toBeGreaterThan(old.num + 1)
      expect(node.chain.head().time_ms).toBeGreaterThanOrEqual(old.time_ms + 1_000)
    } finally {
      node.close()
    }
  })
})
