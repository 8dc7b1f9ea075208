import { mkdirSync, rmSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseDevnetArgs, type DevnetOptions } from './cli.ts'
import { createServer } from './http/server.ts'

/** Starts the devnet with the given options and resolves with its origin once it answers. */
export async function startDevnet(
  options: DevnetOptions,
): Promise<{ url: string; close: () => Promise<void> }> {
  if (options.fresh) rmSync(options.data, { recursive: true, force: true })
  mkdirSync(options.data, { recursive: true })

  const app = await createServer({ webDist: options.web })
  await app.listen({ host: options.host, port: options.port })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return { url: `http://${options.host}:${port}`, close: () => app.close() }
}

async function main(): Promise<void> {
  let options: DevnetOptions
  try {
    options = parseDevnetArgs(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
  const devnet = await startDevnet(options)
  console.log(`Devnet listening at ${devnet.url} (data: ${options.data}, seed: ${options.seed})`)
  const stop = () => {
    void devnet.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main()
}
