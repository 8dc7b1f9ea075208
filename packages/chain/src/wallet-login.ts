// The wallet-signed challenge a backend service (OAuth consent, app registry) uses to learn which
// account is behind a request. The client asks for a nonce, its wallet signs a transaction holding one
// `login` action on the empty account name `''` (as Anchor's identity proofs do: no account can ever
// have that name, so the transaction can never run on a chain), and the service checks the signature
// against the account's permission on chain. A bare account name never proves anything.

/** The contract account of the proof action: the empty name, which no account can have. */
export const LOGIN_PROOF_CONTRACT = ''
/** The proof action's name. */
export const LOGIN_PROOF_ACTION = 'login'
/** The permission the proof must be signed with. */
export const LOGIN_PROOF_PERMISSION = 'active'

/** The proof action's data: the service's nonce and the service that issued it (shown by wallets). */
export type LoginProofData = { nonce: string; service: string }

/** The ABI wallets need to serialize the proof action (it lives on no chain). */
export const LOGIN_PROOF_ABI = {
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    {
      name: 'login',
      base: '',
      fields: [
        { name: 'nonce', type: 'string' },
        { name: 'service', type: 'string' },
      ],
    },
  ],
  actions: [{ name: 'login', type: 'login', ricardian_contract: '' }],
  tables: [],
  ricardian_clauses: [],
  error_messages: [],
  abi_extensions: [],
  variants: [],
}

/** What `POST /v1/auth/challenge {account}` answers: the action to sign, unchanged. */
export type LoginChallenge = {
  account: string
  nonce: string
  /** Epoch milliseconds (service clock) after which the nonce is refused. */
  expiresAt: number
  action: { account: string; name: string; data: LoginProofData }
}

/** The signed, unbroadcast transaction posted to `POST /v1/auth/login`, as send_transaction takes it. */
export type LoginProof = {
  signatures: string[]
  compression: number | string
  packed_context_free_data: string
  packed_trx: string
}

/** What a successful `POST /v1/auth/login` answers: a bearer token for the proven account. */
export type LoginSession = { account: string; token: string; expiresAt: number }
