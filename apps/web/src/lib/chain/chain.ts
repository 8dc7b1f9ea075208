import { getNetwork } from '@/config/network.ts'
import { createChainClient, type ChainClient } from './chain-client.ts'

let client: ChainClient | undefined

/** The read client of the configured network's chain API. */
export function chainClient(): ChainClient {
  client ??= createChainClient(getNetwork().chainUrl)
  return client
}
