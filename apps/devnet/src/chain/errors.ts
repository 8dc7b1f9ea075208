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

/** The failures the devnet raises, with nodeos's codes, names and messages. */
export const chainErrors = {
  /** A contract `check` failed; clients strip the `assertion failure with message: ` prefix. */
  assert: (message: string) =>
    new ChainError(
      3050003,
      'eosio_assert_message_exception',
      'eosio_assert_message assertion failure',
      `assertion failure with message: ${message}`,
    ),
  missingAuth: (account: string) =>
    new ChainError(
      3090004,
      'missing_auth_exception',
      'Missing required authority',
      `missing authority of ${account}`,
    ),
  unsatisfied: (message: string) =>
    new ChainError(
      3090003,
      'unsatisfied_authorization',
      'Provided keys, permissions, and delays do not satisfy declared authorizations',
      message,
      401,
    ),
  irrelevantAuth: (message: string) =>
    new ChainError(3090005, 'irrelevant_auth_exception', 'Irrelevant authority included', message),
  irrelevantSig: (message: string) =>
    new ChainError(3090002, 'tx_irrelevant_sig', 'Irrelevant signature included', message),
  duplicateSig: (message: string) =>
    new ChainError(3090001, 'tx_duplicate_sig', 'Duplicate signature included', message),
  invalidPermission: (message: string) =>
    new ChainError(3090007, 'invalid_permission', 'Invalid Permission', message),
  permissionQuery: (message: string) =>
    new ChainError(3060001, 'permission_query_exception', 'Permission Query Exception', message, 400),
  duplicate: (id: string) =>
    new ChainError(3040008, 'tx_duplicate', 'Duplicate transaction', `duplicate transaction ${id}`, 409),
  expired: (message: string) =>
    new ChainError(3040005, 'expired_tx_exception', 'Expired Transaction', message),
  tooFar: (message: string) =>
    new ChainError(3040006, 'tx_exp_too_far_exception', 'Transaction Expiration Too Far', message),
  invalidRefBlock: (message: string) =>
    new ChainError(3040007, 'invalid_ref_block_exception', 'Invalid Reference Block', message),
  transaction: (message: string) =>
    new ChainError(3040000, 'transaction_exception', 'Transaction exception', message),
  /** A packed transaction nodeos cannot read (its from_variant failed): bad hex, unreadable context-free data. */
  packedTransaction: (message: string) =>
    new ChainError(3010010, 'packed_transaction_type_exception', 'Invalid packed transaction', message, 400),
  decompression: (message: string) =>
    new ChainError(3040001, 'tx_decompression_error', 'Error decompressing transaction', message, 400),
  noAction: () =>
    new ChainError(
      3040002,
      'tx_no_action',
      'transaction has no actions',
      'transaction should have at least one normal action',
    ),
  noAuths: () =>
    new ChainError(
      3040003,
      'tx_no_auths',
      'Transaction should have at least one required authority',
      'transaction must have at least one authorization',
    ),
  /** A transaction larger than the chain's max_transaction_net_usage. */
  netUsage: (message: string) =>
    new ChainError(
      3080002,
      'tx_net_usage_exceeded',
      'Transaction exceeded the current network usage limit imposed on the transaction',
      message,
    ),
  /** Past the transaction's CPU deadline, or billed more than its payer may use. */
  cpuUsage: (message: string) =>
    new ChainError(
      3080004,
      'tx_cpu_usage_exceeded',
      'Transaction exceeded the current CPU usage limit imposed on the transaction',
      message,
    ),
  /** Past the deadline of a read-only or dry run (nodeos's deadline_exception). */
  deadline: (message: string) =>
    new ChainError(3080006, 'deadline_exception', 'Transaction took too long', message),
  actionValidate: (message: string) =>
    new ChainError(3050000, 'action_validate_exception', 'Action validate exception', message),
  invalidActionArgs: (message: string) =>
    new ChainError(3050002, 'invalid_action_args_exception', 'Invalid Action Arguments', message),
  accountExists: (name: string) =>
    new ChainError(
      3050001,
      'account_name_exists_exception',
      'Account name already exists',
      `Cannot create account named ${name}, as that name is already taken`,
    ),
  accountQuery: (message: string) =>
    new ChainError(3060002, 'account_query_exception', 'Account Query Exception', message, 400),
  /** A string that converts to no key (nodeos's chain_type_exception); a malformed request, so a 400. */
  chainType: (message: string) =>
    new ChainError(3010000, 'chain_type_exception', 'chain type exception', message, 400),
  tableQuery: (message: string) =>
    new ChainError(3060003, 'contract_table_query_exception', 'Contract Table Query Exception', message, 400),
  abiNotFound: (message: string) =>
    new ChainError(3015014, 'abi_not_found_exception', 'No ABI found', message, 400),
  blockId: (message: string) =>
    new ChainError(3010008, 'block_id_type_exception', 'Invalid block ID', message, 400),
  unknownBlock: (message: string) =>
    new ChainError(3100002, 'unknown_block_exception', 'Unknown block', message, 400),
  invalidRequest: (message: string) =>
    new ChainError(3200006, 'invalid_http_request', 'invalid http request', message, 400),
  unsupported: (message: string) =>
    new ChainError(3100008, 'unsupported_feature', 'Feature is currently unsupported', message),
} as const

/** True when `value` is a ChainError (also across module copies in tests). */
export function isChainError(value: unknown): value is ChainError {
  return value instanceof ChainError
}
