// `npm test`: `npm run check` and `npm run e2e` side by side. One after the other they kept two cores
// only about half busy (a clean-clone run of 7be7ca7: 1,194 s of wall time for 998 s user and 279 s
// system CPU), since the journeys spend much of their time waiting for blocks, voting windows and
// pages; the unit tests fill that waiting. Every line is printed with the name of the run it came
// from. The first of the two to fail stops the other, so a format error does not wait for the
// journeys; the exit code fails if either failed.
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'

interface Part {
  name: 'check' | 'e2e'
  child: ChildProcess
  started: number
}

function start(name: Part['name']): Part {
  // Its own process group, so stopping a part stops its devnets, browsers and test workers too.
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`))
  }
  return { name, child, started: Date.now() }
}

function stop(part: Part, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (part.child.exitCode !== null || part.child.signalCode !== null || part.child.pid === undefined) return
  try {
    process.kill(-part.child.pid, signal)
  } catch {
    // The group has already gone.
  }
}

const parts = [start('check'), start('e2e')]
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    parts.forEach((part) => stop(part, signal))
    process.exit(1)
  })
}

const codes = await Promise.all(
  parts.map(
    (part) =>
      new Promise<number>((resolve) =>
        part.child.on('close', (code, signal) => {
          const exit = code ?? 1
          const seconds = ((Date.now() - part.started) / 1000).toFixed(0)
          const verdict = exit === 0 ? 'passed' : signal ? `stopped (${signal})` : `failed (exit ${exit})`
          console.log(`npm run ${part.name}: ${verdict} in ${seconds} s`)
          if (exit !== 0) parts.filter((other) => other !== part).forEach((other) => stop(other))
          resolve(exit)
        }),
      ),
  ),
)
process.exit(codes.every((code) => code === 0) ? 0 : 1)
