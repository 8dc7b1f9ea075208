// zod compiles object parsers with `new Function` unless told not to, probing first whether eval is
// allowed; under the portal's CSP (no 'unsafe-eval') that probe is refused and reported as a CSP
// violation. Interpreted parsing is fast enough for chain rows. This module is imported first by
// main.tsx, because zod reads the setting when each object schema is created.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` and adopts an object already there,
// so the setting is written without loading zod: the first paint then carries none of it, and zod
// arrives with the first page that parses. zod-jitless.test.ts checks zod still reads this slot.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

export {}
