import { config } from 'zod/v4/core'

// zod compiles object parsers with `new Function` unless told not to, probing first whether eval is
// allowed; under the portal's CSP (no 'unsafe-eval') that probe is refused and reported as a CSP
// violation. Interpreted parsing is fast enough for chain rows. This module is imported first by
// main.tsx, because zod reads the setting when each object schema is created.
config({ jitless: true })
