import type { ContractAbi } from './abi-codec.ts'
import { chainErrors } from './errors.ts'
import type { PackedAction } from './execution/traces.ts'
import { normalizeKey } from './signatures.ts'
import type { AccountStore, PermissionLevel } from './state/accounts.ts'

/** nodeos's max_authority_depth. */
const MAX_AUTHORITY_DEPTH = 6

const levelJson = (level: PermissionLevel) =>
  JSON.stringify({ actor: level.actor, permission: level.permission })

/**
 * Decides whether keys and permissions satisfy an authority: key weights plus the weights of
 * satisfied account permissions must reach the threshold (nodeos's authority_checker).
 */
export class AuthorityChecker {
  private readonly accounts: AccountStore
  private readonly keys: Set<string>
  private readonly provided: Set<string>
  readonly usedKeys = new Set<string>()

  constructor(accounts: AccountStore, keys: Iterable<string>, provided: Iterable<PermissionLevel> = []) {
    this.accounts = accounts
    this.keys = new Set(keys)
    this.provided = new Set([...provided].map((level) => `${level.actor}@${level.permission}`))
  }

  satisfied(level: PermissionLevel, depth = 0): boolean {
    if (this.provided.has(`${level.actor}@${level.permission}`)) return true
    if (depth >= MAX_AUTHORITY_DEPTH) return false
    const permission = this.accounts.permission(level.actor, level.permission)
    if (!permission) return false
    const { threshold, keys, accounts } = permission.auth
    let weight = 0
    for (const entry of keys) {
      const key = normalizeKey(entry.key)
      if (!this.keys.has(key)) continue
      this.usedKeys.add(key)
      weight += entry.weight
      if (weight >= threshold) return true
    }
    for (const entry of accounts) {
      if (!this.satisfied(entry.permission, depth + 1)) continue
      weight += entry.weight
      if (weight >= threshold) return true
    }
    return weight >= threshold
  }
}

/** Every key that appears in the authority of `level` or of the permissions it names. */
export function authorityKeys(
  accounts: AccountStore,
  level: PermissionLevel,
  into: Set<string>,
  depth = 0,
): void {
  if (depth >= MAX_AUTHORITY_DEPTH) return
  const permission = accounts.permission(level.actor, level.permission)
  if (!permission) return
  for (const entry of permission.auth.keys) into.add(normalizeKey(entry.key))
  for (const entry of permission.auth.accounts) authorityKeys(accounts, entry.permission, into, depth + 1)
}

type DeclaredAction = { account: string; name: string; authorization: PermissionLevel[]; data: unknown }

/**
 * Checks the declared authorizations of a transaction's actions the way nodeos does before running
 * them: the accounts and permissions exist, each declared permission is at least the minimum the
 * action needs (linkauth; owner satisfies active), and — unless `keys` is undefined, for the
 * in-process test chain — the signing keys satisfy every declared permission, with no key left over.
 */
export function checkTransactionAuthorization(
  accounts: AccountStore,
  actions: readonly DeclaredAction[],
  keys: readonly string[] | undefined,
  checktime: () => void = () => undefined,
): void {
  for (const action of actions) {
    checktime()
    if (!accounts.exists(action.account)) {
      throw chainErrors.transaction(`action's code account '${action.account}' does not exist`)
    }
    for (const level of action.authorization) {
      if (!accounts.exists(level.actor)) {
        throw chainErrors.transaction(`action's authorizing actor '${level.actor}' does not exist`)
      }
    }
  }
  for (const action of actions) {
    checktime()
    for (const level of action.authorization) {
      if (!accounts.permission(level.actor, level.permission)) {
        throw chainErrors.permissionQuery(`Failed to retrieve permission: ${levelJson(level)}`)
      }
      const minimum = minimumPermissionFor(accounts, action, level)
      if (minimum && !accounts.satisfiesMinimum(level.actor, level.permission, minimum)) {
        throw chainErrors.irrelevantAuth(
          `action declares irrelevant authority '${levelJson(level)}'; minimum authority is ${levelJson({ actor: level.actor, permission: minimum })}`,
        )
      }
    }
  }
  if (!keys) return
  const checker = new AuthorityChecker(accounts, keys)
  for (const action of actions) {
    checktime()
    for (const level of action.authorization) {
      if (!checker.satisfied(level)) {
        throw chainErrors.unsatisfied(
          `transaction declares authority '${levelJson(level)}', but does not have signatures for it.`,
        )
      }
    }
  }
  const unused = keys.filter((key) => !checker.usedKeys.has(key))
  if (unused.length > 0) {
    throw chainErrors.irrelevantSig(
      `transaction bears irrelevant signatures from these keys: ${JSON.stringify(unused)}`,
    )
  }
}

/** The least permission an action needs from `level.actor`, with nodeos's rules for the native auth actions. */
function minimumPermissionFor(
  accounts: AccountStore,
  action: DeclaredAction,
  level: PermissionLevel,
): string | undefined {
  if (action.account === 'eosio' && action.name === 'updateauth') {
    const data = action.data as { account?: string; permission?: string; parent?: string }
    if (data.account !== level.actor) {
      throw chainErrors.irrelevantAuth(
        'the owner of the affected permission needs to be the actor of the declared authorization',
      )
    }
    const existing = data.permission ? accounts.permission(level.actor, data.permission) : undefined
    return existing ? existing.name : data.parent
  }
  if (action.account === 'eosio' && action.name === 'deleteauth') {
    const data = action.data as { account?: string; permission?: string }
    if (data.account !== level.actor) {
      throw chainErrors.irrelevantAuth(
        'the owner of the permission to delete needs to be the actor of the declared authorization',
      )
    }
    return data.permission
  }
  if (action.account === 'eosio' && (action.name === 'linkauth' || action.name === 'unlinkauth')) {
    const data = action.data as { account?: string; code?: string; type?: string }
    if (data.account !== level.actor) {
      throw chainErrors.irrelevantAuth(
        'the owner of the linked permission needs to be the actor of the declared authorization',
      )
    }
    const current = accounts.link(level.actor, data.code ?? '', data.type ?? '')
    return current?.requirement ?? 'active'
  }
  return accounts.minimumPermission(level.actor, action.account, action.name)
}

const NATIVE_AUTH_ACTIONS = new Set(['updateauth', 'deleteauth', 'linkauth', 'unlinkauth'])

/** Actions with the data of native auth actions decoded, which nodeos reads to find the permission they need. */
export function declaredActions(
  abiOf: (account: string) => ContractAbi | undefined,
  actions: readonly PackedAction[],
  checktime: () => void = () => undefined,
): DeclaredAction[] {
  return actions.map((action) => {
    checktime()
    if (action.account !== 'eosio' || !NATIVE_AUTH_ACTIONS.has(action.name))
      return { ...action, data: undefined }
    const abi = abiOf('eosio')
    const type = abi?.actionType(action.name)
    if (!abi || !type) return { ...action, data: undefined }
    try {
      return { ...action, data: abi.decode(type, action.data) }
    } catch {
      throw chainErrors.invalidActionArgs(`action data of eosio::${action.name} does not match its ABI`)
    }
  })
}
