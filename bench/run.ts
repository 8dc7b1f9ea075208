// `npm run bench`: runs every benchmark script in this folder, one after another, each printing its figures.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const dir = fileURLToPath(new URL('.', import.meta.url))
const only = process.argv.slice(2)
const scripts = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.startsWith('_'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort()

let failed = 0
for (const script of scripts) {
  console.log(`\n== bench/${script} ==`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${script}`], { stdio: 'inherit' })
  if (result.status !== 0) failed += 1
}
process.exit(failed === 0 ? 0 : 1)
