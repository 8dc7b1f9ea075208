import { system } from '@portal/chain/contracts/system/index'
import { ARB_STATUS } from '@portal/chain/resolve/arbitrators'
import { CASE_STATUS } from '@portal/chain/resolve/case-status'
import { CLAIM_STATUS } from '@portal/chain/resolve/claims'
import { OFFER_STATUS } from '@portal/chain/resolve/offers'
import { nameValue } from '../../chain/keys.ts'
import { parseAsset } from '../../chain/runtime/asset.ts'
import { refundMistrial } from './mistrial.ts'
import { getConfig, secondsOf, timeAt, validateIpfsUrl, assertString } from './state.ts'
import type { ActionCtx, Ctx } from './types.ts'

// Arbitrator actions (arbitration.cpp regions Arb_Actions and Case_Actions).

const { removed: REMOVED, expired: SEAT_EXPIRED, available: AVAILABLE } = ARB_STATUS
const DAY = 86_400

/** Shared guard of newarbstatus and setlangcodes. */
function activeArbitrator(ctx: Ctx, arbitrator: string) {
  const row = ctx.table('arbitrators').get(nameValue(arbitrator), 'Arbitrator not found')
  ctx.check(row.arb_status !== SEAT_EXPIRED && row.arb_status !== REMOVED, 'Arbitrator must be active')
  ctx.check(ctx.now() < secondsOf(row.term_expiration), 'Arbitrator term expired')
  return row
}

export function newarbstatus(ctx: ActionCtx<'newarbstatus'>): void {
  const { arbitrator, new_status } = ctx.data
  ctx.requireAuth(arbitrator)
  activeArbitrator(ctx, arbitrator)
  // Any uint8 is stored, 3 and 4 included: the real contract never validates new_status.
  ctx.table('arbitrators').modify(nameValue(arbitrator), undefined, { arb_status: new_status })
}

export function setlangcodes(ctx: ActionCtx<'setlangcodes'>): void {
  const { arbitrator, lang_codes } = ctx.data
  ctx.requireAuth(arbitrator)
  activeArbitrator(ctx, arbitrator)
  ctx.table('arbitrators').modify(nameValue(arbitrator), undefined, { languages: lang_codes })
}

export function makeoffer(ctx: ActionCtx<'makeoffer'>): void {
  const { case_id, offer_id, arbitrator, hourly_rate, estimated_hours } = ctx.data
  ctx.requireAuth(arbitrator)
  getConfig(ctx)
  const arb = ctx.table('arbitrators').get(nameValue(arbitrator), 'actor is not a registered Arbitrator')
  ctx.check(arb.arb_status !== REMOVED, 'Arbitrator has been removed.')
  ctx.check(
    arb.arb_status !== SEAT_EXPIRED && ctx.now() <= secondsOf(arb.term_expiration),
    'Arbitrator term has expired',
  )
  ctx.check(
    arb.arb_status === AVAILABLE,
    "Arb status isn't set to available, Arbitrator is unable to receive new cases",
  )
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.get(case_id, 'Case not found')
  ctx.check(
    casefile.claimant !== arbitrator && casefile.respondant !== arbitrator,
    'Arbitrator can not be neither claimant nor respondant',
  )
  ctx.check(casefile.case_status === CASE_STATUS.awaitingArbs, 'Case needs to be in AWAITING ARBS status')
  ctx.check(ctx.now() <= secondsOf(casefile.sending_offers_until_ts), 'Time for sending offers is over')
  const rate = parseAsset(hourly_rate)
  ctx.check(rate.code === 'USD' && rate.precision === 4, 'Offer needs to be set in USD')
  ctx.check(estimated_hours > 0, 'The minimum estimated hours is 1')
  // The rate may be zero or negative: the contract never checks it (chain-notes.md §2.1).
  const offers = ctx.table('offers')
  if (offer_id === '-1') {
    // Any earlier offer of this arbitrator on the case blocks a new one, whatever its status, so a
    // dismissed or rejected offer can never be replaced.
    const key = (BigInt(case_id) << 64n) | nameValue(arbitrator)
    const existing = offers.rows({ index: 'bycasearb', lower: key, upper: key, limit: 1 })
    ctx.check(existing.length === 0, 'Arbitrator already has made an offer')
    offers.emplace(arbitrator, {
      offer_id: offers.availablePrimaryKey().toString(),
      case_id,
      status: OFFER_STATUS.pending,
      estimated_hours,
      arbitrator,
      hourly_rate,
    })
    casefiles.modify(case_id, ctx.self, {
      number_offers: (casefile.number_offers + 1) & 0xff,
      update_ts: timeAt(ctx.now()),
    })
    return
  }
  // Any other value is read as a uint64 offer id (a negative int64 other than -1 wraps around).
  const offerKey = BigInt.asUintN(64, BigInt(offer_id))
  const offer = offers.get(offerKey, 'Offer not found')
  ctx.check(offer.case_id === case_id, 'Offer does not belong to the case ID')
  ctx.check(offer.arbitrator === arbitrator, 'Arbitrator is not the one who made the offer')
  ctx.check(offer.status === OFFER_STATUS.pending, 'Offer needs to be pending to be updated')
  offers.modify(offerKey, undefined, { estimated_hours, hourly_rate })
}

