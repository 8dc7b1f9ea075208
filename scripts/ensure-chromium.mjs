// @ts-check
// Browser journeys use Debian's Chromium; this installs it with apt when it is missing and never
// downloads a browser of its own. Plain JavaScript, so `.ci/run` can start it before `npm ci` has
// installed a TypeScript loader, and the apt download runs beside npm's.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `Chromium is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    )
    process.exit(1)
  }
  console.log('Installing Debian chromium for the browser journeys…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation'], {
    stdio: 'inherit',
    env,
  })
}
console.log(execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim())
