// `npm start`: the devnet with the demo world, serving the built portal from the same origin.
import { startFromCommandLine } from '../apps/devnet/src/main.ts'

// A data directory already in use or a busy port ends here with one line and exit code 1.
const { devnet } = await startFromCommandLine([
  '--seed',
  'demo',
  '--web',
  'apps/web/dist',
  ...process.argv.slice(2),
])

const health = await fetch(`${devnet.url}/devnet/health`)
if (!health.ok) throw new Error(`The devnet did not answer at ${devnet.url}`)

console.log(`\nTelos Portal is running at ${devnet.url}\n`)
try {
  const response = await fetch(`${devnet.url}/devnet/accounts`)
  if (response.ok) {
    const accounts = (await response.json()) as { name: string; role?: string }[]
    if (accounts.length > 0) {
      console.log('Demo accounts (log in with the "Local keys" wallet):')
      for (const account of accounts) console.log(`  ${account.name.padEnd(13)} ${account.role ?? ''}`)
      console.log('')
    }
  }
} catch {
  // The account list is a convenience; the portal works without it.
}

const stop = () => {
  void devnet.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
