// `npm run check`: format, lint, the dependency and requirement checks, the four typechecks and the
// unit tests. The checks that use one core each (Prettier and ESLint; tsc) run side by side in two
// lanes, so both cores of a small machine work; the unit tests follow with every core. Each lane stops
// at its first failure and the run fails if any step failed, printing which.
import { spawn } from 'node:child_process'

interface Step {
  name: string
  command: string
  args: string[]
}

const npm = (script: string, ...args: string[]): Step => ({
  name: [script, ...args].join(' '),
  command: 'npm',
  args: ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])],
})
const tsc = (project: string): Step => ({
  name: `tsc -p ${project}`,
  command: 'npx',
  args: ['tsc', '-p', project, '--noEmit'],
})

const lanes: Step[][] = [
  [npm('format:check'), npm('lint'), npm('engines'), npm('requirements', '--missing')],
  [tsc('packages/chain'), tsc('apps/devnet'), tsc('apps/web'), tsc('tsconfig.tools.json')],
]
const unitTests = npm('test:unit')

function run(step: Step): Promise<{ step: Step; ok: boolean; seconds: number; output: string }> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => {
      resolve({ step, ok: code === 0, seconds: (Date.now() - started) / 1000, output })
    })
  })
}

async function runLane(steps: Step[]): Promise<boolean> {
  for (const step of steps) {
    const result = await run(step)
    // A lane's output is printed whole when its step ends, so two lanes never interleave lines.
    process.stdout.write(result.ok ? '' : result.output)
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${step.name} (${result.seconds.toFixed(0)} s)`)
    if (!result.ok) return false
  }
  return true
}

const started = Date.now()
const lanesOk = (await Promise.all(lanes.map(runLane))).every(Boolean)
if (!lanesOk) {
  console.log('check failed before the unit tests')
  process.exit(1)
}
// The unit tests print as they go (Vitest's own summary closes the run).
const tests = spawn(unitTests.command, unitTests.args, { stdio: 'inherit' })
const code = await new Promise<number>((resolve) => tests.on('close', (exit) => resolve(exit ?? 1)))
console.log(`check ${code === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
process.exit(code)
