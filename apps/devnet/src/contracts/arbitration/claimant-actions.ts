import { CASE_STATUS } from '@portal/chain/resolve/case-status'
import { CLAIM_STATUS } from '@portal/chain/resolve/claims'
import { OFFER_STATUS } from '@portal/chain/resolve/offers'
import { parseAsset } from '../../chain/runtime/asset.ts'
import { offerCostUsdUnits, tlosUsdPrice, usdToTlosUnits } from './fees.ts'
import {
  addAssets,
  addBalance,
  EPOCH,
  getConfig,
  isValidCategory,
  setConfig,
  subAssets,
  subBalance,
  timeAt,
  tlos,
  unitsOf,
  validateIpfsUrl,
} from './state.ts'
import type { ActionCtx } from './types.ts'

// Claimant and respondant actions (arbitration.cpp regions Claimant_Actions, Respondant_Actions).

function newClaim(claimId: string, link: string, category: number) {
  return {
    claim_id: claimId,
    claim_summary: link,
    decision_link: '',
    response_link: '',
    claimant_limit_time: EPOCH,
    claim_info_needed: false,
    claim_info_required: '',
    respondant_limit_time: EPOCH,
    response_info_needed: false,
    response_info_required: '',
    status: CLAIM_STATUS.filed,
    claim_category: category,
  }
}

export function filecase(ctx: ActionCtx<'filecase'>): void {
  const { claimant, claim_link, lang_codes, respondant, claim_category } = ctx.data
  ctx.requireAuth(claimant)
  validateIpfsUrl(ctx, claim_link)
  if (respondant !== null) ctx.check(ctx.isAccount(respondant), 'Respondant must be an account')
  ctx.check(isValidCategory(claim_category), 'Claim category not found')
  const casefiles = ctx.table('casefiles')
  // available_primary_key: an id is reused once the newest case is shredded.
  const caseId = casefiles.availablePrimaryKey().toString()
  casefiles.emplace(claimant, {
    case_id: caseId,
    case_status: CASE_STATUS.setup,
    claimant,
    respondant: respondant ?? '',
    arbitrators: [],
    approvals: [],
    number_claims: 1,
    number_offers: 0,
    required_langs: lang_codes,
    case_ruling: '',
    fee_paid_tlos: tlos(0n),
    arbitrator_cost_tlos: tlos(0n),
    update_ts: timeAt(ctx.now()),
    sending_offers_until_ts: EPOCH,
  })
  const claims = ctx.table('claims', BigInt(caseId))
  claims.emplace(claimant, newClaim(claims.availablePrimaryKey().toString(), claim_link, claim_category))
}

export function addclaim(ctx: ActionCtx<'addclaim'>): void {
  const { case_id, claim_link, claimant, claim_category } = ctx.data
  ctx.requireAuth(claimant)
  validateIpfsUrl(ctx, claim_link)
  const config = getConfig(ctx)
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.get(case_id, 'Case Not Found')
  ctx.check(isValidCategory(claim_category), 'Claim category not found')
  ctx.check(
    casefile.case_status === CASE_STATUS.setup,
    'claims cannot be added after CASE_SETUP is complete.',
  )
  ctx.check(
    casefile.number_claims < config.max_claims_per_case,
    'case file has reached maximum number of claims',
  )
  ctx.check(claimant === casefile.claimant, 'you are not the claimant of this case.')
  const claims = ctx.table('claims', BigInt(case_id))
  for (const claim of claims.rows())
    ctx.check(claim.claim_summary !== claim_link, 'Claim Link already exists in another claim')
  claims.emplace(claimant, newClaim(claims.availablePrimaryKey().toString(), claim_link, claim_category))
  casefiles.modify(case_id, undefined, {
    number_claims: casefile.number_claims + 1,
    update_ts: timeAt(ctx.now()),
  })
}

