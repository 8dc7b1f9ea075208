// `npm run requirements`: which rows of docs/requirements.tsv have a test naming their id, and which do not.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
// The requirements live in the repository (docs/requirements.tsv), so this works on any clone.
const tsvPath = join(root, 'docs/requirements.tsv')

const rows = readFileSync(tsvPath, 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [id = '', area = '', requirement = ''] = line.split('\t')
    return { id, area, requirement }
  })

const TEST_FILE = /\.(test|spec)\.tsx?$/
const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report'])
function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.devnet')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* testFiles(path)
    else if (TEST_FILE.test(entry.name)) yield path
  }
}

const coveredBy = new Map<string, Set<string>>()
for (const file of testFiles(root)) {
  const text = readFileSync(file, 'utf8')
  for (const match of text.matchAll(/\bR-[A-Z]+(?:-[A-Z]+)*-\d+\b/g)) {
    const files = coveredBy.get(match[0]) ?? new Set<string>()
    files.add(relative(root, file))
    coveredBy.set(match[0], files)
  }
}

const withTest = rows.filter((row) => coveredBy.has(row.id))
const without = rows.filter((row) => !coveredBy.has(row.id))
const onlyMissing = process.argv.includes('--missing')

if (!onlyMissing) {
  console.log(`With a test (${withTest.length}):`)
  for (const row of withTest) console.log(`  ${row.id}\t${[...(coveredBy.get(row.id) ?? [])].join(', ')}`)
}
console.log(`\nWithout a test (${without.length}):`)
for (const row of without) console.log(`  ${row.id}\t${row.area}\t${row.requirement.slice(0, 100)}`)
console.log(`\n${withTest.length} of ${rows.length} requirements have a test.`)

// An id in a test title that the list does not hold points nowhere: a typo or a row that was dropped.
const known = new Set(rows.map((row) => row.id))
const unknown = [...coveredBy.keys()].filter((id) => !known.has(id)).sort()
if (unknown.length > 0) {
  console.error(`\nTests name ids that docs/requirements.tsv does not list:`)
  for (const id of unknown) console.error(`  ${id}\t${[...(coveredBy.get(id) ?? [])].join(', ')}`)
  process.exit(1)
}
