import { createServer as createNetServer } from 'node:net'
import { pathToFileURL } from 'node:url'
import { parseDevnetArgs, publicOrigin, type DevnetOptions } from './cli.ts'
import { ensureWritableDataDir, lockDataDir } from './data-dir.ts'
import { isAddressInUse, portInUseError, StartupError } from './startup-error.ts'

/**
 * Starts the devnet with the given options and resolves with its origin once it answers. A data
 * directory another devnet holds, or a port already taken, rejects with a StartupError.
 */
export async function startDevnet(
  options: DevnetOptions,
): Promise<{ url: string; close: () => Promise<void> }> {
  ensureWritableDataDir(options.data)
  // The lock comes before `--fresh` empties the folder, so a second devnet never wipes a running one's chain.
  const lock = lockDataDir(options.data)
  try {
    // Checked before the chain opens, so a busy port is reported before seconds of seeding, not after.
    await checkPortFree(options.host, options.port)
  } catch (error) {
    lock.release()
    throw error
  }
  // The chain and the HTTP server (most of the devnet's code) are loaded only once the checks above
  // passed: a refused start ends in a fraction of the time, and the tests that start one refused
  // devnet after another (start-up, data-dir) spend their CPU on the refusal, not on module loading.
  const [{ openDevnetNode }, { createServer }] = await Promise.all([
    import('./chain/node.ts'),
    import('./http/server.ts'),
  ])
  // The seed applies only to a new data directory; an existing chain is continued as it was.
  const node = openDevnetNode({
    dataDir: options.data,
    seed: options.seed,
    fresh: options.fresh,
    lock,
    publicOrigin: publicOrigin(options.host, options.port),
  })
  const app = await createServer({
    webDist: options.web,
    node,
    dataDir: options.data,
    corsAllowOrigin: options.corsOrigin === 'none' ? false : options.corsOrigin,
    listenHost: options.host,
    hostNames: options.hostNames,
    publicOrigin: publicOrigin(options.host, options.port),
    storageQuotaBytes: options.storageQuotaMb * 1_000_000,
  })
  try {
    await app.listen({ host: options.host, port: options.port })
  } catch (error) {
    await app.close()
    node.close()
    throw isAddressInUse(error) ? portInUseError(options.host, options.port) : error
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

/** Rejects with the port-in-use StartupError when something already listens on `host:port`. */
function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', (error) => reject(isAddressInUse(error) ? portInUseError(host, port) : error))
    probe.listen({ host, port }, () => probe.close(() => resolve()))
  })
}

/**
 * Parses the arguments and starts the devnet, or ends the process with one line on stderr: exit code
 * 2 for arguments it cannot read, 1 for a StartupError (data directory, port). `npm run devnet` and
 * `npm start` both begin here.
 */
export async function startFromCommandLine(
  argv: readonly string[],
): Promise<{ options: DevnetOptions; devnet: Awaited<ReturnType<typeof startDevnet>> }> {
  let options: DevnetOptions
  try {
    options = parseDevnetArgs(argv)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
  try {
    return { options, devnet: await startDevnet(options) }
  } catch (error) {
    if (!(error instanceof StartupError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

async function main(): Promise<void> {
  const { options, devnet } = await startFromCommandLine(process.argv.slice(2))
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
