// `npm run dev`: a devnet on 8080 (or PORT) and Vite's dev server with hot reload, proxied to it.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const devnetUrl = process.env.DEVNET_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`
// Vite is run by its own entry point rather than through `npm run dev -w`: npm does not pass a SIGTERM
// on to the server it started, which then outlives `npm run dev`.
const webRequire = createRequire(new URL('../apps/web/package.json', import.meta.url))
const viteBin = join(dirname(webRequire.resolve('vite/package.json')), 'bin/vite.js')

const devnet = spawn(process.execPath, ['--import', 'tsx', 'apps/devnet/src/main.ts', '--seed', 'demo'], {
  stdio: 'inherit',
})
const vite = spawn(process.execPath, [viteBin], {
  cwd: 'apps/web',
  stdio: 'inherit',
  env: { ...process.env, DEVNET_URL: devnetUrl },
})

const stop = () => {
  devnet.kill('SIGTERM')
  vite.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// A devnet that could not start (data directory in use, busy port) has printed why; its exit code is ours.
devnet.on('exit', (code) => {
  if (code) process.exitCode = code
  stop()
})
vite.on('exit', stop)
