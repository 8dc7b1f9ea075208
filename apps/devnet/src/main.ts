import { rmSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { openDevnetNode } from './chain/node.ts'
import { parseDevnetArgs, publicOrigin, type DevnetOptions } from './cli.ts'
import { DataDirError, ensureWritableDataDir } from './data-dir.ts'
import { createServer } from './http/server.ts'

/** Starts the devnet with the given options and resolves with its origin once it answers. */
export async function startDevnet(
  options: DevnetOptions,
): Promise<{ url: string; close: () => Promise<void> }> {
  if (options.fresh) rmSync(options.data, { recursive: true, force: true })
  ensureWritableDataDir(options.data)
  // The seed applies only to a new data directory; an existing chain is continued as it was.
  const node = openDevnetNode({
    dataDir: options.data,
    seed: options.seed,
    publicOrigin: publicOrigin(options.host, options.port),
  })
  const app = await createServer({
    webDist: options.web,
    node,
    dataDir: options.data,
    corsAllowOrigin: options.corsOrigin === 'none' ? false : options.corsOrigin,
  })
  try {
    await app.listen({ host: options.host, port: options.port })
  } catch (error) {
    node.close()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://${options.host}:${port}`,
    close: async () => {
      await app.close()
      node.close()
    },
  }
}

async function main(): Promise<void> {
  let options: DevnetOptions
  try {
    options = parseDevnetArgs(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
  let devnet: Awaited<ReturnType<typeof startDevnet>>
  try {
    devnet = await startDevnet(options)
  } catch (error) {
    if (!(error instanceof DataDirError)) throw error
    console.error(error.message)
    process.exit(1)
  }
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
