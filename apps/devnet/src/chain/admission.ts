import { createHash } from 'node:crypto'
import type { ContractAbi } from './abi-codec.ts'
import { chainErrors } from './errors.ts'
import { CHAIN_CONFIG } from './execution/cpu-deadline.ts'
import type { PackedAction } from './execution/traces.ts'
import type { PermissionLevel } from './state/accounts.ts'
import { refBlockPrefix, type BlockRecord, type BlockStore } from './state/blocks.ts'
import { formatBlockTime } from './time.ts'

/** Transactions may expire at most this far after the pending block (nodeos's max_transaction_lifetime). */
const MAX_LIFETIME_MS = 3600 * 1000

/** Transaction ids are the sha256 of the packed transaction (node's hash is much faster than a JS one). */
export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Not expired at the pending block, and not more than an hour after it. */
export function checkExpiration(id: string, expirationMs: number, pendingMs: number): void {
  if (expirationMs <= pendingMs) {
    throw chainErrors.expired(
      `expired transaction ${id}, expiration ${formatBlockTime(expirationMs)}, block time ${formatBlockTime(pendingMs)}`,
    )
  }
  if (expirationMs > pendingMs + MAX_LIFETIME_MS) {
    throw chainErrors.tooFar(
      `Transaction expiration is too far in the future relative to the reference time of ${formatBlockTime(pendingMs)}, expiration ${formatBlockTime(expirationMs)} and the maximum transaction lifetime is 3600 seconds`,
    )
  }
}

/** TAPOS: the transaction names a recent block by its number's low 16 bits and an id prefix. */
export function checkTapos(blocks: BlockStore, head: BlockRecord, refBlockNum: number, prefix: number): void {
  const num = head.num - (((head.num & 0xffff) - refBlockNum + 0x10000) & 0xffff)
  const block = num >= 1 ? blocks.byNum(num) : undefined
  if (!block || refBlockPrefix(block.id) !== prefix) {
    throw chainErrors.invalidRefBlock(
      "Transaction's reference block did not match. Is this transaction from a different fork?",
    )
  }
}

/** Packs actions given as JSON with their contracts' ABIs (trusted pushes: seeds and the test chain). */
export function packActions(
  abiOf: (account: string) => ContractAbi | undefined,
  actions: readonly { account: string; name: string; authorization: PermissionLevel[]; data: object }[],
): PackedAction[] {
  return actions.map((action) => {
    const abi = abiOf(action.account)
    const type = abi?.actionType(action.name)
    if (!abi || !type)
      throw chainErrors.actionValidate(`Unknown action ${action.name} in contract ${action.account}`)
    let data: Uint8Array
    try {
      data = abi.encode(type, action.data)
    } catch (error) {
      throw chainErrors.invalidActionArgs(
        `${action.account}::${action.name} data does not match its ABI: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    const authorization = action.authorization.map((level) => ({
      actor: level.actor,
      permission: level.permission,
    }))
    return { account: action.account, name: action.name, authorization, data }
  })
}

/** nodeos's tx_no_auths: some action must declare an authorization (someone pays for it). */
export function checkAuthorized(actions: readonly { authorization: readonly PermissionLevel[] }[]): void {
  if (!actions.some((action) => action.authorization.length > 0)) throw chainErrors.noAuths()
}

/** The accounts a transaction's resources are billed to: every actor of its authorizations. */
export function billedAccounts(actions: readonly { authorization: readonly PermissionLevel[] }[]): string[] {
  return [...new Set(actions.flatMap((action) => action.authorization.map((level) => level.actor)))]
}

/** The transaction's NET usage in 8-byte words: its packed bytes, signatures and fixed overhead. */
export function netUsageWords(packedTrx: Uint8Array, signatures: number): number {
  return Math.ceil((packedTrx.length + 64 * signatures + 16) / 8)
}

/** nodeos refuses a transaction larger than max_transaction_net_usage before running any of it. */
export function checkNetUsage(words: number): void {
  const bytes = words * 8 + CHAIN_CONFIG.base_per_transaction_net_usage
  if (bytes > CHAIN_CONFIG.max_transaction_net_usage)
    throw chainErrors.netUsage(
      `transaction net usage is too high: ${bytes} > ${CHAIN_CONFIG.max_transaction_net_usage}`,
    )
}
