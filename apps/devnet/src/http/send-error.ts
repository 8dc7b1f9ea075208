import type { FastifyReply } from 'fastify'
import { isChainError } from '../chain/errors.ts'
import { nodeosError } from './nodeos-error.ts'

/** The `message` nodeos puts next to particular exception codes. */
const MESSAGES: Record<number, string> = {
  3060002: 'Account lookup',
  3100002: 'Unknown Block',
}

/** Answers a failed chain call in nodeos's error shape; anything unexpected is a 500 that names itself. */
export function sendChainError(reply: FastifyReply, error: unknown): FastifyReply {
  if (isChainError(error)) {
    return reply
      .status(error.status)
      .send(
        nodeosError(
          error.status,
          { code: error.code, name: error.errorName, what: error.what, details: [error.message] },
          MESSAGES[error.code],
        ),
      )
  }
  console.error(error)
  const text = error instanceof Error ? error.message : String(error)
  return reply.status(500).send(
    nodeosError(500, {
      code: 3000000,
      name: 'chain_exception',
      what: 'blockchain exception',
      details: [text],
    }),
  )
}
