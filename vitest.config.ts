import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url))

// One Vitest config for the monorepo: Node projects for the shared package and the devnet, a DOM
// project for the portal. Browser journeys (e2e/*.spec.ts) belong to Playwright, never to Vitest.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Many
    // files here wait on a devnet (blocks every 500 ms, child processes, HTTP), so one worker more than
    // the cores keeps both cores busy while others wait.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'chain',
          include: ['packages/chain/src/**/*.test.ts'],
          environment: 'node',
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
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/vite-plugins/**/*.test.ts'],
          environment: 'happy-dom',
          // Components style themselves with CSS Modules: tests that read computed styles (wrapping,
          // capped heights) need those rules in the document, as the browser has them.
          css: { include: /\.module\.css$/ },
        },
      },
    ],
  },
})
