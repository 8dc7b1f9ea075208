import { PrivateKey, Serializer, Transaction } from '@wharfkit/antelope'
import type { Chain, PushResult } from '../../chain/chain.ts'
import { chainErrors } from '../../chain/errors.ts'
import type { PermissionLevel } from '../../chain/state/accounts.ts'
import { refBlockPrefix } from '../../chain/state/blocks.ts'

/** One action as a client writes it: data in the contract's JSON shape, packed with its ABI here. */
export type ClientAction = {
  account: string
  name: string
  authorization: PermissionLevel[]
  data: object
}

const parsedKeys = new Map<string, PrivateKey>()

function privateKey(wif: string): PrivateKey {
  let key = parsedKeys.get(wif)
  if (!key) {
    key = PrivateKey.from(wif)
    parsedKeys.set(wif, key)
  }
  return key
}

// Identical actions signed in one block would share a transaction id (nodeos refuses the second as a
// duplicate); a real client's expirations differ by the moment it signs, so ours step by a second.
let expirationStep = 0

/**
 * Signs `actions` with `keys` the way a wallet does (TAPOS on the head block, chain id digest) and
 * pushes the packed transaction through the node's signature and authority checks, so services and
 * the demo seed write the chain exactly as an outside client would. It is committed when this returns.
 */
export function pushSigned(
  chain: Chain,
  actions: readonly ClientAction[],
  keys: readonly string[],
): PushResult {
  const head = chain.head()
  const pending = chain.pendingBlock()
  expirationStep = (expirationStep + 1) % 1200
  const transaction = Transaction.from({
    expiration: Math.floor(pending.timeMs / 1000) + 120 + expirationStep,
    ref_block_num: head.num & 0xffff,
    ref_block_prefix: refBlockPrefix(head.id),
    actions: actions.map((action) => {
      const abi = chain.abiOf(action.account)
      const type = abi?.actionType(action.name)
      if (!abi || !type)
        throw chainErrors.actionValidate(`Unknown action ${action.name} in contract ${action.account}`)
      return { ...action, data: abi.encode(type, action.data) }
    }),
  })
  const digest = transaction.signingDigest(chain.chainId)
  const signatures = keys.map((key) => privateKey(key).signDigest(digest))
  const packedTrx = Serializer.encode({ object: transaction }).array
  // The service's own transaction: billed to its signer, never stopped by the CPU deadline.
  const result = chain.pushTransaction({ transaction, packedTrx, signatures }, { trusted: true })
  // Clients' transactions arriving at the same moment may hold a group commit open until the next
  // turn of the event loop; a service answers (and records its own state) as soon as this returns,
  // so its write must be on disk first, or a crash could lose an account the service reported created.
  chain.flushCommits()
  return result
}
