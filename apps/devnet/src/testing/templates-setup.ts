// Vitest's global set-up (vitest.config.ts): a temporary folder for the run's seeded data directories
// (demo-template.ts), given to every project's test files as `inject('testTemplates')`, and removed
// when the run ends, with the run's bundled devnet (devnet-bundle.ts). Nothing is seeded or bundled
// here: the first suite that needs a demo world or a child devnet makes it, so a run without one (a
// single chain test) pays nothing.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { removeDevnetBundle } from './devnet-bundle.ts'
// For the type of `testTemplates` (ProvidedContext), declared beside its reader.
import type {} from './demo-template.ts'

export default function setup(project: TestProject): () => void {
  const templates = mkdtempSync(join(tmpdir(), 'portal-test-templates-'))
  project.provide('testTemplates', templates)
  return () => {
    removeDevnetBundle(templates)
    rmSync(templates, { recursive: true, force: true })
  }
}
