// A wallet-signed login for tests and journey setup, outside the browser: ask the backend for a
// challenge, sign the proof transaction with a private key, exchange it for a bearer session. Only
// Wharf's antelope types are loaded, never the devnet itself.
import {
  ABI,
  Action,
  APIClient,
  PackedTransaction,
  PrivateKey,
  SignedTransaction,
  Transaction,
} from '@wharfkit/antelope'
import {
  LOGIN_PROOF_ABI,
  LOGIN_PROOF_PERMISSION,
  type LoginChallenge,
  type LoginProof,
  type LoginSession,
} from '@portal/chain/wallet-login'

const proofAbi = ABI.from(LOGIN_PROOF_ABI)

/** The signed, unbroadcast proof transaction for `challenge`, signed by `privateKeys`. */
export async function signLoginProof(
  baseUrl: string,
  challenge: LoginChallenge,
  privateKeys: readonly string[],
  actor = challenge.account,
): Promise<LoginProof> {
  const info = await new APIClient({ url: baseUrl }).v1.chain.get_info()
  const transaction = Transaction.from({
    ...info.getTransactionHeader(60),
    actions: [
      Action.from(
        {
          account: challenge.action.account,
          name: challenge.action.name,
          authorization: [{ actor, permission: LOGIN_PROOF_PERMISSION }],
          data: challenge.action.data,
        },
        proofAbi,
      ),
    ],
  })
  const digest = transaction.signingDigest(info.chain_id)
  const signatures = privateKeys.map((key) => PrivateKey.from(key).signDigest(digest))
  const packed = PackedTransaction.fromSigned(SignedTransaction.from({ ...transaction, signatures }))
  return JSON.parse(JSON.stringify(packed)) as LoginProof
}

export async function requestChallenge(baseUrl: string, account: string): Promise<LoginChallenge> {
  const response = await fetch(`${baseUrl}/v1/auth/challenge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account }),
  })
  if (!response.ok) throw new Error(`challenge for ${account}: ${response.status} ${await response.text()}`)
  return (await response.json()) as LoginChallenge
}

/** Signs in `account` with `privateKey` (its active key): the bearer session. */
export async function walletLogin(
  baseUrl: string,
  account: string,
  privateKey: string,
): Promise<LoginSession> {
  const proof = await signLoginProof(baseUrl, await requestChallenge(baseUrl, account), [privateKey])
  const response = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(proof),
  })
  if (!response.ok) throw new Error(`login as ${account}: ${response.status} ${await response.text()}`)
  return (await response.json()) as LoginSession
}
