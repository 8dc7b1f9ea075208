/** A transaction as cleos reads it: full header and actions with hex-encoded data. */
export type CleosTransaction = {
  expiration: string
  ref_block_num: number
  ref_block_prefix: number
  max_net_usage_words: number
  max_cpu_usage_ms: number
  delay_sec: number
  context_free_actions: never[]
  actions: {
    account: string
    name: string
    authorization: { actor: string; permission: string }[]
    data: string
  }[]
  transaction_extensions: never[]
}

/** What the command needs to know besides the transaction. */
export type CleosCommandOptions = {
  chainUrl: string
  chainId: string
  /** When known, cleos asks its wallet (keosd) to sign with this key instead of prompting for one. */
  publicKey?: string | undefined
}

/** Quotes a value for a POSIX shell: single quotes, with embedded single quotes closed and escaped. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`
}

/**
 * The `cleos` command that signs and broadcasts exactly `transaction`.
 *
 * `cleos sign -p` keeps the header we built (unlike `cleos push transaction`, which replaces the
 * reference block and expiration of an unsigned transaction), so the id the portal watches for is the
 * id that reaches the chain.
 */
export function cleosCommand(transaction: CleosTransaction, options: CleosCommandOptions): string {
  const json = JSON.stringify(transaction, null, 4)
  const parts = ['cleos', '-u', shellQuote(options.chainUrl), 'sign', '-c', options.chainId]
  if (options.publicKey !== undefined) parts.push('--public-key', options.publicKey)
  parts.push('-p', shellQuote(json))
  return parts.join(' ')
}
