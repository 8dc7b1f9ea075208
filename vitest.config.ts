import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url))

// One Vitest config for the monorepo: Node projects for the shared package and the devnet, a DOM
// project for the portal. Browser journeys (e2e/*.spec.ts) belong to Playwright, never to Vitest.
export default defineConfig({
  test: {
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
        },
      },
    ],
  },
})