export function dismissoffer(ctx: ActionCtx<'dismissoffer'>): void {
  const { case_id, offer_id } = ctx.data
  getConfig(ctx)
  const casefile = ctx.table('casefiles').get(case_id, 'Case not found')
  ctx.check(casefile.case_status === CASE_STATUS.awaitingArbs, 'Case needs to be in AWAITING ARBS status')
  const offers = ctx.table('offers')
  const offer = offers.get(offer_id, 'Offer not found')
  ctx.check(offer.case_id === case_id, 'Offer does not belong to the case ID')
  ctx.requireAuth(offer.arbitrator)
  ctx.check(offer.status === OFFER_STATUS.pending, 'Offer needs to be pending to be updated')
  // number_offers is not decremented, as on chain.
  offers.modify(offer_id, undefined, { status: OFFER_STATUS.dismissed })
}

export function startcase(ctx: ActionCtx<'startcase'>): void {
  const { case_id, assigned_arb, number_days_respondant, response_info_required } = ctx.data
  ctx.requireAuth(assigned_arb)
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.get(case_id, 'Case not found')
  ctx.check(casefile.arbitrators.includes(assigned_arb), 'Only an assigned arbitrator can start a case')
  ctx.check(casefile.case_status === CASE_STATUS.arbsAssigned, 'Case status must be in ARBS_ASSIGNED')
  const now = ctx.now()
  casefiles.modify(case_id, ctx.self, { case_status: CASE_STATUS.investigation, update_ts: timeAt(now) })
  if (casefile.respondant !== '') {
    // Days are not validated: 0 gives the respondant a deadline of now.
    const claims = ctx.table('claims', BigInt(case_id))
    for (const claim of claims.rows())
      claims.modify(claim.claim_id, ctx.self, {
        response_info_needed: true,
        response_info_required,
        respondant_limit_time: timeAt(now + number_days_respondant * DAY),
      })
  }
  const arbitrators = ctx.table('arbitrators')
  const arb = arbitrators.get(nameValue(assigned_arb))
  arbitrators.modify(nameValue(assigned_arb), undefined, { open_case_ids: [...arb.open_case_ids, case_id] })
}

export function reviewclaim(ctx: ActionCtx<'reviewclaim'>): void {
  const data = ctx.data
  ctx.requireAuth(data.assigned_arb)
  const casefile = ctx.table('casefiles').get(data.case_id, 'Case not found')
  ctx.check(
    casefile.arbitrators.includes(data.assigned_arb),
    'Only an assigned arbitrator can review a claim',
  )
  ctx.check(
    casefile.case_status === CASE_STATUS.investigation,
    'To review a claim, case should be in investigation status',
  )
  const claims = ctx.table('claims', BigInt(data.case_id))
  const claim = claims.find(data.claim_id)
  ctx.check(claim, 'Claim not found')
  if (!claim) return
  // The C++ reads `== FILED || != RESPONDED`, but its claim_status `!=` returns `==`, so this is
  // "FILED or RESPONDED".
  ctx.check(
    claim.status === CLAIM_STATUS.filed || claim.status === CLAIM_STATUS.responded,
    'Claim status needs to be filed or responded to review',
  )
  ctx.check(
    data.claim_info_needed || data.response_info_needed,
    'Need to update at least respondant or claimant',
  )
  ctx.check(
    !data.claim_info_needed || data.number_days_claimant > 0,
    'At least one day has to be given to the claimant',
  )
  ctx.check(
    !data.response_info_needed || data.number_days_respondant > 0,
    'At least one day has to be given to the respondant',
  )
  const now = ctx.now()
  claims.modify(data.claim_id, ctx.self, (row) => ({
    ...row,
    ...(data.claim_info_needed && {
      claim_info_needed: true,
      claim_info_required: data.claim_info_required,
      claimant_limit_time: timeAt(now + data.number_days_claimant * DAY),
    }),
    ...(data.response_info_needed && {
      response_info_needed: true,
      response_info_required: data.response_info_required,
      respondant_limit_time: timeAt(now + data.number_days_respondant * DAY),
    }),
  }))
}

