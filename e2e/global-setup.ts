import { copyDemoWorld } from '../apps/devnet/src/testing/demo-world.ts'
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'
import { E2E_DATA_DIR, PORT, WEB_DIST } from './playwright.config.ts'

/**
 * A fresh devnet for the run, with the demo world, serving the portal built by `npm run e2e` on
 * E2E_PORT (default 8931). Its data directory `.devnet-e2e-<port>` is kept after the run, to look into.
 * Playwright calls the returned function when the run ends.
 *
 * Under `npm run e2e` the shards share one seed: E2E_TEMPLATES names the run's folder of seeded
 * worlds (apps/devnet/src/testing/demo-world.ts), the first shard seeds it and each copies it, as
 * a devnet restarted on its data directory continues its chain. Run alone, the devnet seeds its own.
 */
export default async function startE2eDevnet(): Promise<() => Promise<void>> {
  const templates = process.env.E2E_TEMPLATES
  if (templates) await copyDemoWorld(templates, E2E_DATA_DIR)
  const devnet = await launchDevnet({
    mode: 'child',
    port: PORT,
    seed: 'demo',
    dataDir: E2E_DATA_DIR,
    fresh: !templates,
    web: WEB_DIST,
    stderr: 'inherit',
  })
  return () => devnet.stop()
}
