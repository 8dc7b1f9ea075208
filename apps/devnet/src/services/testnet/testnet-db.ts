import Database from 'better-sqlite3'
import { RATE_EVENTS_SCHEMA } from '../backend/rate-limit.ts'

/**
 * The testnet endpoints' state in `${dataDir}/testnet.sqlite`: the EVM and zkEVM faucet ledgers (there
 * is no EVM on the devnet, so balances of 0x addresses live here), and the local producer rotation.
 */
export function openTestnetDb(path: string): Database.Database {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('busy_timeout = 5000')
  db.exec(`
    CREATE TABLE IF NOT EXISTS evm_transfers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      network TEXT NOT NULL,
      address TEXT NOT NULL,
      amount_wei TEXT NOT NULL,
      tx_hash TEXT NOT NULL UNIQUE,
      at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS evm_by_address ON evm_transfers (network, address);
    CREATE TABLE IF NOT EXISTS producer_rotation (
      account TEXT PRIMARY KEY,
      added_at INTEGER NOT NULL
    );
  `)
  db.exec(RATE_EVENTS_SCHEMA)
  return db
}
