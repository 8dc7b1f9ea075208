// What the node reads of a decoded transaction, shared by the verifier's thread (verifier-worker.mjs)
// and the main thread's own decoding (transaction-input.ts). Plain JavaScript so that the worker runs
// it without a TypeScript loader; its types are in transaction-fields.d.mts.
import { createHash } from 'node:crypto'

/**
 * The id (sha256 of the packed bytes), the header fields the node checks, the actions with their data
 * packed, and the context-free data's digest its signatures cover (zeros when there is none).
 */
export function transactionFields(transaction, packedTrx, contextFreeDigest = new Uint8Array(32)) {
  return {
    id: createHash('sha256').update(packedTrx).digest('hex'),
    packedTrx: new Uint8Array(packedTrx),
    contextFreeDigest: new Uint8Array(contextFreeDigest),
    expirationSec: transaction.expiration.value.toNumber(),
    refBlockNum: Number(transaction.ref_block_num),
    refBlockPrefix: Number(transaction.ref_block_prefix),
    delaySec: Number(transaction.delay_sec),
    contextFreeActions: transaction.context_free_actions.length,
    actions: transaction.actions.map((action) => ({
      account: String(action.account),
      name: String(action.name),
      authorization: action.authorization.map((level) => ({
        actor: String(level.actor),
        permission: String(level.permission),
      })),
      // A copy: a view would carry the whole (possibly pooled) buffer it sits in to the main thread.
      data: new Uint8Array(action.data.array),
    })),
  }
}
