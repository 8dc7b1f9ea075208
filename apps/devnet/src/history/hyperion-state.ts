import { PublicKey } from '@wharfkit/antelope'
import { getAccount } from '../chain/api/reads.ts'
import type { Chain } from '../chain/chain.ts'
import { isNameString, nameValue, u64Key } from '../chain/keys.ts'
import type { Authority } from '../chain/state/accounts.ts'
import { formatBlockTime } from '../chain/time.ts'
import { withActionMeta } from './action-meta.ts'
import { getActions } from './history-queries.ts'
import type { HyperionAction } from './history-store.ts'
import { badRequest, pageParams, type Query } from './query-filters.ts'

/** A Hyperion failure its handlers throw as a plain Error: Fastify answers it as a 500 with the message. */
export class HyperionFailure extends Error {}

const started = () => performance.now()
const elapsed = (start: number) => Math.round((performance.now() - start) * 1000) / 1000

/** The account name of a query, refused as Hyperion's schema refuses it. */
function accountParam(query: Query, key = 'account'): string {
  const value = query[key]
  if (value === undefined) throw badRequest(`querystring must have required property '${key}'`)
  return value
}

/** GET /v2/state/get_tokens: every token balance of an account, one per contract and symbol. */
export function getTokens(chain: Chain, query: Query) {
  const start = started()
  const account = accountParam(query)
  const { skip, limit } = pageParams(query, 'cap')
  const tokens: { symbol: string; precision: number; amount: number; contract: string }[] = []
  if (isNameString(account)) {
    for (const { name: code } of chain.accounts.accountsWithAbi()) {
      const abi = chain.abiOf(code)
      if (abi?.tableType('accounts') !== 'account') continue
      for (const row of chain.tables.primaryRange(code, 'accounts', u64Key(nameValue(account)), {
        limit: 1000,
      })) {
        const { balance } = abi.decode('account', row.value) as { balance?: unknown }
        if (typeof balance !== 'string') continue
        const [amount = '0', symbol = ''] = balance.split(' ')
        tokens.push({
          symbol,
          precision: amount.split('.')[1]?.length ?? 0,
          amount: Number.parseFloat(amount),
          contract: code,
        })
      }
    }
  }
  return { query_time_ms: elapsed(start), account, tokens: tokens.slice(skip, skip + limit) }
}

/** Accounts with a permission holding `key` (Hyperion's permission index), with those permissions. */
function permissionsWithKey(chain: Chain, key: string) {
  let legacy: string
  try {
    legacy = PublicKey.from(key).toLegacyString()
  } catch {
    throw new HyperionFailure('invalid public key')
  }
  return chain.db
    .prepare<[], { account: string; name: string; parent: string; auth: string; last_updated_ms: number }>(
      'SELECT account, name, parent, auth, last_updated_ms FROM permissions ORDER BY account, name',
    )
    .all()
    .map((row) => ({ ...row, auth: JSON.parse(row.auth) as Authority }))
    .filter((row) => row.auth.keys.some((entry) => PublicKey.from(entry.key).toLegacyString() === legacy))
}

/** /v2/state/get_key_accounts (GET `public_key`, POST `{public_key}`); `details` adds the permissions. */
export function getKeyAccounts(chain: Chain, key: string | undefined, details: boolean) {
  const start = started()
  if (key === undefined) throw badRequest("body must have required property 'public_key'")
  const permissions = permissionsWithKey(chain, key)
  const names = [...new Set(permissions.map((row) => row.account))]
  return {
    query_time_ms: elapsed(start),
    account_names: names,
    ...(details
      ? {
          permissions: permissions.map((row) => ({
            owner: row.account,
            name: row.name,
            parent: row.parent,
            last_updated: formatBlockTime(row.last_updated_ms),
            auth: row.auth,
            present: 1,
          })),
        }
      : {}),
  }
}

