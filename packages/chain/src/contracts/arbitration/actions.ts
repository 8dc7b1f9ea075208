import { z } from '../../zod-mini.ts'
import { builtOnFirstCall } from '../define.ts'
import { abiType } from '../../abi-types.ts'
import { accountName, assetString, int64, ipfsLink, uint16, uint32, uint64, uint8 } from '../../primitives.ts'

// Data schemas of every arbitration action, fields in ABI order. Document links use the contract's
// own rule and message (46 or 49 characters), so a form refuses what the contract would refuse;
// other values are only typed, because the contract checks them itself, in its own order.

function buildArbitrationActionData() {
  const initData = z.object({ initial_admin: accountName })
  const setadminData = z.object({ new_admin: accountName })
  const setversionData = z.object({ new_version: z.string() })
  const setconfigData = z.object({
    max_elected_arbs: uint16,
    election_duration: uint32,
    runoff_duration: uint32,
    election_add_candidates_duration: uint32,
    arbitrator_term_length: uint32,
    max_claims_per_case: uint8,
    fee_usd: assetString,
    claimant_accepting_offers_duration: uint32,
  })

  const initelectionData = z.object({ content: z.string() })
  const regarbData = z.object({ nominee: accountName, credentials_link: ipfsLink })
  const nomineeData = z.object({ nominee: accountName })
  // The ballot name is a `name` the contract looks up itself; any text is passed on for it to refuse.
  const beginvotingData = z.object({ ballot_name: abiType('name', z.string()), runoff: z.boolean() })
  const emptyData = z.object({})

  const withdrawData = z.object({ owner: accountName })
  const filecaseData = z.object({
    claimant: accountName,
    claim_link: ipfsLink,
    lang_codes: z.array(uint16),
    /** Optional in the ABI (`name?`): null when the case has no respondant. */
    respondant: z.nullable(accountName),
    claim_category: uint8,
  })
  const addclaimData = z.object({
    case_id: uint64,
    claim_link: ipfsLink,
    claimant: accountName,
    claim_category: uint8,
  })
  const updateclaimData = z.object({
    case_id: uint64,
    claim_id: uint64,
    claimant: accountName,
    claim_link: ipfsLink,
  })
  const removeclaimData = z.object({ case_id: uint64, claim_id: uint64, claimant: accountName })
  const caseClaimantData = z.object({ case_id: uint64, claimant: accountName })
  const respondofferData = z.object({ case_id: uint64, offer_id: uint64, accept: z.boolean() })
  const caseIdData = z.object({ case_id: uint64 })

  const respondData = z.object({
    case_id: uint64,
    claim_id: uint64,
    respondant: accountName,
    response_link: ipfsLink,
  })

  const newarbstatusData = z.object({ arbitrator: accountName, new_status: uint8 })
  const setlangcodesData = z.object({ arbitrator: accountName, lang_codes: z.array(uint16) })
  const makeofferData = z.object({
    case_id: uint64,
    /** -1 makes a new offer; an existing offer id updates that offer. */
    offer_id: int64,
    arbitrator: accountName,
    hourly_rate: assetString,
    estimated_hours: uint8,
  })
  const dismissofferData = z.object({ case_id: uint64, offer_id: uint64 })
  const startcaseData = z.object({
    case_id: uint64,
    assigned_arb: accountName,
    number_days_respondant: uint8,
    response_info_required: z.string(),
  })
  const reviewclaimData = z.object({
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
  const settleclaimData = z.object({
    case_id: uint64,
    assigned_arb: accountName,
    claim_id: uint64,
    accept: z.boolean(),
    decision_link: ipfsLink,
  })
  const setrulingData = z.object({ case_id: uint64, assigned_arb: accountName, case_ruling: ipfsLink })
  const recuseData = z.object({ case_id: uint64, rationale: z.string(), assigned_arb: accountName })

  const validatecaseData = z.object({ case_id: uint64, proceed: z.boolean() })
  const forcerecusalData = z.object({ case_id: uint64, rationale: z.string(), arbitrator: accountName })
  const dismissarbData = z.object({ arbitrator: accountName, remove_from_cases: z.boolean() })

  return {
    init: initData,
    setadmin: setadminData,
    setversion: setversionData,
    setconfig: setconfigData,
    initelection: initelectionData,
    regarb: regarbData,
    unregnominee: nomineeData,
    candaddlead: nomineeData,
    candrmvlead: nomineeData,
    beginvoting: beginvotingData,
    endelection: emptyData,
    skiptovoting: emptyData,
    withdraw: withdrawData,
    filecase: filecaseData,
    addclaim: addclaimData,
    updateclaim: updateclaimData,
    removeclaim: removeclaimData,
    shredcase: caseClaimantData,
    readycase: caseClaimantData,
    respondoffer: respondofferData,
    cancelcase: caseIdData,
    respond: respondData,
    newarbstatus: newarbstatusData,
    setlangcodes: setlangcodesData,
    makeoffer: makeofferData,
    dismissoffer: dismissofferData,
    startcase: startcaseData,
    reviewclaim: reviewclaimData,
    settleclaim: settleclaimData,
    setruling: setrulingData,
    recuse: recuseData,
    validatecase: validatecaseData,
    closecase: caseIdData,
    forcerecusal: forcerecusalData,
    dismissarb: dismissarbData,
  }
}

/**
 * The action data schemas, built on the first call (define.ts' `actionOf`: a page that only reads the
 * contract never builds them).
 */
export const arbitrationActionData = builtOnFirstCall(buildArbitrationActionData)
