import type { FastifyInstance } from 'fastify'
import type { LoginChallenge, LoginSession } from '@portal/chain/wallet-login'
import { requestOrigin } from './oauth/mount-provider.ts'
import { access } from '../../http/route-access.ts'
import { readJsonObject, requiredString } from './request-fields.ts'
import type { WalletLogin } from './wallet-login.ts'
import type { Chain } from '../../chain/chain.ts'
import { decodedRequest, readPackedRequest } from '../../http/packed-request.ts'

/**
 * `POST /v1/auth/challenge {account}` → the nonce and the action to sign; `POST /v1/auth/login` with
 * the signed, unbroadcast transaction → a bearer session for the account whose permission it satisfies.
 */
export function registerWalletLoginRoutes(
  app: FastifyInstance,
  chain: Chain,
  walletLogin: WalletLogin,
): void {
  // Stores a challenge without any proof yet: the portal's own pages only.
  app.post(
    '/v1/auth/challenge',
    access({ audience: 'own', unsignedWrite: true }),
    (request): LoginChallenge => {
      const account = requiredString(readJsonObject(request), 'account')
      return walletLogin.issueChallenge(account, requestOrigin(request))
    },
  )
  // The proof is a packed transaction: its body is parsed and inflated on the verifier's thread.
  app.post(
    '/v1/auth/login',
    { config: { rawBody: true }, preHandler: readPackedRequest(chain, false) },
    (request): Promise<LoginSession> => {
      const decoded = decodedRequest(request)
      return walletLogin.login(decoded ? undefined : readJsonObject(request), decoded)
    },
  )
}
