import { createHash } from 'node:crypto'
import type Database from 'better-sqlite3'

/** The two EVM faucets: Telos EVM testnet (TLOS) and the zkEVM testnet (tTLOS), 18 decimals both. */
export const EVM_NETWORKS = {
  evm: { symbol: 'TLOS' },
  zkevm: { symbol: 'tTLOS' },
} as const
export type EvmNetwork = keyof typeof EVM_NETWORKS

const WEI_PER_TOKEN = 10n ** 18n

/** "50.0 TLOS", "12.5 tTLOS": wei to the portal's one-decimal-or-more display. */
export function formatEvmAmount(wei: bigint, symbol: string): string {
  const whole = wei / WEI_PER_TOKEN
  const fraction = (wei % WEI_PER_TOKEN).toString().padStart(18, '0').replace(/0+$/, '')
  return `${whole}.${fraction || '0'} ${symbol}`
}

export const tokensToWei = (tokens: number): bigint => BigInt(tokens) * WEI_PER_TOKEN

/** Credits and balances of 0x addresses per network; addresses are compared in lower case. */
export function createEvmLedger(db: Database.Database, now: () => number) {
  const insert = db.prepare<[string, string, string, string, number]>(
    'INSERT INTO evm_transfers (network, address, amount_wei, tx_hash, at) VALUES (?, ?, ?, ?, ?)',
  )
  const credits = db.prepare<[string, string], { amount_wei: string }>(
    'SELECT amount_wei FROM evm_transfers WHERE network = ? AND address = ?',
  )
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM evm_transfers')

  const balance = (network: EvmNetwork, address: string): bigint =>
    credits.all(network, address.toLowerCase()).reduce((sum, row) => sum + BigInt(row.amount_wei), 0n)

  return {
    balance,
    /** Records a faucet credit; its hash identifies the ledger entry as a transaction hash would. */
    credit(network: EvmNetwork, address: string, wei: bigint): { txHash: string; balance: bigint } {
      const at = now()
      const sequence = count.get()?.n ?? 0
      const txHash = `0x${createHash('sha256').update(`${network}:${address.toLowerCase()}:${wei}:${at}:${sequence}`).digest('hex')}`
      insert.run(network, address.toLowerCase(), wei.toString(), txHash, at)
      return { txHash, balance: balance(network, address) }
    },
  }
}
