import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { launchDevnet, type LaunchedDevnet } from '../../testing/start-devnet.ts'
import { computeCidV0 } from './cid.ts'
import { dstorCalls, form } from './dstor-test-calls.ts'

const root = mkdtempSync(join(tmpdir(), 'devnet-incoming-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const BOUNDARY = 'devnet-leftovers'

/**
 * Starts a multipart upload request whose first file never finishes: the devnet writes what arrived to
 * `.incoming` and waits for the rest, which never comes. Settles (with an error) once the devnet is gone.
 */
function stalledUpload(devnet: LaunchedDevnet, access: string, token: string): Promise<unknown> {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cut.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`
  let sent = false
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return new Promise(() => {}) // the rest of the file never comes
      sent = true
      controller.enqueue(new Uint8Array([...Buffer.from(head), ...new Uint8Array(64 * 1024).fill(7)]))
    },
  })
  return fetch(`${devnet.url}/dstor/v1/upload/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${access}`,
      'x-dstor-upload-token': token,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body,
    duplex: 'half',
  } as RequestInit).catch((error: unknown) => error)
}

const incoming = (dataDir: string) => join(dataDir, 'ipfs', '.incoming')
const filesIn = (folder: string) => {
  try {
    return readdirSync(folder)
  } catch {
    return []
  }
}

describe('uploads cut off by SIGKILL', () => {
  it('leave nothing of the unanswered request in ipfs/.incoming after a restart; the acknowledged chunk stays and the upload completes', async () => {
    const dataDir = join(root, 'killed')
    const first = await launchDevnet({ mode: 'child', dataDir })
    const calls = dstorCalls(() => `${first.url}/dstor`)
    const access = await calls.accessToken()
    const token = await calls.uploadToken(access, 2)
    const firstChunk = await calls.upload(access, token, form(['one.txt', 'the first chunk']))
    expect(firstChunk.status).toBe(200)
    const [uploadFolder] = readdirSync(incoming(dataDir)).map((name) => join(incoming(dataDir), name))
    const acknowledged = filesIn(uploadFolder!)
    expect(acknowledged).toHaveLength(1)

    const stalled = stalledUpload(first, access, token)
    while (filesIn(uploadFolder!).length < 2) await sleep(20)
    process.kill(first.pid!, 'SIGKILL')
    await stalled
    await first.stop({ keepData: true })
    expect(filesIn(uploadFolder!)).toHaveLength(2)
    // And a folder of an upload the index never heard of, as a crash before get-token's commit could leave.
    mkdirSync(join(incoming(dataDir), '999'))
    writeFileSync(join(incoming(dataDir), '999', 'stray'), 'stray bytes')

    const restarted = await launchDevnet({ mode: 'in-process', dataDir, removeDataDir: true })
    try {
      expect(readdirSync(incoming(dataDir))).toEqual([uploadFolder!.split('/').at(-1)])
      expect(filesIn(uploadFolder!)).toEqual(acknowledged)

      const again = dstorCalls(() => `${restarted.url}/dstor`)
      const secondChunk = await again.upload(access, token, form(['two.txt', 'the second chunk']))
      expect(secondChunk.status).toBe(200)
      const statuses = await again.pollToEnd(access, token)
      const done = statuses.at(-1) as { status: string; files?: { Hash: string }[] }
      expect(done.status).toBe('DONE')
      const cids = await Promise.all(
        ['the first chunk', 'the second chunk'].map(
          async (text) => (await computeCidV0(new TextEncoder().encode(text))).cid,
        ),
      )
      expect(JSON.stringify(done)).toContain(cids[0])
      expect(JSON.stringify(done)).toContain(cids[1])
      expect(readdirSync(incoming(dataDir))).toEqual([])
    } finally {
      await restarted.stop()
    }
  })
})
