import { chainErrors } from '../../chain/errors.ts'
import { isNameString } from '../../chain/keys.ts'
import type { ActionContext, NativeApi } from '../../chain/runtime/contract.ts'
import { normalizeKey } from '../../chain/signatures.ts'
import type { Authority } from '../../chain/state/accounts.ts'
import type { SystemTypes } from './types.ts'

type Ctx<Data> = ActionContext<SystemTypes, Data>

function native(ctx: Ctx<unknown>): NativeApi {
  if (!ctx.native) throw new Error('eosio must be deployed as a privileged contract')
  return ctx.native
}

const invalid = (message: string) => chainErrors.actionValidate(message)

/** nodeos's authority validation: a reachable threshold, unique keys and accounts, existing actors. */
function validateAuthority(ctx: Ctx<unknown>, auth: Authority, label: string): void {
  const weights = [...auth.keys, ...auth.accounts, ...auth.waits].reduce(
    (sum, entry) => sum + entry.weight,
    0,
  )
  const keys = auth.keys.map((entry) => {
    try {
      return normalizeKey(entry.key)
    } catch {
      throw invalid(label)
    }
  })
  const accounts = auth.accounts.map((entry) => `${entry.permission.actor}@${entry.permission.permission}`)
  const ok =
    auth.threshold > 0 &&
    weights >= auth.threshold &&
    new Set(keys).size === keys.length &&
    new Set(accounts).size === accounts.length &&
    [...auth.keys, ...auth.accounts].every((entry) => entry.weight > 0)
  if (!ok) throw invalid(label)
  for (const entry of auth.accounts) {
    if (!ctx.isAccount(entry.permission.actor))
      throw invalid(`account ${entry.permission.actor} does not exist`)
  }
}

/** True for names a non-system creator may take without a bid: 12 characters, no dots. */
function hasDotOrIsShort(name: string): boolean {
  return name.length < 12 || name.includes('.')
}

export function newaccount(ctx: Ctx<SystemTypes['actions']['newaccount']>): void {
  const { creator, name, owner, active } = ctx.data
  ctx.requireAuth(creator)
  validateAuthority(ctx, owner, 'Invalid owner authority')
  validateAuthority(ctx, active, 'Invalid active authority')
  if (!name) throw invalid('account name cannot be empty')
  if (!isNameString(name) || name.length > 12) throw invalid('account names can only be 12 chars long')
  const { accounts } = native(ctx)
  const creatorRecord = accounts.get(creator)
  if (!creatorRecord?.privileged && name.startsWith('eosio.')) {
    throw invalid("only privileged accounts can have names that start with 'eosio.'")
  }
  if (accounts.exists(name)) throw chainErrors.accountExists(name)
  // eosio.system: short or dotted names belong to name auctions or to their suffix's owner.
  if (creator !== ctx.self && hasDotOrIsShort(name)) {
    const suffix = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name
    ctx.check(suffix !== name, 'no active bid for name')
    ctx.check(creator === suffix, 'only suffix may create this account')
  }
  accounts.create(name, ctx.nowMs(), owner, active)
}

export function updateauth(ctx: Ctx<SystemTypes['actions']['updateauth']>): void {
  const { account, permission, parent, auth } = ctx.data
  ctx.requireAuth(account)
  if (!permission) throw invalid('Cannot create authority with empty name')
  if (permission.startsWith('eosio.')) throw invalid("Permission names that start with 'eosio.' are reserved")
  if (permission === parent) throw invalid('Cannot set an authority as its own parent')
  validateAuthority(ctx, auth, 'Invalid authority: ' + JSON.stringify(auth))
  if (permission === 'active' && parent !== 'owner')
    throw invalid("Cannot change active authority's parent from owner")
  if (permission === 'owner') {
    if (parent) throw invalid("Cannot change owner authority's parent")
  } else if (!parent) {
    throw invalid('Only owner permission can have empty parent')
  }
  const { accounts } = native(ctx)
  if (parent && !accounts.permission(account, parent)) {
    throw chainErrors.permissionQuery(
      `Failed to retrieve permission: ${JSON.stringify({ actor: account, permission: parent })}`,
    )
  }
  const existing = accounts.permission(account, permission)
  if (existing && existing.parent !== parent)
    throw invalid('Changing parent authority is not currently supported')
  accounts.setPermission({
    account,
    name: permission,
    parent,
    auth: sortAuthority(auth),
    last_updated_ms: ctx.nowMs(),
  })
}

export function deleteauth(ctx: Ctx<SystemTypes['actions']['deleteauth']>): void {
  const { account, permission } = ctx.data
  ctx.requireAuth(account)
  if (permission === 'active') throw invalid('Cannot delete active authority')
  if (permission === 'owner') throw invalid('Cannot delete owner authority')
  const { accounts } = native(ctx)
  const link = accounts.links(account).find((entry) => entry.requirement === permission)
  if (link) {
    throw invalid(
      `Cannot delete a linked authority. Unlink the authority first. This authority is linked to ${link.code}::${link.type}.`,
    )
  }
  if (!accounts.permission(account, permission)) {
    throw chainErrors.permissionQuery(
      `Failed to retrieve permission: ${JSON.stringify({ actor: account, permission })}`,
    )
  }
  if (accounts.hasChildren(account, permission)) {
    throw invalid('Cannot remove a permission which has children. Remove the children first.')
  }
  accounts.deletePermission(account, permission)
}

const NATIVE_ACTIONS = new Set(['updateauth', 'deleteauth', 'linkauth', 'unlinkauth', 'canceldelay'])

export function linkauth(ctx: Ctx<SystemTypes['actions']['linkauth']>): void {
  const { account, code, type, requirement } = ctx.data
  ctx.requireAuth(account)
  if (code === 'eosio' && NATIVE_ACTIONS.has(type)) {
    throw invalid(`Cannot link eosio::${type} to a minimum permission`)
  }
  const { accounts } = native(ctx)
  if (!accounts.exists(code)) throw invalid(`Failed to retrieve code for account: ${code}`)
  if (!accounts.permission(account, requirement)) {
    throw chainErrors.permissionQuery(
      `Failed to retrieve permission: ${JSON.stringify({ actor: account, permission: requirement })}`,
    )
  }
  accounts.setLink({ account, code, type, requirement })
}

export function unlinkauth(ctx: Ctx<SystemTypes['actions']['unlinkauth']>): void {
  const { account, code, type } = ctx.data
  ctx.requireAuth(account)
  const { accounts } = native(ctx)
  if (!accounts.link(account, code, type)) throw invalid('Attempting to unlink authority, but no link found')
  accounts.deleteLink(account, code, type)
}

/** nodeos keeps keys and accounts sorted; clients may send them in any order. */
function sortAuthority(auth: Authority): Authority {
  return {
    threshold: auth.threshold,
    keys: [...auth.keys].sort((a, b) => a.key.localeCompare(b.key)),
    accounts: [...auth.accounts].sort((a, b) =>
      `${a.permission.actor}@${a.permission.permission}`.localeCompare(
        `${b.permission.actor}@${b.permission.permission}`,
      ),
    ),
    waits: auth.waits,
  }
}
