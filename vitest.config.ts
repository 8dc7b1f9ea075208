import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'postcss'
import { configDefaults, defineConfig } from 'vitest/config'

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url))

/** A PostCSS plugin that replaces each `@layer name { … }` block by its rules (and drops `@layer a, b;`). */
const unwrapLayers: Plugin = {
  postcssPlugin: 'unwrap-layers',
  AtRule: {
    layer(rule) {
      if (rule.nodes) rule.replaceWith(rule.nodes)
      else rule.remove()
    },
  },
}

/**
 * Portal tests of plain logic (builders, parsers, rules): no DOM, no module state, no `vi.mock`
 * (stubs and fake timers are undone after each test). They run in Node with one module graph per
 * worker, as the chain project does, instead of a happy-dom page and a fresh import of the same
 * modules per file. A test that renders, reads `window` (the network preset does), mocks a module or
 * depends on what loaded first (zod-jitless) stays in the `web` project.
 */
const webLogicTests = [
  'src/app/layouts/navigation.test.ts',
  'src/app/route-table.test.ts',
  'src/features/accounts/new-account-keys.test.ts',
  'src/features/governance-docs/api/amendments.test.ts',
  'src/features/governance-docs/components/markdown-plain-text.test.ts',
  'src/features/governance/api/ballots.test.ts',
  'src/features/profiles/avatar-source.test.ts',
  'src/features/resolve/components/candidate-list.test.ts',
  'src/features/safe/unlock-rule.test.ts',
  'src/features/session/after-login.test.ts',
  'src/features/session/wallet-link.test.ts',
  'src/features/testnet/api/testnet-forms.test.ts',
  'src/features/validators/api/benchmark-stats.test.ts',
  'src/features/validators/api/vote.test.ts',
  'src/lib/chain/chain-client.test.ts',
  'src/lib/chain/unreachable.test.ts',
  'src/lib/chunk-timeout.test.ts',
  'src/lib/session/cleos-command.test.ts',
  'src/lib/session/signed-actions.test.ts',
  'src/lib/session/tapos.test.ts',
  'src/lib/services/testnet.test.ts',
  'src/lib/transact/refusal-fields.test.ts',
  'vite-plugins/boot-style-hash.test.ts',
  'vite-plugins/first-reads-loader.test.ts',
  'vite-plugins/precompress.test.ts',
  'vite-plugins/static-host-headers.test.ts',
].map((file) => `apps/web/${file}`)

/**
 * Time limits are failure bounds, never expectations: `npm test` must pass on two cores beside a
 * second `npm test` (load 8–20), where a test runs ten times slower than on an idle machine. A test
 * or hook that waits on a devnet waits for the event it needs (a block, an answer, a printed line);
 * only one that never comes ends at these limits.
 */
const PLAIN_TEST_TIMEOUT_MS = 60_000
const DEVNET_TEST_TIMEOUT_MS = 5 * 60_000
const DEVNET_HOOK_TIMEOUT_MS = 10 * 60_000

// One Vitest config for the monorepo: Node projects for the shared package and the devnet, a DOM
// project for the portal. Browser journeys (e2e/*.spec.ts) belong to Playwright, never to Vitest.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Many
    // files here wait on a devnet (blocks every 500 ms, child processes, HTTP), so one worker more than
    // the cores keeps both cores busy while others wait.
    maxWorkers: availableParallelism() + 1,
    // The run's folder of seeded data directories: suites copy one demo world instead of each seeding it.
    globalSetup: ['apps/devnet/src/testing/templates-setup.ts'],
    projects: [
      {
        test: {
          name: 'chain',
          include: ['packages/chain/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions without module state: one module graph per worker instead of one per file
          // (importing it again for each of the 47 files was nine tenths of this project's time).
          isolate: false,
          testTimeout: PLAIN_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'devnet',
          include: ['apps/devnet/src/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, as the chain project: each file's own import of the node,
          // its HTTP server and its contracts was most of this project's CPU. The devnet keeps no
          // state in modules beyond caches of pure results, no file mocks a module, and every file
          // stops the devnets it starts.
          isolate: false,
          testTimeout: DEVNET_TEST_TIMEOUT_MS,
          hookTimeout: DEVNET_HOOK_TIMEOUT_MS,
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web-logic',
          include: webLogicTests,
          environment: 'node',
          isolate: false,
          testTimeout: PLAIN_TEST_TIMEOUT_MS,
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        // happy-dom drops rules inside `@layer` blocks, where the UI kit puts all of its own; in tests
        // they are unwrapped (in the same order) so computed styles match what the browser shows.
        css: { postcss: { plugins: [unwrapLayers] } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/vite-plugins/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...webLogicTests],
          environment: 'happy-dom',
          // Files against a devnet set their own test limit (lib/testing/devnet-process.ts).
          testTimeout: PLAIN_TEST_TIMEOUT_MS,
          hookTimeout: DEVNET_HOOK_TIMEOUT_MS,
          // Components style themselves with CSS Modules on the tokens of styles/theme.css: tests that
          // read computed styles (wrapping, capped heights, colours) need those rules in the document.
          css: { include: /\.s?css$/ },
        },
      },
    ],
  },
})
