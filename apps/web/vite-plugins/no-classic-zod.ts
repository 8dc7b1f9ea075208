import { forbidModules, type ForbiddenModule } from './forbidden-modules.ts'

/**
 * Parts of zod no page may load. Classic zod's schemas carry every method on every schema, so a page
 * that parses one field paid for all of zod (about 10 kB gzipped, with the JSON-schema writer the
 * classic schemas import); the portal's schemas use zod/mini (`@portal/chain/zod-mini`) instead.
 */
const CLASSIC_ZOD: ForbiddenModule[] = [
  { name: 'classic zod', path: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/ },
  { name: "zod's JSON-schema writer", path: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema/ },
]

/** Fails `vite build` when any chunk, and so any route, would load classic zod. */
export const noClassicZod = () =>
  forbidModules(
    'portal:no-classic-zod',
    CLASSIC_ZOD,
    'Classic zod is bundled; import z from @portal/chain/zod-mini instead',
  )