export function updateclaim(ctx: ActionCtx<'updateclaim'>): void {
  const { case_id, claim_id, claimant, claim_link } = ctx.data
  ctx.requireAuth(claimant)
  validateIpfsUrl(ctx, claim_link)
  const casefile = ctx.table('casefiles').get(case_id, 'Case not found')
  ctx.check(casefile.claimant === claimant, 'must be the claimant of this case_id')
  ctx.check(
    casefile.case_status === CASE_STATUS.investigation || casefile.case_status === CASE_STATUS.setup,
    'case status does NOT allow responses at this time',
  )
  const claims = ctx.table('claims', BigInt(case_id))
  const claim = claims.find(claim_id)
  ctx.check(claim, 'Claim not found')
  if (!claim) return
  ctx.check(
    claim.status === CLAIM_STATUS.filed ||
      (claim.claim_info_needed && claim.status === CLAIM_STATUS.responded),
    'Claim cannot be updated',
  )
  // update_ts is not touched, as on chain.
  claims.modify(claim_id, ctx.self, { claim_summary: claim_link, claim_info_needed: false })
}

export function removeclaim(ctx: ActionCtx<'removeclaim'>): void {
  const { case_id, claim_id, claimant } = ctx.data
  ctx.requireAuth(claimant)
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.get(case_id, 'Case Not Found')
  ctx.check(
    casefile.case_status === CASE_STATUS.setup,
    'Claims cannot be removed after CASE_SETUP is complete',
  )
  ctx.check(claimant === casefile.claimant, 'you are not the claimant of this case.')
  const claims = ctx.table('claims', BigInt(case_id))
  ctx.check(claims.find(claim_id), 'Claim not found')
  claims.erase(claim_id)
  // number_claims is a uint8: removing the last claim leaves 0 (readycase then refuses the case).
  casefiles.modify(case_id, undefined, {
    update_ts: timeAt(ctx.now()),
    number_claims: (casefile.number_claims - 1) & 0xff,
  })
}

export function shredcase(ctx: ActionCtx<'shredcase'>): void {
  const { case_id, claimant } = ctx.data
  ctx.requireAuth(claimant)
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.find(case_id)
  ctx.check(casefile, 'Case Not Found')
  if (!casefile) return
  ctx.check(claimant === casefile.claimant, 'you are not the claimant of this case.')
  ctx.check(casefile.case_status === CASE_STATUS.setup, 'cases can only be shredded during CASE_SETUP')
  const claims = ctx.table('claims', BigInt(case_id))
  for (const claim of claims.rows()) claims.erase(claim.claim_id)
  casefiles.erase(case_id)
}

export function readycase(ctx: ActionCtx<'readycase'>): void {
  const { case_id, claimant } = ctx.data
  const config = getConfig(ctx)
  ctx.requireAuth(claimant)
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.get(case_id, 'Case Not Found')
  ctx.check(casefile.case_status === CASE_STATUS.setup, 'Cases can only be readied during CASE_SETUP')
  ctx.check(claimant === casefile.claimant, 'you are not the claimant of this case.')
  ctx.check(casefile.number_claims >= 1, 'Cases must have at least one claim')
  const fee = usdToTlosUnits(ctx, parseAsset(config.fee_usd).amount, tlosUsdPrice(ctx))
  subBalance(ctx, claimant, fee)
  setConfig(ctx, { ...config, reserved_funds: addAssets(config.reserved_funds, tlos(fee)) })
  const now = ctx.now()
  casefiles.modify(case_id, ctx.self, {
    case_status: CASE_STATUS.awaitingArbs,
    update_ts: timeAt(now),
    sending_offers_until_ts: timeAt(now + config.claimant_accepting_offers_ts),
    fee_paid_tlos: tlos(fee),
  })
}

