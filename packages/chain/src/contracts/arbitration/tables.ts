import { z } from '../../zod-mini.ts'
import { abiStructOf } from '../../abi-types.ts'
import {
  accountName,
  assetString,
  chainBool,
  nameOrEmpty,
  timePointSec,
  uint16,
  uint32,
  uint64,
  uint8,
} from '../../primitives.ts'

// Row schemas of the arbitration contract's tables, in ABI field order. Status fields stay plain
// uint8: the contract stores whatever it is given (newarbstatus accepts any value), and the labels
// live in ../../resolve. Parsed rows have uint64 as strings and bools as booleans, whichever JSON
// style (nodeos 0/1, abieos true/false) they came in.

/** `config` singleton (scope: the contract). */
export const configRow = z.object({
  admin: nameOrEmpty,
  contract_version: z.string(),
  max_elected_arbs: uint16,
  election_voting_ts: uint32,
  runoff_election_voting_ts: uint32,
  election_add_candidates_ts: uint32,
  arb_term_length: uint32,
  claimant_accepting_offers_ts: uint32,
  current_election_id: uint64,
  max_claims_per_case: uint8,
  fee_usd: assetString,
  available_funds: assetString,
  reserved_funds: assetString,
})
export type ConfigRow = z.infer<typeof configRow>

/** `casefiles` row (scope: the contract; no secondary index). */
export const caseFileRow = abiStructOf(
  'casefile',
  z.object({
    case_id: uint64,
    case_status: uint8,
    claimant: accountName,
    respondant: nameOrEmpty, // sic: the ABI spells it this way
    arbitrators: z.array(accountName),
    approvals: z.array(accountName),
    number_claims: uint8,
    number_offers: uint8,
    required_langs: z.array(uint16),
    case_ruling: z.string(),
    fee_paid_tlos: assetString,
    arbitrator_cost_tlos: assetString,
    update_ts: timePointSec,
    sending_offers_until_ts: timePointSec,
  }),
)
export type CaseFileRow = z.infer<typeof caseFileRow>

/** `claims` row (scope: the case id as uint64, so get_table_rows scope "5"). */
export const claimRow = abiStructOf(
  'claim',
  z.object({
    claim_id: uint64,
    claim_summary: z.string(),
    decision_link: z.string(),
    response_link: z.string(),
    claimant_limit_time: timePointSec,
    claim_info_needed: chainBool,
    claim_info_required: z.string(),
    respondant_limit_time: timePointSec,
    response_info_needed: chainBool,
    response_info_required: z.string(),
    status: uint8,
    claim_category: uint8,
  }),
)
export type ClaimRow = z.infer<typeof claimRow>

/** `offers` row (scope: the contract; indexes 2 byarb i64, 3 bycase i64, 4 bycasearb i128). */
export const offerRow = abiStructOf(
  'offer',
  z.object({
    offer_id: uint64,
    case_id: uint64,
    status: uint8,
    estimated_hours: uint8,
    arbitrator: accountName,
    hourly_rate: assetString,
  }),
)
export type OfferRow = z.infer<typeof offerRow>

/** One candidate of an election with the VOTE it received (0 until the ballot closes). */
export const candidate = abiStructOf('candidate', z.object({ name: accountName, votes: assetString }))
export type Candidate = z.infer<typeof candidate>

/** `elections` row (scope: the contract; index 2 byballot i64). */
export const electionRow = abiStructOf(
  'election',
  z.object({
    election_id: uint64,
    ballot_name: nameOrEmpty,
    info_url: z.string(),
    candidates: z.array(candidate),
    available_seats: uint8,
    begin_add_candidates_ts: timePointSec,
    end_add_candidates_ts: timePointSec,
    begin_voting_ts: timePointSec,
    end_voting_ts: timePointSec,
    status: uint8,
  }),
)
export type ElectionRow = z.infer<typeof electionRow>

/** `nominees` row (scope: the contract). */
export const nomineeRow = abiStructOf(
  'nominee',
  z.object({
    nominee_name: accountName,
    credentials_link: z.string(),
    application_time: timePointSec,
  }),
)
export type NomineeRow = z.infer<typeof nomineeRow>

/** `arbitrators` row (scope: the contract). */
export const arbitratorRow = abiStructOf(
  'arbitrator',
  z.object({
    arb: accountName,
    arb_status: uint8,
    open_case_ids: z.array(uint64),
    closed_case_ids: z.array(uint64),
    recused_case_ids: z.array(uint64),
    credentials_link: z.string(),
    elected_time: timePointSec,
    term_expiration: timePointSec,
    languages: z.array(uint16),
  }),
)
export type ArbitratorRow = z.infer<typeof arbitratorRow>

/** `accounts` row: a depositor's escrow (scope: the depositor; key: the symbol code, TLOS). */
export const escrowAccountRow = abiStructOf('account', z.object({ balance: assetString }))
export type EscrowAccountRow = z.infer<typeof escrowAccountRow>

/** `joinedcases` row (declared by the contract, never written). */
export const joinderRow = abiStructOf(
  'joinder',
  z.object({
    join_id: uint64,
    cases: z.array(uint64),
    join_time: uint32,
    joined_by: nameOrEmpty,
  }),
)
export type JoinderRow = z.infer<typeof joinderRow>
