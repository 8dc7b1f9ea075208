import type { Chain } from '../../chain/chain.ts'

// Demo worlds seeded before their links became gateway paths (`/ipfs/{cid}`) named the origin the
// devnet was seeded for, recorded here. Chain data cannot be rewritten, so such a data directory
// served from another address keeps links to the old one, as a real chain keeps links to a gateway
// that moved; the devnet says so when it starts listening. New seeds record nothing.

const ORIGIN_KEY = 'demo_public_origin'

/** The origin the demo world's gateway links name, if the chain has a demo world. */
export function demoOrigin(chain: Chain): string | undefined {
  return chain.meta.get(ORIGIN_KEY)
}

/** A warning when the devnet listens somewhere other than where its demo world's links point, else undefined. */
export function movedOriginWarning(chain: Chain, listening: string): string | undefined {
  const seeded = demoOrigin(chain)
  if (seeded === undefined || seeded === listening) return undefined
  return (
    `Demo world: its gateway links (token logos, ballot pictures, works plans) point at ${seeded}/ipfs/, ` +
    `but the devnet listens at ${listening}. Start it with that address, or with --fresh to seed again.`
  )
}
