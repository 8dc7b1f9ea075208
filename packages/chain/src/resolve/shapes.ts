// The fields of arbitration-contract rows that the Resolve rules read. They are structural, so both
// a parsed table row and a devnet row satisfy them. nodeos renders bools in table rows as 0/1 and
// uint64 ids as numbers or strings, so those fields accept either.

/** A bool as nodeos renders it in table rows (0/1) or as JSON true/false. */
export type ChainBool = boolean | number

/** A uint64 as nodeos renders it: a number, or a string above 2^32. */
export type ChainId = number | string

/** The `config` singleton fields the rules use. */
export type ResolveConfigLike = {
  readonly admin: string
  readonly max_elected_arbs: number
  readonly current_election_id: ChainId
  readonly max_claims_per_case: number
  readonly fee_usd: string
}

/** The `casefiles` row fields the rules use. */
export type CaseFileLike = {
  readonly case_id: ChainId
  readonly case_status: number
  readonly claimant: string
  readonly respondant: string
  readonly arbitrators: readonly string[]
  readonly number_claims?: number
  readonly sending_offers_until_ts?: string
}

/** The `claims` row fields the rules use. */
export type ClaimLike = {
  readonly status: number
  readonly claim_info_needed: ChainBool
  readonly response_info_needed: ChainBool
  readonly claimant_limit_time: string
  readonly respondant_limit_time: string
}

/** The `offers` row fields the rules use. */
export type OfferLike = {
  readonly offer_id: ChainId
  readonly case_id: ChainId
  readonly arbitrator: string
  readonly status: number
}

/** The `arbitrators` row fields the rules use. */
export type ArbitratorLike = {
  readonly arb: string
  readonly arb_status: number
  readonly term_expiration: string
}

/** The `elections` row fields the rules use. */
export type ElectionLike = {
  readonly election_id: ChainId
  readonly status: number
  readonly ballot_name: string
  readonly begin_add_candidates_ts: string
  readonly end_add_candidates_ts: string
  readonly end_voting_ts: string
  readonly candidates: readonly { readonly name: string }[]
}

/** The `nominees` row fields the rules use. */
export type NomineeLike = {
  readonly nominee_name: string
}

/** The rows of a list, or none when a malformed value is not an array (rows come from the network). */
export function rowsOf<T>(value: readonly T[] | undefined): readonly T[] {
  return Array.isArray(value) ? value : []
}

/** True for a chain bool that is set (true or 1). */
export function isSet(value: ChainBool | undefined): boolean {
  return value === true || value === 1
}

/** True when two uint64 ids are the same, whether rendered as numbers or strings. */
export function sameId(a: unknown, b: unknown): boolean {
  if ((typeof a !== 'number' && typeof a !== 'string') || (typeof b !== 'number' && typeof b !== 'string'))
    return false
  return String(a).trim() !== '' && String(a).trim() === String(b).trim()
}
