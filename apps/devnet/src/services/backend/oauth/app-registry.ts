import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type Database from 'better-sqlite3'
import {
  SHORT_NAME_TAKEN_MESSAGE,
  type AppRegistration,
  type AuthorizedApp,
  type OwnedApp,
} from '@portal/chain/oauth-apps'

// The OAuth app registry in backend.sqlite: apps (the OAuth clients) and the authorizations users gave
// them (one row per grant the consent page created). Secrets are stored as sha256 digests: they are
// 32 random bytes, so a plain digest is as strong as a slow hash and lets the token endpoint compare
// in constant time.

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS oauth_apps (
    app_id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    name TEXT NOT NULL,
    short_name TEXT NOT NULL UNIQUE,
    url TEXT NOT NULL,
    image_url TEXT NOT NULL,
    redirect_url TEXT NOT NULL,
    app_type TEXT NOT NULL,
    secret_hash TEXT,
    enabled INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS oauth_apps_by_owner ON oauth_apps (owner, created_at);
  CREATE TABLE IF NOT EXISTS oauth_authorizations (
    grant_id TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    app_id TEXT NOT NULL,
    scopes TEXT NOT NULL,
    granted_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS oauth_authorizations_by_account ON oauth_authorizations (account, app_id);
`

type AppRow = {
  app_id: string
  owner: string
  name: string
  short_name: string
  url: string
  image_url: string
  redirect_url: string
  app_type: string
  secret_hash: string | null
  enabled: number
  created_at: number
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** Constant-time comparison of a presented secret with a stored digest. */
export function secretMatches(presented: string, storedHash: string | null | undefined): boolean {
  if (!storedHash) return false
  const a = Buffer.from(hashSecret(presented), 'hex')
  const b = Buffer.from(storedHash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

function toApp(row: AppRow): OwnedApp {
  return {
    appId: row.app_id,
    owner: row.owner,
    name: row.name,
    shortName: row.short_name,
    url: row.url,
    imageUrl: row.image_url,
    redirectUrl: row.redirect_url,
    appType: row.app_type === 'public' ? 'public' : 'confidential',
    enabled: row.enabled === 1,
    createdAt: row.created_at,
    hasSecret: row.secret_hash !== null,
  }
}

/** The insert's parameters for a new app (its secret stored hashed). */
function newAppRow(
  appId: string,
  owner: string,
  fields: AppRegistration,
  secret: string | null,
  now: number,
) {
  return {
    app_id: appId,
    owner,
    name: fields.name,
    short_name: fields.shortName,
    url: fields.url,
    image_url: fields.imageUrl,
    redirect_url: fields.redirectUrl,
    app_type: fields.appType,
    secret_hash: secret === null ? null : hashSecret(secret),
    created_at: now,
  }
}

/** One entry per app from the account's grants (newest first): the latest grant's time and every scope. */
function mergeGrants(rows: readonly (AppRow & { scopes: string; granted_at: number })[]): AuthorizedApp[] {
  const entries = new Map<string, AuthorizedApp>()
  for (const row of rows) {
    const scopes = row.scopes.split(' ').filter(Boolean)
    const entry = entries.get(row.app_id)
    if (entry) {
      entry.scopes = [...new Set([...entry.scopes, ...scopes])]
      continue
    }
    entries.set(row.app_id, {
      appId: row.app_id,
      name: row.name,
      shortName: row.short_name,
      url: row.url,
      imageUrl: row.image_url,
      scopes,
      authorizedAt: row.granted_at,
    })
  }
  return [...entries.values()]
}

/** The registry's tables (created if missing) and its statements. */
function prepareRegistry(db: Database.Database) {
  db.exec(SCHEMA)
  const byId = db.prepare<[string], AppRow>('SELECT * FROM oauth_apps WHERE app_id = ?')
  const byShortName = db.prepare<[string], { app_id: string }>(
    'SELECT app_id FROM oauth_apps WHERE short_name = ?',
  )
  const byOwner = db.prepare<[string], AppRow>(
    'SELECT * FROM oauth_apps WHERE owner = ? ORDER BY created_at DESC, app_id',
  )
  const insert = db.prepare(
    `INSERT INTO oauth_apps (app_id, owner, name, short_name, url, image_url, redirect_url, app_type,
       secret_hash, enabled, created_at)
     VALUES (@app_id, @owner, @name, @short_name, @url, @image_url, @redirect_url, @app_type,
       @secret_hash, 1, @created_at)`,
  )
  const setEnabled = db.prepare<[number, string]>('UPDATE oauth_apps SET enabled = ? WHERE app_id = ?')
  const setSecret = db.prepare<[string, string]>('UPDATE oauth_apps SET secret_hash = ? WHERE app_id = ?')
  const remove = db.prepare<[string]>('DELETE FROM oauth_apps WHERE app_id = ?')
  const addGrant = db.prepare<[string, string, string, string, number]>(
    'INSERT INTO oauth_authorizations (grant_id, account, app_id, scopes, granted_at) VALUES (?, ?, ?, ?, ?)',
  )
  const activeGrants = db.prepare<[string, string], { grant_id: string }>(
    'SELECT grant_id FROM oauth_authorizations WHERE account = ? AND app_id = ? AND revoked_at IS NULL',
  )
  const grantsOfApp = db.prepare<[string], { grant_id: string }>(
    'SELECT grant_id FROM oauth_authorizations WHERE app_id = ? AND revoked_at IS NULL',
  )
  const revokeGrant = db.prepare<[number, string]>(
    'UPDATE oauth_authorizations SET revoked_at = ? WHERE grant_id = ? AND revoked_at IS NULL',
  )
  const dropGrantsOfApp = db.prepare<[string]>('DELETE FROM oauth_authorizations WHERE app_id = ?')
  const authorizedBy = db.prepare<[string], AppRow & { scopes: string; granted_at: number }>(
    `SELECT a.*, g.scopes, g.granted_at FROM oauth_authorizations g JOIN oauth_apps a ON a.app_id = g.app_id
     WHERE g.account = ? AND g.revoked_at IS NULL ORDER BY g.granted_at DESC`,
  )
  return {
    byId,
    byShortName,
    byOwner,
    insert,
    setEnabled,
    setSecret,
    remove,
    addGrant,
    activeGrants,
    grantsOfApp,
    revokeGrant,
    dropGrantsOfApp,
    authorizedBy,
  }
}

export type AppRegistry = ReturnType<typeof createAppRegistry>

export function createAppRegistry(db: Database.Database) {
  const sql = prepareRegistry(db)
  return {
    get(appId: string): OwnedApp | undefined {
      const row = sql.byId.get(appId)
      return row && toApp(row)
    },
    secretHash(appId: string): string | null | undefined {
      return sql.byId.get(appId)?.secret_hash
    },
    shortNameTaken(shortName: string): boolean {
      return sql.byShortName.get(shortName) !== undefined
    },
    register(owner: string, fields: AppRegistration, now: number): { app: OwnedApp; secret: string | null } {
      const appId = `app-${randomBytes(9).toString('base64url')}`
      const secret = fields.appType === 'confidential' ? randomBytes(32).toString('base64url') : null
      try {
        sql.insert.run(newAppRow(appId, owner, fields, secret, now))
      } catch (error) {
        // A concurrent registration of the same short name loses on the UNIQUE constraint.
        if (String(error).includes('UNIQUE')) throw new Error(SHORT_NAME_TAKEN_MESSAGE)
        throw error
      }
      return { app: toApp(sql.byId.get(appId)!), secret }
    },
    owned(owner: string): OwnedApp[] {
      return sql.byOwner.all(owner).map(toApp)
    },
    setEnabled(appId: string, enabled: boolean): void {
      sql.setEnabled.run(enabled ? 1 : 0, appId)
    },
    rotateSecret(appId: string): string {
      const secret = randomBytes(32).toString('base64url')
      sql.setSecret.run(hashSecret(secret), appId)
      return secret
    },
    /** Deletes the app and its authorizations; returns the grants whose tokens must go. */
    remove(appId: string): string[] {
      const grants = sql.grantsOfApp.all(appId).map((row) => row.grant_id)
      db.transaction(() => {
        sql.dropGrantsOfApp.run(appId)
        sql.remove.run(appId)
      })()
      return grants
    },
    recordGrant(grantId: string, account: string, appId: string, scopes: string[], now: number): void {
      sql.addGrant.run(grantId, account, appId, scopes.join(' '), now)
    },
    /** Marks the account's grants to the app revoked; returns them so their tokens can go. */
    revoke(account: string, appId: string, now: number): string[] {
      const grants = sql.activeGrants.all(account, appId).map((row) => row.grant_id)
      for (const grant of grants) sql.revokeGrant.run(now, grant)
      return grants
    },
    /** One entry per app the account authorized: the latest grant's time and every scope granted. */
    authorized(account: string): AuthorizedApp[] {
      return mergeGrants(sql.authorizedBy.all(account))
    },
  }
}
