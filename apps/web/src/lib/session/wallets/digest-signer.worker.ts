// The worker half of digest-signer.ts: signs one digest per message with the key it is given.
import { Checksum256, PrivateKey } from '@wharfkit/antelope'
import type { SignReply, SignRequest } from './digest-signer.ts'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SignRequest>) => void) | null
  postMessage(reply: SignReply): void
}

scope.onmessage = ({ data: { id, key, digest } }) => {
  try {
    const signature = PrivateKey.from(key).signDigest(Checksum256.from(digest))
    scope.postMessage({ id, signature: String(signature) })
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
}
