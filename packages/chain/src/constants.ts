// Business constants and limits from product.md §9 and decisions.md, in one place so the portal
// and the devnet agree.

/** Rows per page of the Resolve case files table. */
export const CASE_TABLE_PAGE_SIZE = 20
/** Rows per page of a case's claims table, and the claims fetch limit. */
export const CLAIMS_PAGE_SIZE = 50
/** get_table_rows limit when paging ballots. */
export const BALLOTS_PAGE_SIZE = 250
/** get_table_rows limit for treasuries (DAOs). */
export const TREASURIES_PAGE_SIZE = 100
/** get_table_rows limit for the token manager's tokens. */
export const TOKENS_PAGE_SIZE = 1000
/** get_table_rows limit for an account's voter rows. */
export const VOTER_ROWS_LIMIT = 1000
/** get_table_rows limit for safes. */
export const SAFES_LIMIT = 100
/** get_table_rows limit for arbitration offers. */
export const OFFERS_LIMIT = 1000
/** Profiles per page of the profile search. */
export const PROFILE_SEARCH_PAGE_SIZE = 20

/** History actions per request for the validator CPU benchmarks. */
export const CPU_BENCHMARK_BATCH = 1000
/** History deltas per page. */
export const HISTORY_DELTAS_PAGE_SIZE = 200
/** History actions per page. */
export const HISTORY_ACTIONS_PAGE_SIZE = 100
/** Default look-back of the validator benchmark chart, in days. */
export const CPU_BENCHMARK_DEFAULT_DAYS = 1

/** Refresh interval of the case, claims, election results and escrow balance (ms). */
export const REFRESH_INTERVAL_MS = 10_000
/** Delay before reloading after readycase and shredcase (ms). */
export const RELOAD_DELAY_MS = 5_000
/** Delay before offer, review and start-case dialogs close after success (ms). */
export const DIALOG_CLOSE_DELAY_MS = 2_000

/** Seconds until a signed transaction expires. */
export const TRANSACTION_EXPIRE_SECONDS = 30
/** Blocks behind the head a transaction references (TAPOS). */
export const TRANSACTION_BLOCKS_BEHIND = 3

/** First file-upload status poll delay (ms). */
export const UPLOAD_POLL_START_MS = 2_000
/** Growth of the file-upload status poll delay per poll (ms). */
export const UPLOAD_POLL_STEP_MS = 250
/** Lifetime of a file-storage temporary token (seconds). */
export const UPLOAD_TOKEN_LIFETIME_SECONDS = 86_400

/** Delay before the nth file-upload status poll (0-based): the first comes at once, then 2 s + 250 ms per poll. */
export function uploadPollDelayMs(poll: number): number {
  if (!Number.isFinite(poll) || poll <= 0) return 0
  return UPLOAD_POLL_START_MS + UPLOAD_POLL_STEP_MS * Math.floor(poll - 1)
}

/** How long a ballot fetch keeps retrying before "Ballot not found" (ms). */
export const BALLOT_RETRY_WINDOW_MS = 3_000
/** How long a notification toast stays (ms). */
export const TOAST_TIMEOUT_MS = 5_000
/** How long "Copied to clipboard" / "Could not copy" show (ms). */
export const COPY_NOTICE_MS = 1_000
/** How long a lazily loaded page may take before the retry message (ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** Language codes sent with filecase. */
export const FILE_CASE_LANG_CODES: readonly number[] = [0]

/** Smallest avatar size in pixels. */
export const AVATAR_MIN_SIZE = 24
/** Largest avatar size in pixels. */
export const AVATAR_MAX_SIZE = 2048

/** Memo of the fee deposit sent to telos.decide before newballot or newtreasury. */
export const DECIDE_FEE_MEMO = 'fees-deposit'
