// Prints the gzipped JavaScript a guest's first load of `/` needs: the entry script and what it preloads.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = new URL('../apps/web/dist/', import.meta.url).pathname
if (!existsSync(join(dist, 'index.html'))) {
  console.log('Building the portal first…')
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
}

const html = readFileSync(join(dist, 'index.html'), 'utf8')
const scripts = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
].map((match) => match[1] ?? '')

let total = 0
for (const file of scripts) {
  const size = gzipSync(readFileSync(join(dist, file))).length
  total += size
  console.log(`  ${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} kB gzip`)
}
console.log(
  `first load of / (entry + preloads): ${(total / 1024).toFixed(1)} kB gzipped JavaScript (budget 175 kB)`,
)
