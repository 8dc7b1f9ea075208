import { describe, expect, it } from 'vitest'
import { cleosCommand, shellQuote, type CleosTransaction } from './cleos-command.ts'

const transaction: CleosTransaction = {
  expiration: '2026-11-22T07:00:30',
  ref_block_num: 1234,
  ref_block_prefix: 987654321,
  max_net_usage_words: 0,
  max_cpu_usage_ms: 0,
  delay_sec: 0,
  context_free_actions: [],
  actions: [
    {
      account: 'eosio.token',
      name: 'transfer',
      authorization: [{ actor: 'alice', permission: 'active' }],
      data: '0000000000855c340000000000000e3d102700000000000004544c4f530000000474657374',
    },
  ],
  transaction_extensions: [],
}

const chainId = '1eaa0824707c8c16bd25145493bf062aecddfeb56c736f6ba6397f3195f33c9f'

/** Splits a command the way a POSIX shell would for single-quoted words. */
function shellWords(command: string): string[] {
  const words: string[] = []
  let current = ''
  let quoted = false
  let inWord = false
  for (let index = 0; index < command.length; index++) {
    const character = command[index]!
    if (quoted) {
      if (character === "'") quoted = false
      else current += character
    } else if (character === "'") {
      quoted = true
      inWord = true
    } else if (character === '\\') {
      current += command[++index]
      inWord = true
    } else if (character === ' ') {
      if (inWord) words.push(current)
      current = ''
      inWord = false
    } else {
      current += character
      inWord = true
    }
  }
  if (inWord) words.push(current)
  return words
}

describe('cleosCommand', () => {
  it('R-SESS-03: builds a cleos sign-and-push command for the exact transaction, header included', () => {
    const command = cleosCommand(transaction, { chainUrl: 'https://testnet.telos.net', chainId })
    const words = shellWords(command)
    expect(words.slice(0, 7)).toEqual([
      'cleos',
      '-u',
      'https://testnet.telos.net',
      'sign',
      '-c',
      chainId,
      '-p',
    ])
    expect(JSON.parse(words[7]!)).toEqual(transaction)
    expect(words).toHaveLength(8)
  })

  it('asks the cleos wallet for the key when the public key is known', () => {
    const publicKey = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
    const words = shellWords(
      cleosCommand(transaction, { chainUrl: 'http://127.0.0.1:8080', chainId, publicKey }),
    )
    expect(words.slice(5, 9)).toEqual([chainId, '--public-key', publicKey, '-p'])
  })

  it('indents the JSON by 4 spaces so it can be read before running it', () => {
    expect(cleosCommand(transaction, { chainUrl: 'http://x', chainId })).toContain(
      '\n    "expiration": "2026-11-22T07:00:30",',
    )
  })
})

describe('shellQuote', () => {
  it('survives single quotes inside the value', () => {
    expect(shellWords(`echo ${shellQuote("it's a 'test'")}`)).toEqual(['echo', "it's a 'test'"])
  })
})
