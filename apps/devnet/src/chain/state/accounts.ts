import type { Db } from '../database.ts'

/** A permission level `actor@permission`. */
export type PermissionLevel = { actor: string; permission: string }

/** An authority as the ABI spells it: keys in legacy `EOS…` form. */
export type Authority = {
  threshold: number
  keys: { key: string; weight: number }[]
  accounts: { permission: PermissionLevel; weight: number }[]
  waits: { wait_sec: number; weight: number }[]
}

export type AccountRecord = {
  name: string
  created_ms: number
  privileged: number
  abi: Buffer | null
  abi_hash: string | null
  last_code_update_ms: number
  recv_sequence: number
  auth_sequence: number
  code_sequence: number
  abi_sequence: number
}

/** What an action receipt reads from its receiver: its sequences after this action. */
export type ReceiveSequences = { recv_sequence: number; code_sequence: number; abi_sequence: number }

export type PermissionRecord = {
  account: string
  name: string
  parent: string
  auth: Authority
  last_updated_ms: number
}

type PermissionRow = Omit<PermissionRecord, 'auth'> & { auth: string }

export type PermissionLink = { account: string; code: string; type: string; requirement: string }

/** Accounts, their permissions and linked actions (the native `eosio` state). */
export class AccountStore {
  private readonly stmts

  constructor(db: Db) {
    this.stmts = {
      get: db.prepare<[string], AccountRecord>('SELECT * FROM accounts WHERE name = ?'),
      exists: db.prepare<[string], { one: number }>('SELECT 1 AS one FROM accounts WHERE name = ?'),
      insert: db.prepare('INSERT INTO accounts (name, created_ms, privileged) VALUES (?, ?, ?)'),
      setAbi: db.prepare(
        'UPDATE accounts SET abi = ?, abi_hash = ?, last_code_update_ms = ?, abi_sequence = abi_sequence + 1, code_sequence = code_sequence + 1 WHERE name = ?',
      ),
      setPrivileged: db.prepare('UPDATE accounts SET privileged = ? WHERE name = ?'),
      bumpRecv: db.prepare<[string], ReceiveSequences>(
        'UPDATE accounts SET recv_sequence = recv_sequence + 1 WHERE name = ? RETURNING recv_sequence, code_sequence, abi_sequence',
      ),
      bumpAuth: db.prepare<[string], { auth_sequence: number }>(
        'UPDATE accounts SET auth_sequence = auth_sequence + 1 WHERE name = ? RETURNING auth_sequence',
      ),
      withAbi: db.prepare<[], { name: string; abi: Buffer }>(
        'SELECT name, abi FROM accounts WHERE abi IS NOT NULL',
      ),
      getPerm: db.prepare<[string, string], PermissionRow>(
        'SELECT * FROM permissions WHERE account = ? AND name = ?',
      ),
      listPerms: db.prepare<[string], PermissionRow>('SELECT * FROM permissions WHERE account = ?'),
      upsertPerm: db.prepare(
        `INSERT INTO permissions (account, name, parent, auth, last_updated_ms) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(account, name) DO UPDATE SET parent = excluded.parent, auth = excluded.auth, last_updated_ms = excluded.last_updated_ms`,
      ),
      deletePerm: db.prepare('DELETE FROM permissions WHERE account = ? AND name = ?'),
      children: db.prepare<[string, string], { name: string }>(
        'SELECT name FROM permissions WHERE account = ? AND parent = ?',
      ),
      getLink: db.prepare<[string, string, string], PermissionLink>(
        'SELECT * FROM permission_links WHERE account = ? AND code = ? AND type = ?',
      ),
      listLinks: db.prepare<[string], PermissionLink>('SELECT * FROM permission_links WHERE account = ?'),
      linksTo: db.prepare<[string, string], { one: number }>(
        'SELECT 1 AS one FROM permission_links WHERE account = ? AND requirement = ? LIMIT 1',
      ),
      upsertLink: db.prepare(
        `INSERT INTO permission_links (account, code, type, requirement) VALUES (?, ?, ?, ?)
         ON CONFLICT(account, code, type) DO UPDATE SET requirement = excluded.requirement`,
      ),
      deleteLink: db.prepare('DELETE FROM permission_links WHERE account = ? AND code = ? AND type = ?'),
    }
  }

