import { createHash } from 'node:crypto'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { networkConfig } from '../../packages/chain/src/networks.ts'
import { BOOT_STYLE_HASH, staticHostHeadersFile } from '../../packages/chain/src/portal-headers.ts'
import { bootStages, stagePreloads } from './vite-plugins/boot-stages.ts'
import { bootStyleHash } from './vite-plugins/boot-style-hash.ts'
import { compileHints } from './vite-plugins/compile-hints.ts'
import { loadFirstReads } from './vite-plugins/first-reads-loader.ts'
import { noClassicZod } from './vite-plugins/no-classic-zod.ts'
import { noRuntimeStyles } from './vite-plugins/no-runtime-styles.ts'
import { precompress } from './vite-plugins/precompress.ts'
import { prerenderPages } from './vite-plugins/prerender-pages.ts'
import { routePreload } from './vite-plugins/route-preload.ts'
import { singleInstance } from './vite-plugins/single-instance.ts'
import { hasModuleIdentity } from './vite-plugins/module-identity.ts'

// Validate the chosen network preset with zod before building or serving: a bad PORTAL_NETWORK or
// configuration stops here with a readable message instead of shipping a broken portal.
const PAGE_ORIGIN = 'http://127.0.0.1:8080'
const network = networkConfig(process.env.PORTAL_NETWORK, {
  origin: PAGE_ORIGIN,
  storageApiKey: process.env.PORTAL_DSTOR_API_KEY,
  accountCreation: process.env.PORTAL_ACCOUNT_CREATION,
  recaptchaSiteKey: process.env.PORTAL_RECAPTCHA_SITE_KEY,
})

/**
 * Writes `_headers` (the format Netlify and Cloudflare Pages read) with the security headers the devnet
 * sends, computed from the same preset, so a static host of the `telos-testnet` build serves the same
 * CSP, and HSTS, which only an HTTPS host should send. The local preset's endpoints all sit on the
 * page's origin, so its policy says `'self'`.
 */
function staticHostHeaders(): Plugin {
  return {
    name: 'portal:static-host-headers',
    apply: 'build',
    generateBundle() {
      const source = staticHostHeadersFile(network, network.name === 'local' ? PAGE_ORIGIN : undefined)
      this.emitFile({ type: 'asset', fileName: '_headers', source })
    },
  }
}

const devnetOrigin = process.env.DEVNET_URL ?? 'http://127.0.0.1:8080'
const proxied = ['/v1', '/v2', '/ipfs', '/devnet', '/dstor', '/telos-producer-validation']

// The shell group is what the bare frame needs (React, the query client, session, notifications, the
// network's configuration): a guest's first paint waits for nothing else. It also holds the kit's
// React contexts (tens of bytes each): with them in one place, the lists, steppers and tables that use
// them can be copied into the pages instead of arriving as three more small chunks.
const FIRST_LOAD_MODULES =
  /apps\/web\/src\/(config\/|lib\/(local-storage|chunk-timeout|use-document-title|notifications\/|chain\/(query-client|unreachable)\.ts|session\/(session-store|wallet-prompts|wallets)\.ts))|components\/ui\/internal\/[a-z-]+-context\.ts|packages\/chain\/src\/(constants|errors|networks|contracts\/[a-z-]+\/account)\.ts|@tanstack\/query-core(?!.*\/(queryObserver|infiniteQueryObserver|queriesObserver|mutationObserver)\.js)|@tanstack\/react-query\/build\/modern\/(index|QueryClientProvider)\.js/

// The read path every page with chain data takes: the chain client, the query keys, TanStack's query
// hooks and zod/mini with the schemas' shared parts. One chunk beside the page's own, fetched with it.
const READ_PATH_MODULES =
  /apps\/web\/src\/lib\/chain\/(chain|chain-client|chain-keys|queries|first-reads)\.ts|packages\/chain\/src\/zod-mini\.ts|node_modules\/zod\/|@tanstack\/query-core\/build\/modern\/queryObserver\.js|@tanstack\/react-query\/build\/modern\/(useQuery|useBaseQuery|errorBoundaryUtils|suspense|isRestoring|QueryErrorResetBoundary)\.js/

