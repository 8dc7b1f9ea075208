import { openSync, readSync } from 'node:fs'

// Node 20 has no process.threadCpuUsage (added in 23.9). On Linux the kernel reports a thread's CPU
// time in /proc/thread-self/stat (utime and stime, in clock ticks of 10 ms); it is opened once, from
// the thread that loads this module (the node's main thread), and read again on each call.
// Elsewhere the process's CPU time stands in (all threads: never below this thread's).

const TICK_US = 10_000
const buffer = Buffer.alloc(1024)

function openStat(): number | undefined {
  try {
    return openSync('/proc/thread-self/stat', 'r')
  } catch {
    return undefined
  }
}

const statFd = openStat()

function fromProc(fd: number): number | undefined {
  try {
    const text = buffer.toString('latin1', 0, readSync(fd, buffer, 0, buffer.length, 0))
    // Fields after the command name (which may hold spaces) in parentheses; utime and stime are the
    // 14th and 15th fields, the 12th and 13th after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? ticks * TICK_US : undefined
  } catch {
    return undefined
  }
}

const hasProc = statFd !== undefined && fromProc(statFd) !== undefined

/** CPU time the loading thread has used, in microseconds (10 ms resolution on Linux). */
export function threadCpuUs(): number {
  if (hasProc && statFd !== undefined) return fromProc(statFd) ?? 0
  const usage = process.cpuUsage()
  return usage.user + usage.system
}

/** The resolution of threadCpuUs, in microseconds: a reading may be this much behind. */
export const THREAD_CPU_RESOLUTION_US = hasProc ? TICK_US : 1

/** The last reading, reused for a start taken within 2 ms of it (far below the 10 ms resolution). */
let last = { atMs: -Infinity, cpuUs: 0 }

/** threadCpuUs for the start of a measurement, without a read when one was just made. */
export function threadCpuStartUs(): number {
  const now = performance.now()
  if (now - last.atMs > 2) last = { atMs: now, cpuUs: threadCpuUs() }
  return last.cpuUs
}
