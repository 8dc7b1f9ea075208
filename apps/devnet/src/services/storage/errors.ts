import { HttpRefusal, refusalBody, refusalHandler, type RefusalBody } from '../../http/refusal.ts'

/** What every failed storage request answers: Fastify's usual error shape plus a stable `code`. */
export type StorageErrorBody = RefusalBody

/** A request the storage service refuses, with the status and message the client sees. */
export class StorageError extends HttpRefusal {}

export const errorBody = refusalBody

/** Error handler for the storage routes. */
export const handleStorageError = refusalHandler({
  failure: 'The storage service failed; see the devnet log',
})