export function settleclaim(ctx: ActionCtx<'settleclaim'>): void {
  const { case_id, assigned_arb, claim_id, accept, decision_link } = ctx.data
  ctx.requireAuth(assigned_arb)
  validateIpfsUrl(ctx, decision_link)
  const casefile = ctx.table('casefiles').get(case_id, 'Case not found')
  ctx.check(
    casefile.case_status === CASE_STATUS.investigation,
    'To settle a claim, case should be in investigation status',
  )
  ctx.check(casefile.arbitrators.includes(assigned_arb), 'Only an assigned arbitrator can settle a claim')
  const claims = ctx.table('claims', BigInt(case_id))
  const claim = claims.find(claim_id)
  ctx.check(claim, 'Claim not found')
  if (!claim) return
  const now = ctx.now()
  if (casefile.respondant !== '')
    ctx.check(
      !claim.response_info_needed || secondsOf(claim.respondant_limit_time) <= now,
      'Respondant still have time to respond',
    )
  ctx.check(
    !claim.claim_info_needed || secondsOf(claim.claimant_limit_time) <= now,
    'Claimant still have time to respond',
  )
  // No status check: an accepted or dismissed claim can be settled again (real contract bug).
  claims.modify(claim_id, ctx.self, {
    decision_link,
    status: accept ? CLAIM_STATUS.accepted : CLAIM_STATUS.dismissed,
  })
}

export function setruling(ctx: ActionCtx<'setruling'>): void {
  const { case_id, assigned_arb, case_ruling } = ctx.data
  ctx.requireAuth(assigned_arb)
  validateIpfsUrl(ctx, case_ruling)
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.get(case_id, 'Case not found')
  ctx.check(casefile.case_status === CASE_STATUS.investigation, 'Case status must be CASE INVESTIGATION')
  const open = ctx
    .table('claims', BigInt(case_id))
    .rows()
    .some((claim) => claim.status === CLAIM_STATUS.filed || claim.status === CLAIM_STATUS.responded)
  ctx.check(!open, 'There are claims that has not been resolved')
  ctx.check(casefile.arbitrators.includes(assigned_arb), 'Only an assigned arbitrator can set a ruling')
  casefiles.modify(case_id, undefined, {
    case_ruling,
    case_status: CASE_STATUS.decision,
    update_ts: timeAt(ctx.now()),
  })
  // notify_bp_accounts: the top 21 producers by votes are notified of the ruling.
  const producers = ctx.foreignTable(system.tables.producers)
  for (const producer of producers.rows({ index: 'prototalvote', limit: 21 }))
    ctx.requireRecipient(producer.owner)
}

export function recuse(ctx: ActionCtx<'recuse'>): void {
  const { case_id, rationale, assigned_arb } = ctx.data
  getConfig(ctx)
  ctx.requireAuth(assigned_arb)
  const casefile = ctx.table('casefiles').get(case_id, 'Case not found')
  ctx.check(
    casefile.case_status > CASE_STATUS.awaitingArbs && casefile.case_status < CASE_STATUS.enforcement,
    'Unable to recuse if the case has not started or it is resolved',
  )
  ctx.check(casefile.arbitrators.includes(assigned_arb), "Arbitrator isn't selected for this case.")
  assertString(ctx, rationale, 'rationale must be greater than 0 and less than 255')
  refundMistrial(ctx, case_id, assigned_arb)
}