export function respondoffer(ctx: ActionCtx<'respondoffer'>): void {
  const { case_id, offer_id, accept } = ctx.data
  const config = getConfig(ctx)
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.get(case_id, 'Case not found')
  ctx.check(casefile.case_status === CASE_STATUS.awaitingArbs, 'Case needs to be in AWAITING ARBS status')
  ctx.requireAuth(casefile.claimant)
  const offers = ctx.table('offers')
  const offer = offers.get(offer_id, 'Offer not found')
  ctx.check(offer.case_id === case_id, 'Offer does not belong to the case ID')
  ctx.check(offer.status === OFFER_STATUS.pending, 'Offer needs to be pending to be responded')
  // No deadline: an offer can be answered after sending_offers_until_ts, as on chain.
  if (!accept) {
    offers.modify(offer_id, undefined, { status: OFFER_STATUS.rejected })
    return
  }
  const usd = offerCostUsdUnits(ctx, offer.estimated_hours, parseAsset(offer.hourly_rate).amount)
  const cost = usdToTlosUnits(ctx, usd, tlosUsdPrice(ctx))
  subBalance(ctx, casefile.claimant, cost)
  setConfig(ctx, { ...config, reserved_funds: addAssets(config.reserved_funds, tlos(cost)) })
  casefiles.modify(case_id, ctx.self, {
    arbitrators: [offer.arbitrator],
    case_status: CASE_STATUS.arbsAssigned,
    update_ts: timeAt(ctx.now()),
    arbitrator_cost_tlos: tlos(cost),
  })
  // Every other offer of the case becomes REJECTED, whatever its status (dismissed ones too).
  const ofCase = offers.rows({ index: 'bycase', lower: BigInt(case_id), upper: BigInt(case_id) })
  for (const other of ofCase)
    offers.modify(other.offer_id, undefined, {
      status: other.offer_id === offer_id ? OFFER_STATUS.accepted : OFFER_STATUS.rejected,
    })
}

export function cancelcase(ctx: ActionCtx<'cancelcase'>): void {
  const { case_id } = ctx.data
  const config = getConfig(ctx)
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.get(case_id, 'Case not found')
  ctx.check(casefile.case_status === CASE_STATUS.awaitingArbs, 'Case status must be in AWAITING ARBS')
  ctx.requireAuth(casefile.claimant)
  casefiles.modify(case_id, undefined, { case_status: CASE_STATUS.cancelled, update_ts: timeAt(ctx.now()) })
  const reserved = subAssets(config.reserved_funds, casefile.fee_paid_tlos)
  // Refund only when no offer was ever made (number_offers counts dismissed offers too).
  if (casefile.number_offers === 0) {
    addBalance(ctx, casefile.claimant, unitsOf(casefile.fee_paid_tlos))
    setConfig(ctx, { ...config, reserved_funds: reserved })
  } else {
    setConfig(ctx, {
      ...config,
      reserved_funds: reserved,
      available_funds: addAssets(config.available_funds, casefile.fee_paid_tlos),
    })
  }
}

export function respond(ctx: ActionCtx<'respond'>): void {
  const { case_id, claim_id, respondant, response_link } = ctx.data
  ctx.requireAuth(respondant)
  validateIpfsUrl(ctx, response_link)
  const casefile = ctx.table('casefiles').get(case_id, 'Case not found')
  ctx.check(casefile.respondant !== '', 'case_id does not have a respondant')
  ctx.check(casefile.respondant === respondant, 'must be the respondant of this case_id')
  ctx.check(
    casefile.case_status === CASE_STATUS.investigation,
    'case status does NOT allow responses at this time',
  )
  const claims = ctx.table('claims', BigInt(case_id))
  const claim = claims.find(claim_id)
  ctx.check(claim, 'Claim not found')
  if (!claim) return
  ctx.check(
    claim.status === CLAIM_STATUS.filed || claim.status === CLAIM_STATUS.responded,
    'Claim must be in FILED status',
  )
  ctx.check(claim.response_info_needed, 'No response needed')
  // respondant_limit_time is not checked: a late response is accepted, as on chain.
  claims.modify(claim_id, ctx.self, {
    response_link,
    status: CLAIM_STATUS.responded,
    response_info_needed: false,
  })
}
