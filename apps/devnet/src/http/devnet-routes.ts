import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Chain } from '../chain/chain.ts'
import { formatBlockTime } from '../chain/time.ts'
import { demoAccounts } from '../seed/index.ts'
import { parseBody } from './request-body.ts'
import { access } from './route-access.ts'
import { nodeosError } from './nodeos-error.ts'
import { sendChainError } from './send-error.ts'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** Devnet-only controls: the demo accounts and the movable clock. */
export function registerDevnetRoutes(app: FastifyInstance, chain: Chain): void {
  // An array, as `npm start` prints it and the portal's Local keys wallet reads it.
  app.get('/devnet/accounts', () =>
    demoAccounts(chain).map((account) => ({ ...account, role: account.description })),
  )

  app.post('/devnet/time', access({ audience: 'own', unsignedWrite: true }), (request, reply) => {
    try {
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
        const details = ['the devnet clock can only be moved from this machine']
        return reply
          .status(403)
          .send(nodeosError(403, { code: 403, name: 'forbidden', what: 'Forbidden', details }, 'Forbidden'))
      }
      const body = parseBody(
        request,
        z.object({
          advance_seconds: z
            .number()
            .finite()
            .min(0)
            .max(10 * 365 * 24 * 3600),
        }),
      )
      chain.advanceTime(body.advance_seconds)
      const head = chain.head()
      return reply.send({ head_block_num: head.num, head_block_time: formatBlockTime(head.time_ms) })
    } catch (error) {
      return sendChainError(reply, error)
    }
  })
}
