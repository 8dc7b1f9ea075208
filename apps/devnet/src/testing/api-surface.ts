import { readFileSync } from 'node:fs'

/** One row of docs/api-surface.tsv: a path a Telos client calls, who calls it, what the devnet does. */
export type SurfaceEntry = {
  path: string
  sources: string[]
  devnet: 'served' | 'not-served'
  reason: string
}

const SURFACE_PATH = new URL('../../../../docs/api-surface.tsv', import.meta.url)

/** The surface list: Wharf Kit, eosjs, nodeos 5's chain and producer API plugins and Hyperion. */
export function readApiSurface(): SurfaceEntry[] {
  return readFileSync(SURFACE_PATH, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [path = '', sources = '', devnet = '', reason = ''] = line.split('\t')
      if (devnet !== 'served' && devnet !== 'not-served')
        throw new Error(`api-surface.tsv: ${path} is neither served nor not-served`)
      return { path, sources: sources.split(','), devnet, reason }
    })
}
