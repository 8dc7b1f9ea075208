import { contracts } from '@portal/chain/contracts/registry'
import { chainErrors, isChainError } from '../errors.ts'
import { isNameString } from '../keys.ts'
import type { ActionContext, ContractTypes, InlineAction, Scope } from '../runtime/contract.ts'
import { SingletonHandle, TableHandle } from '../runtime/table.ts'
import type { PermissionLevel } from '../state/accounts.ts'
import type { PackedAction } from './traces.ts'
import type { TransactionContext } from './transaction-context.ts'

type AnyContext = ActionContext<ContractTypes, unknown>

/**
 * One action with its notifications (nodeos's apply_context): the receiver runs first, then every
 * account it (or a notified contract) named in require_recipient, each once; inline actions any of
 * them sent are collected and run afterwards.
 */
export class ApplyContext {
  readonly action: PackedAction
  readonly inlineOrdinals: number[] = []
  private readonly trx: TransactionContext
  private readonly ordinal: number
  private readonly notified: { receiver: string; ordinal: number }[]
  private currentOrdinal: number

  constructor(trx: TransactionContext, action: PackedAction, ordinal: number) {
    this.trx = trx
    this.action = action
    this.ordinal = ordinal
    this.currentOrdinal = ordinal
    const receiver = trx.traces[ordinal - 1]?.receiver ?? action.account
    this.notified = [{ receiver, ordinal }]
  }

  runAll(): void {
    for (let i = 0; i < this.notified.length; i++) {
      const entry = this.notified[i]
      if (!entry) break
      this.currentOrdinal = entry.ordinal
      this.trx.applyOne(this, entry.ordinal)
    }
  }

  /** Runs the receiver's handler for this action, if its code has one. */
  invoke(receiver: string): void {
    const module = this.trx.host.moduleOf(receiver)
    if (!module) return
    const isNotification = receiver !== this.action.account
    const handler = isNotification
      ? (module.notifications?.[`${this.action.account}::${this.action.name}`] ??
        module.notifications?.[`*::${this.action.name}`])
      : module.actions[this.action.name]
    if (!handler) {
      if (isNotification) return
      throw chainErrors.actionValidate(`Unknown action ${this.action.name} in contract ${receiver}`)
    }
    const data = this.decodeData()
    try {
      handler(this.handlerContext(receiver, data) as ActionContext<ContractTypes, never>)
    } catch (error) {
      if (isChainError(error)) throw error
      // A bug or a value the ABI cannot hold: fail the transaction with the reason, never the process.
      throw chainErrors.transaction(
        `${receiver}::${this.action.name}: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }

  private decodeData(): unknown {
    const traced = this.trx.decodedData(this.ordinal)
    if (traced !== undefined && typeof traced !== 'string') return structuredClone(traced)
    const abi = this.trx.host.abiOf(this.action.account)
    const type = abi?.actionType(this.action.name)
    if (!abi || !type)
      throw chainErrors.actionValidate(
        `Unknown action ${this.action.name} in contract ${this.action.account}`,
      )
    try {
      return abi.decode(type, this.action.data)
    } catch (error) {
      throw chainErrors.invalidActionArgs(
        `action data of ${this.action.account}::${this.action.name} does not match its ABI: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }

  private handlerContext(receiver: string, data: unknown): AnyContext {
    const action = this.action
    const host = this.trx.host
    const blockTimeMs = this.trx.blockTimeMs
    const hasAuth = (account: string, permission?: string) =>
      action.authorization.some(
        (level) => level.actor === account && (!permission || level.permission === permission),
      )
    const trx = this.trx
    const table = (code: string, name: string, scope: Scope | undefined, writable: boolean) =>
      new TableHandle(trx, code, name, scope ?? code, writable)
    return {
      self: receiver,
      firstReceiver: action.account,
      action: action.name,
      data,
      authorization: action.authorization,
      now: () => Math.floor(blockTimeMs / 1000),
      nowMs: () => blockTimeMs,
      requireAuth: (account, permission) => {
        if (!hasAuth(account, permission)) {
          throw chainErrors.missingAuth(permission ? `${account}/${permission}` : account)
        }
      },
      hasAuth: (account) => hasAuth(account),
      isAccount: (name) => isNameString(name) && host.accounts.exists(name),
      check: (condition, message) => {
        if (!condition) throw chainErrors.assert(message)
      },
      table: (name, scope) => table(receiver, name, scope, true) as never,
      singleton: (name, scope) => new SingletonHandle(table(receiver, name, scope, true), name) as never,
      foreignTable: (descriptor, scope) => {
        const code = contracts[descriptor.contract].account
        return table(code, descriptor.name, scope, code === receiver) as never
      },
      foreignSingleton: (descriptor, scope) => {
        const code = contracts[descriptor.contract].account
        return new SingletonHandle(table(code, descriptor.name, scope, false), descriptor.name) as never
      },
      sendInline: (inline) => this.sendInline(receiver, inline),
      native: host.moduleOf(receiver)?.privileged ? { accounts: host.accounts } : undefined,
      requireRecipient: (account) => this.requireRecipient(account),
    }
  }

  private requireRecipient(account: string): void {
    if (this.notified.some((entry) => entry.receiver === account)) return
    if (!this.trx.host.accounts.exists(account)) {
      throw chainErrors.actionValidate(`cannot notify ${account}: account does not exist`)
    }
    // Notifications inherit the nearest non-notification ancestor, as nodeos records it.
    const ordinal = this.trx.schedule(this.action, account, this.currentOrdinal, this.ordinal)
    this.notified.push({ receiver: account, ordinal })
  }

  private sendInline(receiver: string, inline: InlineAction): void {
    const host = this.trx.host
    if (!host.accounts.exists(inline.account)) {
      throw chainErrors.actionValidate(`inline action's code account ${inline.account} does not exist`)
    }
    const abi = host.abiOf(inline.account)
    const type = abi?.actionType(inline.name)
    if (!abi || !type) {
      throw chainErrors.actionValidate(`Unknown action ${inline.name} in contract ${inline.account}`)
    }
    const authorization: PermissionLevel[] = inline.authorization.map((level) => ({
      actor: level.actor,
      permission: level.permission,
    }))
    for (const level of authorization) {
      if (!host.accounts.exists(level.actor)) {
        throw chainErrors.actionValidate(`inline action's authorizing actor ${level.actor} does not exist`)
      }
      if (!host.accounts.permission(level.actor, level.permission)) {
        throw chainErrors.actionValidate(
          `inline action's authorizations include a non-existent permission: ${JSON.stringify(level)}`,
        )
      }
      host.checkInlineAuthorization(receiver, level)
    }
    let data: Uint8Array
    try {
      data = abi.encode(type, inline.data)
    } catch (error) {
      throw chainErrors.invalidActionArgs(
        `inline ${inline.account}::${inline.name} data does not match its ABI: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    const packed: PackedAction = { account: inline.account, name: inline.name, authorization, data }
    this.inlineOrdinals.push(this.trx.schedule(packed, inline.account, this.currentOrdinal, this.ordinal))
  }
}
