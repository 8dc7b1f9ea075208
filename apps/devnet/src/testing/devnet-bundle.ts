// The devnet's entry point bundled into one ES module, for test runs that start many child devnets
// (the portal's web tests start one per file): Node loads it without tsx, whose loader hooks resolve
// and transform each of the devnet's modules on every start. The bundle holds the devnet's and the
// shared package's sources; npm packages stay imports, resolved from apps/devnet as the sources
// resolve them, and the worker scripts (.mjs) sit beside it, where `new URL(…, import.meta.url)` finds
// them. The first suite of a run that starts a child devnet bundles it (once-per-run.ts); Vitest's
// global set-up (templates-setup.ts) removes it when the run ends.
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { build } from 'esbuild'
import { oncePerRun } from './once-per-run.ts'
import { DEVNET_MAIN, REPO_ROOT } from './start-devnet.ts'

const CHAIN_SOURCES = join(REPO_ROOT, 'packages/chain/src')
const WORKER_SCRIPTS = join(REPO_ROOT, 'apps/devnet/src/chain')
/** Under apps/devnet, so the bundle's package imports resolve as the sources' do. */
const BUNDLES = join(REPO_ROOT, 'apps/devnet/node_modules/.cache')

/** The run's folder for the bundle: named after its template folder, so two runs side by side never share one. */
const bundleFolder = (templates: string) => join(BUNDLES, `devnet-main-${basename(templates)}`)

/**
 * The run's bundled entry point, for `launchDevnet({ main })`: built on the run's first call, by
 * whichever process claims it; the others wait for it.
 */
export async function bundledDevnetMain(templates: string): Promise<string> {
  const folder = bundleFolder(templates)
  await oncePerRun(templates, 'devnet-main', () => bundleInto(folder))
  return join(folder, 'main.mjs')
}

/** Removes the run's bundle (there may be none). */
export function removeDevnetBundle(templates: string): void {
  rmSync(bundleFolder(templates), { recursive: true, force: true })
}

async function bundleInto(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true })
  await build({
    entryPoints: [DEVNET_MAIN],
    outfile: join(folder, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        // `@portal/chain` is source only (its exports name .ts files): bundled like the devnet's own.
        name: 'portal-chain-sources',
        setup(bundler) {
          bundler.onResolve({ filter: /^@portal\/chain(\/|$)/ }, ({ path }) => ({
            path: join(CHAIN_SOURCES, `${path.slice('@portal/chain/'.length) || 'index'}.ts`),
          }))
        },
      },
    ],
  })
  for (const script of readdirSync(WORKER_SCRIPTS).filter((name) => name.endsWith('.mjs')))
    cpSync(join(WORKER_SCRIPTS, script), join(folder, script))
}
