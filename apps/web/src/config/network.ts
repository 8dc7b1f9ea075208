import { presetNetwork, type Network } from '@portal/chain/networks'

let current: Network | undefined

/**
 * The network this build talks to, chosen by `PORTAL_NETWORK` at build time. The build and the dev
 * server validate it with zod at start-up (vite.config.ts); the page adds its own origin.
 */
export function getNetwork(): Network {
  current ??= presetNetwork(import.meta.env.PORTAL_NETWORK, {
    origin: window.location.origin,
    storageApiKey: import.meta.env.PORTAL_DSTOR_API_KEY,
    accountCreation: import.meta.env.PORTAL_ACCOUNT_CREATION,
    recaptchaSiteKey: import.meta.env.PORTAL_RECAPTCHA_SITE_KEY,
  })
  return current
}

/**
 * Fixes the network where there is no page to take an origin from: the build, which derives the
 * route-preload script's reads from the queries (app/first-reads.ts) with the preset it builds for.
 */
export function setNetwork(network: Network): void {
  current = network
}
