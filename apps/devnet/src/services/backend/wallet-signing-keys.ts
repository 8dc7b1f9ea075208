import type { Chain, SignedInput } from '../../chain/chain.ts'
import { authorityKeys } from '../../chain/authorization.ts'
import { recoverSigningKeys } from '../../chain/signatures.ts'

/** The keys of `input`'s signatures that `account@permission` could use; throws what recovery throws. */
export function signingKeys(
  chain: Chain,
  input: Pick<SignedInput, 'packedTrx' | 'signatures' | 'contextFreeDigest'>,
  account: string,
  permission: string,
) {
  const candidates = new Set<string>()
  authorityKeys(chain.accounts, { actor: account, permission }, candidates)
  // What a K1 signature covers: chain id, packed transaction, the context-free data's digest.
  const signingData = Buffer.concat([
    Buffer.from(chain.chainId, 'hex'),
    input.packedTrx,
    input.contextFreeDigest ?? Buffer.alloc(32),
  ])
  return recoverSigningKeys(signingData, input.signatures, candidates)
}