  get(name: string): AccountRecord | undefined {
    return this.stmts.get.get(name)
  }

  exists(name: string): boolean {
    return this.stmts.exists.get(name) !== undefined
  }

  create(name: string, createdMs: number, owner: Authority, active: Authority, privileged = false): void {
    this.stmts.insert.run(name, createdMs, privileged ? 1 : 0)
    this.setPermission({ account: name, name: 'owner', parent: '', auth: owner, last_updated_ms: createdMs })
    this.setPermission({
      account: name,
      name: 'active',
      parent: 'owner',
      auth: active,
      last_updated_ms: createdMs,
    })
  }

  setAbi(name: string, abi: Uint8Array, hash: string, timeMs: number): void {
    this.stmts.setAbi.run(Buffer.from(abi), hash, timeMs, name)
  }

  setPrivileged(name: string, privileged: boolean): void {
    this.stmts.setPrivileged.run(privileged ? 1 : 0, name)
  }

  /** Accounts that carry an ABI, for rebuilding the ABI cache at start. */
  accountsWithAbi(): { name: string; abi: Buffer }[] {
    return this.stmts.withAbi.all()
  }

  /**
   * Counts one more action received by `name` and answers its sequences for the receipt, in one
   * statement (undefined when the account does not exist).
   */
  receive(name: string): ReceiveSequences | undefined {
    return this.stmts.bumpRecv.get(name)
  }

  nextAuthSequence(name: string): number {
    return this.stmts.bumpAuth.get(name)?.auth_sequence ?? 0
  }

  permission(account: string, name: string): PermissionRecord | undefined {
    const row = this.stmts.getPerm.get(account, name)
    return row ? { ...row, auth: JSON.parse(row.auth) as Authority } : undefined
  }

  permissions(account: string): PermissionRecord[] {
    return this.stmts.listPerms
      .all(account)
      .map((row) => ({ ...row, auth: JSON.parse(row.auth) as Authority }))
  }

  setPermission(record: PermissionRecord): void {
    this.stmts.upsertPerm.run(
      record.account,
      record.name,
      record.parent,
      JSON.stringify(record.auth),
      record.last_updated_ms,
    )
  }

  deletePermission(account: string, name: string): void {
    this.stmts.deletePerm.run(account, name)
  }

  hasChildren(account: string, name: string): boolean {
    return this.stmts.children.get(account, name) !== undefined
  }

  isLinked(account: string, permission: string): boolean {
    return this.stmts.linksTo.get(account, permission) !== undefined
  }

  link(account: string, code: string, type: string): PermissionLink | undefined {
    return this.stmts.getLink.get(account, code, type)
  }

  links(account: string): PermissionLink[] {
    return this.stmts.listLinks.all(account)
  }

  setLink(link: PermissionLink): void {
    this.stmts.upsertLink.run(link.account, link.code, link.type, link.requirement)
  }

  deleteLink(account: string, code: string, type: string): void {
    this.stmts.deleteLink.run(account, code, type)
  }

  /**
   * The least permission that may authorize `code::type` for `account`: a link for the action, else
   * a link for the whole contract (type ''), else `active` — nodeos's lookup_minimum_permission.
   */
  minimumPermission(account: string, code: string, type: string): string {
    return (
      this.link(account, code, type)?.requirement ?? this.link(account, code, '')?.requirement ?? 'active'
    )
  }

  /** True when `permission` is `minimum` or one of its ancestors (owner satisfies active). */
  satisfiesMinimum(account: string, permission: string, minimum: string): boolean {
    let current: string | undefined = minimum
    for (let depth = 0; current && depth < 32; depth++) {
      if (current === permission) return true
      current = this.permission(account, current)?.parent
    }
    return false
  }
}
