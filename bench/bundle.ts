// Prints the gzipped JavaScript a guest's first load of `/` needs (the entry script, its stages and what
// it preloads), then, per route, the entry plus the lazy chunks that route's page needs. Also checks
// that Wharf Kit stays out of every route's load: it is fetched only when someone logs in or signs.
// A route's figure is what its first draw needs: the page module and its static imports. Parts a page
// fetches after that draw (a form through `pagePart`, the markdown renderer, a dialog) are not in it.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

// Budgets: any route's load, and the bare shell (the not-found route `*`, which loads no page code).
const ROUTE_BUDGET_KB = 150
const SHELL_BUDGET_KB = 110
const web = new URL('../apps/web/', import.meta.url).pathname
// BUNDLE_DIST measures another build folder (one built with `vite build --outDir`).
const dist = process.env.BUNDLE_DIST ?? join(web, 'dist')
const manifestPath = join(dist, '.vite', 'manifest.json')
if (!existsSync(join(dist, 'index.html')) || !existsSync(manifestPath)) {
  console.log('Building the portal first…')
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
}

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>

const sizes = new Map<string, number>()
const gzipKb = (file: string) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024)
  return sizes.get(file) ?? 0
}

/** The chunk files `key` needs before it runs: itself and its static imports, recursively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(imported, seen)
  return seen
}

// Routes and their page modules, from the route table's data file (src/app/routes.json).
const routeRows = JSON.parse(readFileSync(join(web, 'src/app/routes.json'), 'utf8')) as {
  path: string
  page: string
}[]
const routes = routeRows.map(({ path, page }) => ({ path, src: `src/app/routes/${page}` }))
if (routes.length === 0) throw new Error('No route found in apps/web/src/app/routes.json')

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html'
// The entry sets the portal up in stages it imports with `import()` (main.tsx); index.html preloads
// them with it, and every page needs them, so they count as the shell.
const entryFiles = closure(entryKey)
for (const stage of manifest[entryKey]?.dynamicImports ?? []) closure(stage, entryFiles)
// A guest's first load of `/`: the entry with its imports, and the page chunks the route-preload script
// fetches next to it.
const landing = routes.find((route) => route.path === '/')
const firstLoad = [...(landing ? closure(landing.src, new Set(entryFiles)) : entryFiles)]

let total = 0
for (const file of firstLoad) {
  total += gzipKb(file)
  console.log(`  ${file.padEnd(52)} ${gzipKb(file).toFixed(1).padStart(7)} kB gzip`)
}
console.log(
  `first load of / (entry + preloads): ${total.toFixed(1)} kB gzipped JavaScript (budget ${ROUTE_BUDGET_KB} kB)`,
)

const wharf = Object.entries(manifest)
  .filter(([key, chunk]) => /wharf|wallet-plugin|antelope/i.test(`${key} ${chunk.src ?? ''} ${chunk.file}`))
  .map(([, chunk]) => chunk)

console.log('\nper route (entry + preloads + the lazy chunks the page needs), kB gzipped JavaScript:')
let worst = 0
let landingHasWharf = false
const over: string[] = []
for (const { path, src } of routes) {
  const files = closure(src, new Set(entryFiles))
  const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0)
  worst = Math.max(worst, kb)
  const budget = path === '*' ? SHELL_BUDGET_KB : ROUTE_BUDGET_KB
  if (kb > budget) over.push(`${path} ${kb.toFixed(1)} (budget ${budget})`)
  const withWharf = wharf.some((chunk) => files.has(chunk.file))
  if (path === '/') landingHasWharf = withWharf
  console.log(
    `  ${path.padEnd(40)} ${kb.toFixed(1).padStart(7)}${withWharf ? '  (includes Wharf Kit code)' : ''}`,
  )
}
const wharfKb = wharf.reduce((sum, chunk) => sum + gzipKb(chunk.file), 0)
console.log(`largest route load: ${worst.toFixed(1)} kB; Wharf Kit chunks in all: ${wharfKb.toFixed(1)} kB`)
console.log(
  over.length === 0
    ? `every route within ${ROUTE_BUDGET_KB} kB and the bare shell within ${SHELL_BUDGET_KB} kB`
    : `${over.length} over budget: ${over.join(', ')}`,
)
console.log(
  landingHasWharf
    ? "Wharf Kit is in a guest's first load of /: FIX"
    : "Wharf Kit is not in a guest's first load of /: ok",
)
