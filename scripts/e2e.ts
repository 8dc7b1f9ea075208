// Runs the browser journeys in shards, each a Playwright process with its own devnet on its own port,
// so journeys never share chain state and the run fits CI's time on two cores. Spec files are dealt to
// the shards longest first onto the shard with the least time so far, by the seconds each file took in
// a measured run (e2e/spec-seconds.json; a file without a figure is estimated from its size), since
// Playwright's own --shard splits by count and left one shard twice as long as the other. Each run
// writes its own figures to test-results/spec-seconds.json (e2e/spec-seconds-reporter.ts): copy that
// file over e2e/spec-seconds.json when the journeys have changed much. Arguments (a spec file,
// --grep …) run one unsharded process instead, as `playwright test` would. The shards share one seeded
// demo world (E2E_TEMPLATES, see e2e/global-setup.ts): seeding is hundreds of signed transactions,
// copying it milliseconds.
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { claimPorts } from './port-claims.ts'

/** The first port tried; a port another program holds, or another run has claimed (port-claims.ts), is skipped. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8931)
// Three shards on two cores: journeys wait for blocks, voting windows (65 s, 90 s) and pages, so a third
// shard fills some of that waiting. Measured once (2026-11-29, a quiet 2-core machine): three shards took
// 865, 838 and 696 s, where two had taken 853 and 811 s for about three minutes less of journeys.
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 3))
const extraArgs = process.argv.slice(2)

interface ShardResult {
  shard: number
  code: number
  seconds: number
}

/** Seconds per spec file from a measured run (`e2e/spec-seconds.json`), or none. */
function measuredSeconds(): Record<string, number> {
  const file = join('e2e', 'spec-seconds.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {}
}

/**
 * Each spec file's expected seconds: its measured figure, or, for a file the measured run did not
 * have, its size times the measured files' median seconds per byte (one second per kB with no figures).
 */
function expectedSeconds(files: string[]): Map<string, number> {
  const measured = measuredSeconds()
  const size = (file: string) => statSync(file).size
  const rates = files
    .filter((file) => measured[file] !== undefined)
    .map((file) => measured[file]! / size(file))
    .sort((a, b) => a - b)
  const rate = rates.length > 0 ? rates[Math.floor(rates.length / 2)]! : 1 / 1024
  return new Map(files.map((file) => [file, measured[file] ?? size(file) * rate]))
}

/** The spec files dealt to `total` shards, longest first onto the shard with the least time so far. */
function dealSpecs(total: number): string[][] {
  const files = readdirSync('e2e')
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => join('e2e', file))
  const expected = expectedSeconds(files)
  const specs = files.sort((a, b) => expected.get(b)! - expected.get(a)! || a.localeCompare(b))
  const shards = Array.from({ length: total }, () => ({ files: [] as string[], seconds: 0 }))
  for (const spec of specs) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best))
    lightest.files.push(spec)
    lightest.seconds += expected.get(spec)!
  }
  shards.forEach((shard, index) =>
    console.log(
      `shard ${index + 1}/${total}: ${shard.files.length} files, about ${shard.seconds.toFixed(0)} s by the last measured run`,
    ),
  )
  return shards.map((shard) => shard.files.sort())
}

function runShard(
  shard: number,
  total: number,
  files: string[],
  port: number,
  templates: string | undefined,
): Promise<ShardResult> {
  const started = Date.now()
  const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...extraArgs, ...files]
  const child = spawn('npx', args, {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      ...(templates
        ? { E2E_TEMPLATES: templates, E2E_SPEC_SECONDS: join(templates, `seconds-${shard}.json`) }
        : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = total > 1 ? `[shard ${shard}/${total}] ` : ''
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(prefix + line))
  }
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ shard, code: code ?? 1, seconds: (Date.now() - started) / 1000 }))
  })
}

/** Merges the shards' spec seconds into test-results/spec-seconds.json, the figures of the next deal. */
function writeSpecSeconds(folder: string, total: number): void {
  const merged: Record<string, number> = {}
  for (let shard = 1; shard <= total; shard++) {
    const file = join(folder, `seconds-${shard}.json`)
    if (existsSync(file))
      Object.assign(merged, JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>)
  }
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)))
  mkdirSync('test-results', { recursive: true })
  writeFileSync(join('test-results', 'spec-seconds.json'), JSON.stringify(sorted, null, 2) + '\n')
}

const total = extraArgs.length > 0 ? 1 : shards
const dealt = total > 1 ? dealSpecs(total) : [[]]
const ports = await claimPorts(BASE_PORT, total)
if (ports[0] !== BASE_PORT) console.log(`port ${BASE_PORT} is taken: this run uses ${ports.join(', ')}`)
const templates = total > 1 ? mkdtempSync(join(tmpdir(), 'portal-e2e-templates-')) : undefined
const results = await Promise.all(
  dealt.map((files, index) => runShard(index + 1, total, files, ports[index] ?? BASE_PORT, templates)),
)
if (templates) {
  writeSpecSeconds(templates, total)
  rmSync(templates, { recursive: true, force: true })
}
for (const result of results) {
  const verdict = result.code === 0 ? 'passed' : `failed (exit ${result.code})`
  console.log(`shard ${result.shard}/${total}: ${verdict} in ${result.seconds.toFixed(0)} s`)
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1)