const webRoot = fileURLToPath(new URL('.', import.meta.url))

/**
 * A CSS module's class: its local name and a short hash of the file. Vite's default adds a line
 * number to each, and the kit's class maps travel in the JavaScript of every page that uses them.
 */
function scopedClassName(local: string, file: string): string {
  const path = relative(webRoot, file.split('?')[0] ?? file)
  return `${local}_${createHash('sha256').update(path).digest('base64url').slice(0, 4)}`
}

export default defineConfig({
  plugins: [
    react(),
    routePreload(fileURLToPath(new URL('./src/app/routes.json', import.meta.url)), async () => {
      const firstReads = await loadFirstReads(network)
      // The local preset's addresses are on the page's own origin, whatever it is where the build is served.
      const onPage = (url: string) =>
        url.startsWith(`${PAGE_ORIGIN}/`) ? url.slice(PAGE_ORIGIN.length) : url
      return {
        ...firstReads,
        chainUrl: network.chainUrl === PAGE_ORIGIN ? null : network.chainUrl,
        listings: Object.fromEntries(
          Object.entries(firstReads.listings).map(([path, urls]) => [path, urls.map(onPage)]),
        ),
        documentBase: onPage(firstReads.documentBase),
      }
    }),
    bootStages(),
    prerenderPages(fileURLToPath(new URL('./src/app/routes.json', import.meta.url)), network),
    staticHostHeaders(),
    bootStyleHash([BOOT_STYLE_HASH]),
    noRuntimeStyles(),
    noClassicZod(),
    singleInstance(),
    // The read path's chunk (zod/mini: the schemas a page sets up call most of it at once) and React's
    // (react-dom's set-up was a task of 48–66 ms at 4× right after the first paint, 38–51 ms hinted).
    // Only those: hinting every chunk added 0.3 kB to each route, taking the shell and the elections
    // page over their budgets.
    compileHints(
      (chunk) =>
        /^assets\/(reads|boot)-[\w-]+\.js$/.test(chunk.fileName) ||
        chunk.moduleIds.some((id) => id.includes('/node_modules/@wharfkit/')),
    ),
    precompress(),
  ],
  css: { modules: { generateScopedName: scopedClassName } },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: devnetOrigin, changeOrigin: true }]),
    ),
  },
  // PORTAL_NETWORK, PORTAL_DSTOR_API_KEY, PORTAL_ACCOUNT_CREATION and PORTAL_RECAPTCHA_SITE_KEY choose
  // and configure the network at build time.
  envPrefix: ['VITE_', 'PORTAL_'],
  // The manifest lets bench/bundle.ts size what each route loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Every browser the portal supports preloads modules itself; the polyfill only cost the entry bytes.
    // The entry's stages are linked from index.html (boot-stages.ts), so their imports preload nothing.
    modulePreload: { polyfill: false, resolveDependencies: stagePreloads },
    // One stylesheet, linked from the page's head: about 15 kB gzipped for every page's rules, instead
    // of a dozen small files that each page's chunks would otherwise fetch after the entry has run.
    cssCodeSplit: false,
    rolldownOptions: {
      // Required by inlined common chunks; the portal's chunks are only ever imported by the portal.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The small modules every page needs (session, notifications, read client, network, shared
          // constants) travel in one chunk instead of a dozen tiny requests on a guest's first load.
          groups: [
            { name: 'shell', test: FIRST_LOAD_MODULES },
            { name: 'reads', test: READ_PATH_MODULES },
            { name: 'boot', test: /node_modules\/(react-dom|scheduler|react-router)\// },
          ],
          // A page's small shared modules (kit components, contract descriptors, formatting) are copied
          // into its chunk instead of arriving as 40 chunks of 1–2 kB: on a phone each request costs a
          // round trip, which costs more than the repeated bytes. A module whose identity matters is
          // never copied (module-identity.ts), and the build checks that (single-instance.ts).
          experimentalInlineCommonChunks: { maxSize: 16_000, exclude: hasModuleIdentity },
        },
      },
    },
  },
})
