import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirError, ensureWritableDataDir } from './data-dir.ts'

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
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`The data directory "${file}" cannot be used`)
    expect(result.stderr).not.toMatch(/at \w+ \(/) // no stack trace
  })
})
