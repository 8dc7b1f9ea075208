import type Database from 'better-sqlite3'
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'
import type { AppRegistry } from './app-registry.ts'

// oidc-provider's storage in backend.sqlite, so a devnet restart keeps sessions, codes, tokens and
// grants. Expiry uses wall-clock seconds, as oidc-provider itself does. Clients are not stored here:
// they are the app registry's apps, read through `clientMetadata`, and a disabled or deleted app is
// no client at all (invalid_client).

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS oidc_payloads (
    model TEXT NOT NULL,
    id TEXT NOT NULL,
    payload TEXT NOT NULL,
    grant_id TEXT,
    uid TEXT,
    user_code TEXT,
    expires_at INTEGER,
    consumed_at INTEGER,
    PRIMARY KEY (model, id)
  );
  CREATE INDEX IF NOT EXISTS oidc_by_grant ON oidc_payloads (grant_id);
  CREATE INDEX IF NOT EXISTS oidc_by_uid ON oidc_payloads (uid);
`

type Row = { payload: string; expires_at: number | null; consumed_at: number | null }

const epoch = () => Math.floor(Date.now() / 1000)

/** The OIDC client metadata of an enabled app, or undefined. */
export function clientMetadata(registry: AppRegistry, appId: string): AdapterPayload | undefined {
  const app = registry.get(appId)
  if (!app?.enabled) return undefined
  const confidential = app.appType === 'confidential'
  return {
    client_id: app.appId,
    // The stored digest: compareClientSecret (provider.ts) hashes what the client presents.
    ...(confidential ? { client_secret: registry.secretHash(app.appId) ?? '' } : {}),
    client_name: app.name,
    client_uri: app.url,
    ...(app.imageUrl ? { logo_uri: app.imageUrl } : {}),
    redirect_uris: [app.redirectUrl],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    application_type: 'web',
    token_endpoint_auth_method: confidential ? 'client_secret_basic' : 'none',
  }
}

export function sqliteAdapterFactory(db: Database.Database, registry: AppRegistry): AdapterFactory {
  db.exec(SCHEMA)
  const select = db.prepare<[string, string], Row>(
    'SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND id = ?',
  )
  const selectByUid = db.prepare<[string, string], Row>(
    'SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND uid = ?',
  )
  const selectByUserCode = db.prepare<[string, string], Row>(
    'SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND user_code = ?',
  )
  const upsert = db.prepare(
    `INSERT OR REPLACE INTO oidc_payloads (model, id, payload, grant_id, uid, user_code, expires_at)
     VALUES (@model, @id, @payload, @grant_id, @uid, @user_code, @expires_at)`,
  )
  const consume = db.prepare<[number, string, string]>(
    'UPDATE oidc_payloads SET consumed_at = ? WHERE model = ? AND id = ?',
  )
  const destroy = db.prepare<[string, string]>('DELETE FROM oidc_payloads WHERE model = ? AND id = ?')
  const revokeGrant = db.prepare<[string]>('DELETE FROM oidc_payloads WHERE grant_id = ?')
  const prune = db.prepare<[number]>(
    'DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at < ?',
  )
  prune.run(epoch())

  const read = (row: Row | undefined): AdapterPayload | undefined => {
    if (!row || (row.expires_at !== null && row.expires_at <= epoch())) return undefined
    const payload = JSON.parse(row.payload) as AdapterPayload
    return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at }
  }

  return (model: string): Adapter => {
    if (model === 'Client') {
      return {
        find: async (id) => clientMetadata(registry, id),
        upsert: async () => {},
        findByUid: async () => undefined,
        findByUserCode: async () => undefined,
        consume: async () => {},
        destroy: async () => {},
        revokeByGrantId: async () => {},
      }
    }
    return {
      async upsert(id, payload, expiresIn) {
        upsert.run({
          model,
          id,
          payload: JSON.stringify(payload),
          grant_id: payload.grantId ?? null,
          uid: payload.uid ?? null,
          user_code: payload.userCode ?? null,
          expires_at: expiresIn ? epoch() + expiresIn : null,
        })
      },
      find: async (id) => read(select.get(model, id)),
      findByUid: async (uid) => read(selectByUid.get(model, uid)),
      findByUserCode: async (userCode) => read(selectByUserCode.get(model, userCode)),
      async consume(id) {
        consume.run(epoch(), model, id)
      },
      async destroy(id) {
        destroy.run(model, id)
      },
      async revokeByGrantId(grantId) {
        revokeGrant.run(grantId)
      },
    }
  }
}

/** Removes every token, code and the grant itself of a revoked authorization. */
export function revokeGrantEverywhere(db: Database.Database, grantId: string): void {
  db.prepare<[string, string, string]>(
    'DELETE FROM oidc_payloads WHERE grant_id = ? OR (model = ? AND id = ?)',
  ).run(grantId, 'Grant', grantId)
}
