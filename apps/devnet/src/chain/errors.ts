/**
 * Chain failures as nodeos reports them: an fc exception `code`, its `name` and `what`, the detail
 * message clients show, and the HTTP status nodeos answers with. The core stays free of HTTP; the
 * routes turn these into nodeos-shaped bodies.
 */
export class ChainError extends Error {
  readonly code: number
  readonly errorName: string
  readonly what: string
  readonly status: number

  constructor(code: number, errorName: string, what: string, message: string, status = 500) {
    super(message)
    this.code = code
    this.errorName = errorName
    this.what = what
    this.status = status
  }
}

/**
 * One nodeos failure: its fc `code`, `name` and `what`, the HTTP status nodeos answers with, and the
 * detail message: the caller's text, unless the entry builds it from that text or fixes it.
 */
type Failure = readonly [
  code: number,
  name: string,
  what: string,
  status: number,
  message?: string | ((detail: string) => string),
]

/** The failures the devnet raises, with nodeos's codes, names, messages and HTTP statuses. */
const FAILURES = {
  /** A contract `check` failed; clients strip the `assertion failure with message: ` prefix. */
  assert: [
    3050003,
    'eosio_assert_message_exception',
    'eosio_assert_message assertion failure',
    500,
    (message) => `assertion failure with message: ${message}`,
  ],
  missingAuth: [
    3090004,
    'missing_auth_exception',
    'Missing required authority',
    500,
    (account) => `missing authority of ${account}`,
  ],
  unsatisfied: [
    3090003,
    'unsatisfied_authorization',
    'Provided keys, permissions, and delays do not satisfy declared authorizations',
    401,
  ],
  irrelevantAuth: [3090005, 'irrelevant_auth_exception', 'Irrelevant authority included', 500],
  irrelevantSig: [3090002, 'tx_irrelevant_sig', 'Irrelevant signature included', 500],
  duplicateSig: [3090001, 'tx_duplicate_sig', 'Duplicate signature included', 500],
  invalidPermission: [3090007, 'invalid_permission', 'Invalid Permission', 500],
  permissionQuery: [3060001, 'permission_query_exception', 'Permission Query Exception', 400],
  duplicate: [3040008, 'tx_duplicate', 'Duplicate transaction', 409, (id) => `duplicate transaction ${id}`],
  expired: [3040005, 'expired_tx_exception', 'Expired Transaction', 500],
  tooFar: [3040006, 'tx_exp_too_far_exception', 'Transaction Expiration Too Far', 500],
  invalidRefBlock: [3040007, 'invalid_ref_block_exception', 'Invalid Reference Block', 500],
  transaction: [3040000, 'transaction_exception', 'Transaction exception', 500],
  /** A packed transaction nodeos cannot read (its from_variant failed): bad hex, unreadable context-free data. */
  packedTransaction: [3010010, 'packed_transaction_type_exception', 'Invalid packed transaction', 400],
  decompression: [3040001, 'tx_decompression_error', 'Error decompressing transaction', 400],
  noAction: [
    3040002,
    'tx_no_action',
    'transaction has no actions',
    500,
    'transaction should have at least one normal action',
  ],
  noAuths: [
    3040003,
    'tx_no_auths',
    'Transaction should have at least one required authority',
    500,
    'transaction must have at least one authorization',
  ],
  /** A transaction larger than the chain's max_transaction_net_usage. */
  netUsage: [
    3080002,
    'tx_net_usage_exceeded',
    'Transaction exceeded the current network usage limit imposed on the transaction',
    500,
  ],
  /** Past the transaction's CPU deadline, or billed more than its payer may use. */
  cpuUsage: [
    3080004,
    'tx_cpu_usage_exceeded',
    'Transaction exceeded the current CPU usage limit imposed on the transaction',
    500,
  ],
  /** Past the deadline of a read-only or dry run (nodeos's deadline_exception). */
  deadline: [3080006, 'deadline_exception', 'Transaction took too long', 500],
  actionValidate: [3050000, 'action_validate_exception', 'Action validate exception', 500],
  invalidActionArgs: [3050002, 'invalid_action_args_exception', 'Invalid Action Arguments', 500],
  accountExists: [
    3050001,
    'account_name_exists_exception',
    'Account name already exists',
    500,
    (name) => `Cannot create account named ${name}, as that name is already taken`,
  ],
  accountQuery: [3060002, 'account_query_exception', 'Account Query Exception', 400],
  /** A string that converts to no key (nodeos's chain_type_exception); a malformed request, so a 400. */
  chainType: [3010000, 'chain_type_exception', 'chain type exception', 400],
  tableQuery: [3060003, 'contract_table_query_exception', 'Contract Table Query Exception', 400],
  abiNotFound: [3015014, 'abi_not_found_exception', 'No ABI found', 400],
  blockId: [3010008, 'block_id_type_exception', 'Invalid block ID', 400],
  unknownBlock: [3100002, 'unknown_block_exception', 'Unknown block', 400],
  invalidRequest: [3200006, 'invalid_http_request', 'invalid http request', 400],
  unsupported: [3100008, 'unsupported_feature', 'Feature is currently unsupported', 500],
} as const satisfies Record<string, Failure>

/** A failure with a fixed message takes no argument; every other one takes the detail. */
type Raise<F extends Failure> = F[4] extends string ? () => ChainError : (detail: string) => ChainError

const raise =
  ([code, name, what, status, message]: Failure) =>
  (detail = '') =>
    new ChainError(
      code,
      name,
      what,
      typeof message === 'function' ? message(detail) : (message ?? detail),
      status,
    )

/** The failures the devnet raises, one function per kind, each building a nodeos-shaped ChainError. */
export const chainErrors = Object.fromEntries(
  Object.entries(FAILURES).map(([kind, failure]) => [kind, raise(failure)]),
) as { readonly [K in keyof typeof FAILURES]: Raise<(typeof FAILURES)[K]> }

/** True when `value` is a ChainError (also across module copies in tests). */
export function isChainError(value: unknown): value is ChainError {
  return value instanceof ChainError
}
