import type { FastifyInstance } from 'fastify'
import type { LoginChallenge, LoginSession } from '@portal/chain/wallet-login'
import { requestOrigin } from './oauth/mount-provider.ts'
import { readJsonObject, requiredString } from './request-fields.ts'
import type { WalletLogin } from './wallet-login.ts'

/**
 * `POST /v1/auth/challenge {account}` → the nonce and the action to sign; `POST /v1/auth/login` with
 * the signed, unbroadcast transaction → a bearer session for the account whose permission it satisfies.
 */
export function registerWalletLoginRoutes(app: FastifyInstance, walletLogin: WalletLogin): void {
  app.post('/v1/auth/challenge', (request): LoginChallenge => {
    const account = requiredString(readJsonObject(request), 'account')
    return walletLogin.issueChallenge(account, requestOrigin(request))
  })
  app.post('/v1/auth/login', (request): Promise<LoginSession> => walletLogin.login(readJsonObject(request)))
}
