// The Vitest side of the run's demo world (demo-world.ts) and bundled devnet (devnet-bundle.ts): the
// template folder's name, which Vitest's global set-up (templates-setup.ts) provides to every test file. Kept apart so the browser journeys
// (e2e/global-setup.ts) can copy the demo world without Vitest's types.
export { demoDataDir } from './demo-world.ts'
export { bundledDevnetMain } from './devnet-bundle.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of seeded data directories (templates-setup.ts); read with `inject`. */
    testTemplates: string
  }
}
