// Ports for the journeys' devnets, claimed so that two `npm run e2e` started at the same moment never
// pick the same one. Probing that nothing listens is not enough: two runs probe before either devnet
// binds, take the same ports, and one run's devnets fail to start ("already in use"). A claim is a file
// in the temp folder created with O_EXCL (one creator wins), holding the claiming process's id; a claim
// whose process is gone is stale and taken over. Claims are removed when the run exits.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const claimFile = (port: number) => join(tmpdir(), `portal-e2e-port-${port}.claim`)

/** Whether nothing listens on `port` of the loopback interface the devnet binds. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The process id in a claim file, or 0 when it is gone or unreadable. */
function readHolder(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8')) || 0
  } catch {
    return 0
  }
}

/** Claims `port` for this process: true when this call created the claim (or took over a stale one). */
function claim(port: number): boolean {
  const file = claimFile(port)
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const holder = readHolder(file)
  if (holder > 0 && processAlive(holder)) return false
  // Stale: remove it and race for it again, so only one of two runs that both found it stale wins. The
  // holder is read again just before: had the other run already taken it over, its fresh claim stays.
  if (readHolder(file) !== holder) return false
  rmSync(file, { force: true })
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' })
    return true
  } catch {
    return false
  }
}

/** `count` ports from `first` up that nothing listens on and no other run has claimed; released at exit. */
export async function claimPorts(first: number, count: number): Promise<number[]> {
  const ports: number[] = []
  for (let port = first; ports.length < count; port++) {
    if (!claim(port)) continue
    if (await portFree(port)) ports.push(port)
    else rmSync(claimFile(port), { force: true })
  }
  process.once('exit', () => ports.forEach((port) => rmSync(claimFile(port), { force: true })))
  return ports
}
