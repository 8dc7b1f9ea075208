import { z } from '../../zod-mini.ts'
import { abiType } from '../../abi-types.ts'
import { accountName, assetString, int64, ipfsLink, uint16, uint32, uint64, uint8 } from '../../primitives.ts'

// Data schemas of every arbitration action, fields in ABI order. Document links use the contract's
// own rule and message (46 or 49 characters), so a form refuses what the contract would refuse;
// other values are only typed, because the contract checks them itself, in its own order.

export const initData = z.object({ initial_admin: accountName })
export const setadminData = z.object({ new_admin: accountName })
export const setversionData = z.object({ new_version: z.string() })
export const setconfigData = z.object({
  max_elected_arbs: uint16,
  election_duration: uint32,
  runoff_duration: uint32,
  election_add_candidates_duration: uint32,
  arbitrator_term_length: uint32,
  max_claims_per_case: uint8,
  fee_usd: assetString,
  claimant_accepting_offers_duration: uint32,
})

export const initelectionData = z.object({ content: z.string() })
export const regarbData = z.object({ nominee: accountName, credentials_link: ipfsLink })
export const nomineeData = z.object({ nominee: accountName })
// The ballot name is a `name` the contract looks up itself; any text is passed on for it to refuse.
export const beginvotingData = z.object({ ballot_name: abiType('name', z.string()), runoff: z.boolean() })
export const emptyData = z.object({})

export const withdrawData = z.object({ owner: accountName })
export const filecaseData = z.object({
  claimant: accountName,
  claim_link: ipfsLink,
  lang_codes: z.array(uint16),
  /** Optional in the ABI (`name?`): null when the case has no respondant. */
  respondant: z.nullable(accountName),
  claim_category: uint8,
})
export const addclaimData = z.object({
  case_id: uint64,
  claim_link: ipfsLink,
  claimant: accountName,
  claim_category: uint8,
})
export const updateclaimData = z.object({
  case_id: uint64,
  claim_id: uint64,
  claimant: accountName,
  claim_link: ipfsLink,
})
export const removeclaimData = z.object({ case_id: uint64, claim_id: uint64, claimant: accountName })
export const caseClaimantData = z.object({ case_id: uint64, claimant: accountName })
export const respondofferData = z.object({ case_id: uint64, offer_id: uint64, accept: z.boolean() })
export const caseIdData = z.object({ case_id: uint64 })

export const respondData = z.object({
  case_id: uint64,
  claim_id: uint64,
  respondant: accountName,
  response_link: ipfsLink,
})

export const newarbstatusData = z.object({ arbitrator: accountName, new_status: uint8 })
export const setlangcodesData = z.object({ arbitrator: accountName, lang_codes: z.array(uint16) })
export const makeofferData = z.object({
  case_id: uint64,
  /** -1 makes a new offer; an existing offer id updates that offer. */
  offer_id: int64,
  arbitrator: accountName,
  hourly_rate: assetString,
  estimated_hours: uint8,
})
export const dismissofferData = z.object({ case_id: uint64, offer_id: uint64 })
export const startcaseData = z.object({
  case_id: uint64,
  assigned_arb: accountName,
  number_days_respondant: uint8,
  response_info_required: z.string(),
})
export const reviewclaimData = z.object({
  case_id: uint64,
  claim_id: uint64,
  assigned_arb: accountName,
  claim_info_needed: z.boolean(),
  claim_info_required: z.string(),
  response_info_needed: z.boolean(),
  response_info_required: z.string(),
  number_days_claimant: uint8,
  number_days_respondant: uint8,
})
export const settleclaimData = z.object({
  case_id: uint64,
  assigned_arb: accountName,
  claim_id: uint64,
  accept: z.boolean(),
  decision_link: ipfsLink,
})
export const setrulingData = z.object({ case_id: uint64, assigned_arb: accountName, case_ruling: ipfsLink })
export const recuseData = z.object({ case_id: uint64, rationale: z.string(), assigned_arb: accountName })

export const validatecaseData = z.object({ case_id: uint64, proceed: z.boolean() })
export const forcerecusalData = z.object({ case_id: uint64, rationale: z.string(), arbitrator: accountName })
export const dismissarbData = z.object({ arbitrator: accountName, remove_from_cases: z.boolean() })
