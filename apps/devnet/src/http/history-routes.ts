import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Chain } from '../chain/chain.ts'
import { HyperionFailure } from '../history/hyperion-state.ts'
import { getActionsAnswer, getDeltas, getTransaction, HistoryQueryError } from '../history/history-queries.ts'
import { registerHyperionExtras } from './hyperion-routes.ts'

export type Query = Record<string, string | undefined>

function flatQuery(query: unknown): Query {
  const flat: Query = {}
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    flat[key] = Array.isArray(value)
      ? String(value[value.length - 1])
      : value === undefined
        ? undefined
        : String(value)
  }
  return flat
}

function answer(reply: FastifyReply, run: () => unknown): FastifyReply {
  try {
    return reply.send(run())
  } catch (error) {
    if (error instanceof HyperionFailure) {
      // A handler's own Error: Fastify's default error handler answers it as a 500 with its message.
      return reply
        .status(500)
        .send({ statusCode: 500, error: 'Internal Server Error', message: error.message })
    }
    if (error instanceof HistoryQueryError) {
      // Hyperion answers bad parameters with Fastify's error shape.
      return reply
        .status(400)
        .send({ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request', message: error.message })
    }
    console.error(error)
    return reply
      .status(500)
      .send({ statusCode: 500, error: 'Internal Server Error', message: 'history query failed' })
  }
}

/** Hyperion v2 history (`/v2/history/*`) over the devnet's indexed traces and deltas. */
export function registerHistoryRoutes(app: FastifyInstance, chain: Chain): void {
  const lib = () => chain.lastIrreversible().num
  app.get('/v2/history/get_actions', (request, reply) =>
    answer(reply, () => getActionsAnswer(chain.db, flatQuery(request.query), lib())),
  )
  app.get('/v2/history/get_deltas', (request, reply) =>
    answer(reply, () => getDeltas(chain.db, flatQuery(request.query))),
  )
  app.get('/v2/history/get_transaction', (request, reply) =>
    answer(reply, () => getTransaction(chain.db, flatQuery(request.query).id, lib())),
  )
  registerHyperionExtras(app, chain, { answer, flatQuery })
}
