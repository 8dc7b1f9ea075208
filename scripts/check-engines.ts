// `npm run check` step: the Node versions package.json promises (`engines.node`) must satisfy every
// locked package's own `engines.node`, so `npm install` never warns and CI's Node really runs them all.
// Each range of ours is checked at its lowest version and at the newest release line it admits.
import { readFileSync } from 'node:fs'
import semver from 'semver'

type LockedPackage = { version?: string; engines?: { node?: string } | string[]; optional?: boolean }
type Lockfile = { packages: Record<string, LockedPackage> }

const root = new URL('..', import.meta.url).pathname
const ours = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } })
  .engines.node
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as Lockfile

// The lowest version of each `||` branch of our range: each must be a Node the dependencies accept.
const lowest = new semver.Range(ours).set.map((comparators) => {
  const floor = comparators.find((c) => c.operator === '>=' || c.operator === '')
  if (!floor) throw new Error(`engines.node branch without a lower bound: ${ours}`)
  return floor.semver.version
})

const conflicts: string[] = []
for (const [path, entry] of Object.entries(lock.packages)) {
  const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node
  // Platform binaries that npm installs only where they fit (optional) are not ours to satisfy.
  if (!range || path === '' || entry.optional) continue
  for (const version of lowest) {
    if (!semver.satisfies(version, range))
      conflicts.push(`${path}@${entry.version}: needs node ${range}, ours admits ${version}`)
  }
}

if (conflicts.length > 0) {
  console.error(`engines.node (${ours}) admits Node versions some dependencies refuse:`)
  for (const line of conflicts) console.error(`  ${line}`)
  process.exit(1)
}
console.log(`engines.node ${ours}: every locked package accepts ${lowest.join(' and ')}.`)
