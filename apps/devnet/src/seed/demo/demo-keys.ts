import { createHash } from 'node:crypto'
import { Bytes, KeyType, PrivateKey } from '@wharfkit/antelope'

/** Fixed, public seed: demo keys are derived from it so the README's list stays true on every machine. */
export const DEMO_KEY_SEED = 'telos-portal-demo-world-v1'

/** The key pair of demo account `name`: sha256(seed:name) as a K1 private key. Public, for local use only. */
export function demoKeyPair(name: string): { privateKey: string; publicKey: string } {
  const secret = createHash('sha256').update(`${DEMO_KEY_SEED}:${name}`).digest()
  const key = new PrivateKey(KeyType.K1, Bytes.from(secret))
  return { privateKey: key.toWif(), publicKey: key.toPublic().toLegacyString() }
}
