import { join } from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import type { Chain } from '../../chain/chain.ts'
import { createRateLimiter } from '../backend/rate-limit.ts'
import { handleServiceError } from '../backend/service-errors.ts'
import { ensureServiceAccounts } from '../backend/service-accounts.ts'
import { createEvmLedger } from './evm-ledger.ts'
import { createProducerRotation } from './producer-rotation.ts'
import { openTestnetDb } from './testnet-db.ts'
import { registerTestnetRoutes } from './testnet-routes.ts'

export { EVM_FAUCET_TOKENS, FAUCET_TLOS } from './testnet-routes.ts'
export { ROTATION_INTERVAL_MS } from './producer-rotation.ts'

export type TestnetOptions = { chain: Chain; dataDir: string }

/** The testnet developer endpoints (`/v1/testnet/*`): faucets, producer rotation, account creation. */
export function testnetRoutes(options: TestnetOptions): FastifyPluginAsync {
  return async (app) => {
    const { chain } = options
    ensureServiceAccounts(chain)
    const db = openTestnetDb(join(options.dataDir, 'testnet.sqlite'))
    const now = () => chain.now()
    const rotation = createProducerRotation(db, chain)
    app.addHook('onClose', async () => {
      rotation.stop()
      db.close()
    })
    app.setErrorHandler(handleServiceError)
    registerTestnetRoutes(app, {
      chain,
      limiter: createRateLimiter(db, now),
      ledger: createEvmLedger(db, now),
      rotation,
    })
  }
}
