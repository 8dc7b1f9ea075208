import { join } from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import type { Chain } from '../../chain/chain.ts'
import { registerAccountRoutes } from './account-routes.ts'
import { openBackendDb } from './backend-db.ts'
import { createOtpCodes } from './otp-codes.ts'
import { createRateLimiter } from './rate-limit.ts'
import { registerOAuth } from './oauth/index.ts'
import { registerProfileRoutes } from './profile-service/profile-routes.ts'
import { handleServiceError } from './service-errors.ts'
import { defaultAccess } from '../../http/route-access.ts'
import { ensureServiceAccounts } from './service-accounts.ts'
import { createSmsCreations } from './sms-creations.ts'
import { createWalletLogin } from './wallet-login.ts'
import { registerWalletLoginRoutes } from './wallet-login-routes.ts'

export { LOCAL_TEST_CAPTCHA } from './account-routes.ts'
export { WRONG_TEST_CAPTCHA } from './recaptcha-stand-in.ts'
export { ACCOUNT_CREATOR, FAUCET_ACCOUNT, NEW_ACCOUNT_GRANT } from './service-accounts.ts'
export type { ServiceErrorBody } from './service-errors.ts'
export { CONSENT_PATH, OIDC_PREFIX } from './oauth/index.ts'

export type BackendOptions = {
  chain: Chain
  /** `${dataDir}/backend.sqlite` holds the outbox, the codes and the rate limits. */
  dataDir: string
  /** The origin the devnet is reached at, as printed; the OIDC issuer is this plus `/oidc`. */
  publicOrigin: () => string
}

/**
 * The account backend (`/v1/accounts`, `/v1/registrations`, `/v1/recaptchaCreate`) and its local SMS
 * outbox (`/devnet/sms`). Times come from the devnet clock, so moving it expires codes and lifts limits.
 */
export function backendRoutes(options: BackendOptions): FastifyPluginAsync {
  return async (app) => {
    const { chain } = options
    ensureServiceAccounts(chain)
    const db = openBackendDb(join(options.dataDir, 'backend.sqlite'))
    app.addHook('onClose', async () => {
      db.close()
    })
    const now = () => chain.now()
    app.setErrorHandler(handleServiceError)
    // The portal's own calls (wallet login, OAuth registry and consent, profile service) unless a
    // route says otherwise: the account creation calls are served to other origins.
    defaultAccess(app, { audience: 'own' })
    const codes = createOtpCodes(db, now)
    const smsCreations = createSmsCreations(db, chain)
    // Before any request: a creation cut off between its chain write and its phone record is settled.
    smsCreations.settleInterrupted()
    registerAccountRoutes(app, { chain, db, codes, limiter: createRateLimiter(db, now), smsCreations })
    // Wallet-signed login (challenge → proof → bearer session), the OAuth server and the profile
    // service built on it: one store of challenges and sessions.
    const walletLogin = createWalletLogin(chain, db)
    registerWalletLoginRoutes(app, chain, walletLogin)
    await registerOAuth(app, { chain, db, walletLogin, publicOrigin: options.publicOrigin })
    registerProfileRoutes(app, { db, codes, challenges: walletLogin.signedChallenges })
  }
}