/** GET /v2/state/get_voters: the system contract's voters by last vote weight (`producer`, `proxy`). */
export function getVoters(chain: Chain, query: Query) {
  const start = started()
  const { skip, limit } = pageParams(query, 'cap')
  const rows = chain.db
    .prepare<[], { doc: string }>(
      "SELECT doc FROM history_deltas WHERE code = 'eosio' AND tbl = 'voters' ORDER BY block_num DESC, id DESC",
    )
    .all()
    .map(
      (row) =>
        JSON.parse(row.doc) as { primary_key: string; block_num: number; data: Record<string, unknown> },
    )
  const latest = new Map<string, (typeof rows)[number]>()
  for (const row of rows) if (!latest.has(row.primary_key)) latest.set(row.primary_key, row)
  const wanted = query.producer?.split(',') ?? []
  const voters = [...latest.values()]
    .filter((row) =>
      wanted.every((producer) => (row.data.producers as string[] | undefined)?.includes(producer)),
    )
    .filter((row) => query.proxy !== 'true' || Number(row.data.is_proxy) === 1)
    .sort((a, b) => Number(b.data.last_vote_weight ?? 0) - Number(a.data.last_vote_weight ?? 0))
  return {
    query_time_ms: elapsed(start),
    voter_count: voters.length,
    voters: voters.slice(skip, skip + limit).map((row) => ({
      account: String(row.data.owner),
      weight: Number(row.data.last_vote_weight ?? 0),
      last_vote: row.block_num,
    })),
  }
}

/** The linkauth action that made a link, for its block and time (Hyperion's link index). */
function linkActions(chain: Chain): HyperionAction[] {
  return chain.db
    .prepare<[], { doc: string }>(
      "SELECT doc FROM history_actions WHERE account = 'eosio' AND name = 'linkauth' ORDER BY global_sequence DESC",
    )
    .all()
    .map((row) => JSON.parse(row.doc) as HyperionAction)
}

/** GET /v2/state/get_links: permission links by account, code, action or permission. */
export function getLinks(chain: Chain, query: Query) {
  const start = started()
  const { skip, limit } = pageParams(query, 'cap')
  const made = linkActions(chain)
  const links = chain.db
    .prepare<[], { account: string; code: string; type: string; requirement: string }>(
      'SELECT account, code, type, requirement FROM permission_links ORDER BY account, code, type',
    )
    .all()
    .filter(
      (link) =>
        (!query.account || link.account === query.account) &&
        (!query.code || link.code === query.code) &&
        (!query.action || link.type === query.action) &&
        (!query.permission || link.requirement === query.permission),
    )
    .map((link) => {
      const action = made.find((doc) => {
        const data = doc.act.data as Record<string, unknown>
        return data.account === link.account && data.code === link.code && data.type === link.type
      })
      return {
        block_num: action?.block_num ?? 0,
        timestamp: action?.['@timestamp'] ?? '',
        account: link.account,
        permission: link.requirement,
        code: link.code,
        action: link.type,
      }
    })
    .sort((a, b) => b.block_num - a.block_num)
  return {
    query_time_ms: elapsed(start),
    cached: false,
    total: { value: links.length, relation: 'eq' },
    links: links.slice(skip, skip + limit),
  }
}

/** GET /v2/state/get_account: the account with its recent actions, tokens and links. */
export function getStateAccount(chain: Chain, query: Query) {
  const start = started()
  const account = accountParam(query)
  let info: ReturnType<typeof getAccount>
  try {
    info = getAccount(chain, account)
  } catch {
    throw new HyperionFailure('Account not found!')
  }
  const lib = chain.lastIrreversible().num
  const actions = getActions(chain.db, { account, limit: '20', noBinary: 'true', track: 'true' }, lib)
  return {
    query_time_ms: elapsed(start),
    account: info,
    actions: 'actions' in actions ? actions.actions : [],
    total_actions: actions.total.value,
    tokens: getTokens(chain, { account }).tokens,
    links: getLinks(chain, { account }).links,
  }
}

/** Newaccount actions, newest first, optionally only those creating `name`. */
export function newAccountActions(
  chain: Chain,
  where: 'creator' | 'name',
  account: string,
): HyperionAction[] {
  return chain.db
    .prepare<[], { doc: string }>(
      "SELECT doc FROM history_actions WHERE account = 'eosio' AND name = 'newaccount' ORDER BY global_sequence DESC",
    )
    .all()
    .map((row) => withActionMeta(JSON.parse(row.doc) as HyperionAction))
    .filter((doc) => {
      const data = doc.act.data as Record<string, unknown>
      return where === 'name'
        ? data.name === account || data.newact === account
        : doc.act.authorization.some((level) => level.actor === account)
    })
}
