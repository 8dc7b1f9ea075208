// The exact user-facing texts from decisions.md ("Messages (exact texts)"), shared so the portal's
// forms and the devnet's own checks say the same thing.

/** Shown under a field that must be filled in. */
export const REQUIRED_MESSAGE = 'This field is required.'
/** Shown under a date that must lie in the future. */
export const FUTURE_DATE_MESSAGE = 'The date must be in the future.'
/** Shown under a number that must be a whole number. */
export const INTEGER_MESSAGE = 'Must be an integer.'
/** Shown under a number that must be 0 or more. */
export const NATURAL_MESSAGE = 'Must be 0 or more.'
/** Shown under a number that must be above 0. */
export const POSITIVE_MESSAGE = 'Must be greater than 0.'
/** Shown under a phone number that does not look like one. */
export const PHONE_MESSAGE = 'Enter a valid phone number.'
/** Shown when a list holds the same value twice. */
export const REPEATED_MESSAGE = 'Repeated values are not allowed.'
/** Shown when a review-claim form requests no information from either party. */
export const NO_INFO_NEEDED_MESSAGE = 'No more information is needed: close this form to continue.'
/** Shown when getting an upload token or sending the file fails. */
export const FILE_UPLOAD_ERROR_MESSAGE = 'File upload error'
/** Shown when upload status polling fails or the storage service reports ERROR. */
export const UPLOAD_FAILED_MESSAGE = 'Upload failed'
/** Shown when a ballot still cannot be read after the retry window. */
export const BALLOT_NOT_FOUND_MESSAGE = 'Ballot not found'
/** Shown after a transaction was signed and accepted. */
export const TRANSACTION_SIGNED_MESSAGE = 'Transaction signed'
/** Thrown when the user cancels the command-line signing or login flow. */
export const CANCELLED_MESSAGE = 'Cancelled!'
/** Returned by testnet calls that failed without a message of their own. */
export const FAILED_TO_CALL_API_MESSAGE = 'Failed to call API'
/** Shown when logging in to the profile service fails. */
export const PROFILE_LOGIN_FAILED_MESSAGE = 'Unable to login to the profile service.'
/** Shown when a lazily loaded page does not arrive within the chunk time-out. */
export const CHUNK_TIMEOUT_MESSAGE = 'This page took too long to load'

/** "Must be at least {min}." */
export function atLeastMessage(min: number | string): string {
  return `Must be at least ${String(min)}.`
}

/** "Must be at most {max}." */
export function atMostMessage(max: number | string): string {
  return `Must be at most ${String(max)}.`
}

/** Shown under a document field that does not hold an IPFS hash. */
export const DOCUMENT_HASH_MESSAGE = "Must be a valid IPFS hash (e.g. 'Qmdn7bZ8z25b…')."
/** Shown under a ballot id that is not 12 characters of a–z and 1–5. */
export const BALLOT_ID_MESSAGE = 'Exactly 12 characters: lowercase letters a–z and digits 1–5.'
/** Shown under a token symbol that is not 2–6 capital letters. */
export const TOKEN_SYMBOL_MESSAGE = 'Use 2 to 6 capital letters A–Z.'
/** Shown under a date that cannot be read. */
export const DATE_MESSAGE = 'Enter a valid date.'
/** Shown under a number field holding something that is not a number. */
export const NUMBER_MESSAGE = 'Enter a number.'

/** "At most {n} decimals." for an amount with more decimals than its token has. */
export function decimalsMessage(precision: number): string {
  return `At most ${precision} decimals.`
}
