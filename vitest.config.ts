import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'postcss'
import { defineConfig } from 'vitest/config'

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
        },
      },
      {
        test: {
          name: 'devnet',
          include: ['apps/devnet/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          environment: 'happy-dom',
          // Components style themselves with CSS Modules on the tokens of styles/theme.css: tests that
          // read computed styles (wrapping, capped heights, colours) need those rules in the document.
          css: { include: /\.css$/ },
        },
      },
    ],
  },
})
