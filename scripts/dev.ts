// `npm run dev`: a devnet on 8080 and Vite's dev server with hot reload, proxied to it.
import { spawn } from 'node:child_process'

const devnet = spawn(process.execPath, ['--import', 'tsx', 'apps/devnet/src/main.ts', '--seed', 'demo'], {
  stdio: 'inherit',
})
const vite = spawn('npm', ['run', 'dev', '-w', '@portal/web'], { stdio: 'inherit' })

const stop = () => {
  devnet.kill('SIGTERM')
  vite.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
devnet.on('exit', stop)
vite.on('exit', stop)
