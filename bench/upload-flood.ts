// Prints the disk an upload flood writes into a child devnet's data directory (as `npm run devnet`
// runs it): for 30 s, 8 clients each take a free temporary token and an upload token per request and
// upload a 20 MB file (the largest one file may be), as fast as the devnet takes them. Run twice: with
// the default quota (1000 MB) and with a 200 MB quota, so the bound shows even on a slow machine.
// Before the quotas, the same flood wrote 3.6 GB in 30 s (issue 38, finding 5).
import { execFileSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'

const FLOOD_MS = 30_000
const CLIENTS = 8
const FILE_BYTES = 20_000_000

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)

/** Bytes under `dir`, as `du` counts them on disk. */
const diskBytes = (dir: string) =>
  Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0])

async function flood(quotaMb: number | undefined) {
  const devnet = await launchDevnet({ mode: 'child', storageQuotaMb: quotaMb })
  const dstor = `${devnet.url}/dstor`
  const ipfsDir = join(devnet.dataDir, 'ipfs')
  const before = diskBytes(ipfsDir)
  const statuses = new Map<number, number>()
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const end = Date.now() + FLOOD_MS
  let seed = 0
  const client = async () => {
    while (Date.now() < end) {
      const access = (await (
        await fetch(`${dstor}/v1/dev/temp-token`, { headers: { 'api-key': 'k' } })
      ).json()) as {
        access_token: string
      }
      const authorization = `Bearer ${access.access_token}`
      const token = (await (
        await fetch(`${dstor}/v1/upload/get-token/`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ chunks_number: 1, folder_path: 'flood/bench' }),
        })
      ).json()) as { token: string }
      const body = new FormData()
      // Distinct bytes per file, so no two uploads share a CID (and a stored file).
      body.append('file', new Blob([new Uint8Array(FILE_BYTES).fill(++seed % 256)]), `flood-${seed}.bin`)
      const response = await fetch(`${dstor}/v1/upload/`, {
        method: 'POST',
        headers: { authorization, 'x-dstor-upload-token': token.token },
        body,
      })
      await response.arrayBuffer()
      count(response.status)
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client))
  // Uploads accepted in the last seconds are still being hashed and moved: wait until the disk settles.
  let written = diskBytes(ipfsDir) - before
  for (let previous = -1; written !== previous;) {
    previous = written
    await new Promise((resolve) => setTimeout(resolve, 2000))
    written = diskBytes(ipfsDir) - before
  }
  await devnet.stop()
  const answers = [...statuses].map(([status, n]) => `${n}× ${status}`).join(', ')
  console.log(
    `upload flood (${FLOOD_MS / 1000} s, ${CLIENTS} clients, ${FILE_BYTES / 1e6} MB files, quota ${quotaMb ?? 1000} MB): ` +
      `disk written ${(written / 1e6).toFixed(0)} MB; answers ${answers}`,
  )
}

await flood(undefined)
await flood(200)
