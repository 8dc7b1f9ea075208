// One demo world per test run, copied for every suite that needs one. Seeding it is hundreds of signed
// transactions (10 s of CPU on an idle machine, over 30 s on a loaded one); copying its data directory
// takes milliseconds. The run's template folder comes from Vitest's global set-up (templates-setup.ts)
// or, for the browser journeys, from scripts/e2e.ts (E2E_TEMPLATES):
// the first suite that asks for a demo world seeds it there while the others wait (once-per-run.ts).
//
// A copy is the seeded chain continued, as a devnet restarted on its data directory continues it: the
// demo documents are already in its storage, and its long deadlines (days) are still ahead.
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { clearDataDir, lockDataDir } from '../data-dir.ts'
import { oncePerRun } from './once-per-run.ts'
import { DEMO_DOCUMENTS_UPLOADED, launchDevnet } from './start-devnet.ts'

/** Files a devnet leaves beside its chain that describe the process holding it, not the chain. */
const PROCESS_FILES = new Set(['devnet.lock', 'devnet.pid'])

/**
 * A new temporary data directory holding a copy of the run's demo world (seeded on the first call of
 * the run). The caller owns it: start a devnet on it with `removeDataDir`, or remove it.
 */
export async function demoDataDir(templates: string, prefix = 'devnet-demo-'): Promise<string> {
  const template = await demoTemplate(templates)
  const dir = mkdtempSync(join(tmpdir(), prefix))
  cpSync(template, dir, { recursive: true, filter: (source) => !PROCESS_FILES.has(basename(source)) })
  return dir
}

/**
 * Empties the named data directory `dataDir` and copies the run's demo world into it (seeded on the
 * first call of the run, by whichever process claims it). A directory another devnet holds is refused
 * with a DataDirError, as `--fresh` refuses it, never emptied.
 */
export async function copyDemoWorld(templates: string, dataDir: string): Promise<void> {
  const template = await demoTemplate(templates)
  const lock = lockDataDir(dataDir)
  try {
    clearDataDir(lock)
    cpSync(template, dataDir, { recursive: true, filter: (source) => !PROCESS_FILES.has(basename(source)) })
  } finally {
    lock.release()
  }
}

/** The seeded template's folder, once seeded: by this call, or by the one that claimed the seed. */
async function demoTemplate(templates: string): Promise<string> {
  const template = join(templates, 'demo')
  await oncePerRun(templates, 'demo', () => seedTemplate(template))
  return template
}

/** Seeds the demo world into `dataDir` with the devnet as `npm start` runs it, then stops it. */
async function seedTemplate(dataDir: string): Promise<void> {
  const devnet = await launchDevnet({
    mode: 'child',
    seed: 'demo',
    dataDir,
    // Copies must not upload anything: the template is stopped only once its documents are stored.
    waitFor: [DEMO_DOCUMENTS_UPLOADED],
  })
  await devnet.stop()
}
