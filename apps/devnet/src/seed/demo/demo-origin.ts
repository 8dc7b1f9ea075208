import type { Chain } from '../../chain/chain.ts'

// The demo world's gateway links name the origin the devnet was seeded for. Chain data cannot be
// rewritten, so a data directory later served from another address keeps links to the old one, as a
// real chain keeps links to a gateway that moved; the devnet says so when it starts listening.

const ORIGIN_KEY = 'demo_public_origin'

/** Records the origin the demo world's gateway links name (when it was known at seed time). */
export function setDemoOrigin(chain: Chain, origin: string): void {
  chain.meta.set(ORIGIN_KEY, origin)
}

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
