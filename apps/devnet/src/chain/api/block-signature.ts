import { PrivateKey, PublicKey } from '@wharfkit/antelope'
import { demoKeyPair } from '../../seed/demo/demo-keys.ts'
import { DEV_PRIVATE_KEY, type Chain } from '../chain.ts'
import { nameValue, u64Key } from '../keys.ts'
import { blockHeaderDigest, type BlockRecord } from '../state/blocks.ts'

/** Signatures already made, per chain (signing costs about a millisecond; blocks never change). */
const signatures = new WeakMap<Chain, Map<string, string>>()
const KEPT_SIGNATURES = 4096

/** The key a producer signs with: its registered producer_key, else its active key. */
function signingKey(chain: Chain, producer: string): string | undefined {
  const abi = chain.abiOf('eosio')
  const row = abi?.tableType('producers')
    ? chain.tables.find('eosio', 'producers', u64Key(nameValue('eosio')), u64Key(nameValue(producer)))
    : undefined
  const registered = row ? (abi?.decode('producer_info', row.value) as { producer_key?: string }) : undefined
  return registered?.producer_key || chain.accounts.permission(producer, 'active')?.auth.keys[0]?.key
}

/**
 * The private key the devnet holds for a producer: the development key (eosio and the keys it
 * creates) or the producer's demo key. A producer registered with a key of its own cannot be signed
 * for; its blocks are signed with the development key.
 */
function producerPrivateKey(chain: Chain, producer: string): PrivateKey {
  const expected = signingKey(chain, producer)
  const held = [DEV_PRIVATE_KEY, demoKeyPair(producer).privateKey].map((wif) => PrivateKey.from(wif))
  if (!expected) return held[0]!
  const wanted = PublicKey.from(expected)
  return held.find((key) => key.toPublic().equals(wanted)) ?? held[0]!
}

/**
 * producer_signature of a block: the producing key's signature over the header digest, so a
 * client recovers the producer's key from it. (nodeos also folds its block merkle root and the
 * pending schedule's hash into the signed digest; the devnet keeps neither.)
 */
export function blockSignature(chain: Chain, block: BlockRecord): string {
  let kept = signatures.get(chain)
  if (!kept) signatures.set(chain, (kept = new Map()))
  const cached = kept.get(block.id)
  if (cached) return cached
  const digest = blockHeaderDigest(block.previous, block.time_ms, block.producer)
  const signature = String(producerPrivateKey(chain, block.producer).signDigest(digest))
  if (kept.size >= KEPT_SIGNATURES) kept.delete(kept.keys().next().value!)
  kept.set(block.id, signature)
  return signature
}
