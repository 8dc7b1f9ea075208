import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'
import { E2E_DATA_DIR, PORT, WEB_DIST } from './playwright.config.ts'

/**
 * A fresh devnet for the run, with the demo world, serving the portal built by `npm run e2e` on
 * E2E_PORT (default 8931). Its data directory `.devnet-e2e-<port>` is kept after the run, to look into.
 * Playwright calls the returned function when the run ends.
 */
export default async function startE2eDevnet(): Promise<() => Promise<void>> {
  const devnet = await launchDevnet({
    mode: 'child',
    port: PORT,
    seed: 'demo',
    dataDir: E2E_DATA_DIR,
    fresh: true,
    web: WEB_DIST,
    stderr: 'inherit',
  })
  return () => devnet.stop()
}
