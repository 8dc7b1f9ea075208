import { ARB_STATUS } from '@portal/chain/resolve/arbitrators'
import { CASE_STATUS } from '@portal/chain/resolve/case-status'
import { nameValue } from '../../chain/keys.ts'
import { refundMistrial } from './mistrial.ts'
import {
  addAssets,
  addBalance,
  assertString,
  getConfig,
  moveCase,
  secondsOf,
  setConfig,
  setMajorPermission,
  subAssets,
  tlos,
  timeAt,
  unitsOf,
} from './state.ts'
import type { ActionCtx } from './types.ts'

// Admin ("BP") actions (arbitration.cpp region BP_Actions).

export function validatecase(ctx: ActionCtx<'validatecase'>): void {
  const { case_id, proceed } = ctx.data
  const config = getConfig(ctx)
  ctx.requireAuth(config.admin)
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.get(case_id, 'Case not found')
  ctx.check(casefile.case_status === CASE_STATUS.decision, 'Case must be in DECISION status')
  const fee = unitsOf(casefile.fee_paid_tlos)
  const cost = unitsOf(casefile.arbitrator_cost_tlos)
  const arbitrator = casefile.arbitrators[0] ?? ''
  const reserved = subAssets(config.reserved_funds, tlos(fee + cost))
  if (proceed) {
    // The fee becomes the contract's own funds; the arbitrator's pay goes to its escrow.
    setConfig(ctx, {
      ...config,
      reserved_funds: reserved,
      available_funds: addAssets(config.available_funds, casefile.fee_paid_tlos),
    })
    addBalance(ctx, arbitrator, cost)
  } else {
    addBalance(ctx, casefile.claimant, fee + cost)
    setConfig(ctx, { ...config, reserved_funds: reserved })
    moveCase(ctx, arbitrator, case_id, 'closed_case_ids')
  }
  // Approved cases stay in the arbitrator's open cases until closecase.
  casefiles.modify(case_id, undefined, {
    case_status: proceed ? CASE_STATUS.enforcement : CASE_STATUS.dismissed,
    update_ts: timeAt(ctx.now()),
  })
}

export function closecase(ctx: ActionCtx<'closecase'>): void {
  const { case_id } = ctx.data
  const config = getConfig(ctx)
  ctx.requireAuth(config.admin)
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.get(case_id, 'Case not found')
  ctx.check(casefile.case_status === CASE_STATUS.enforcement, 'Case status must be ENFORCEMENT')
  casefiles.modify(case_id, undefined, { case_status: CASE_STATUS.resolved, update_ts: timeAt(ctx.now()) })
  moveCase(ctx, casefile.arbitrators[0] ?? '', case_id, 'closed_case_ids')
}

export function forcerecusal(ctx: ActionCtx<'forcerecusal'>): void {
  const { case_id, rationale, arbitrator } = ctx.data
  const config = getConfig(ctx)
  ctx.requireAuth(config.admin)
  const casefile = ctx.table('casefiles').get(case_id, 'Case not found')
  ctx.check(
    casefile.case_status > CASE_STATUS.awaitingArbs && casefile.case_status < CASE_STATUS.enforcement,
    'Unable to force recusal if case has not started or if is resolved',
  )
  ctx.check(casefile.arbitrators.includes(arbitrator), "Arbitrator isn't selected for this case.")
  assertString(ctx, rationale, 'rationale must be greater than 0 and less than 255')
  refundMistrial(ctx, case_id, arbitrator)
}

export function dismissarb(ctx: ActionCtx<'dismissarb'>): void {
  const { arbitrator, remove_from_cases } = ctx.data
  const config = getConfig(ctx)
  ctx.requireAuth(config.admin)
  const arbitrators = ctx.table('arbitrators')
  const arb = arbitrators.get(nameValue(arbitrator), 'Arbitrator not found')
  ctx.check(arb.arb_status !== ARB_STATUS.removed, 'Arbitrator is already removed')
  ctx.check(
    arb.arb_status !== ARB_STATUS.expired && ctx.now() <= secondsOf(arb.term_expiration),
    'Arbitrator term has expired',
  )
  arbitrators.modify(nameValue(arbitrator), undefined, { arb_status: ARB_STATUS.removed })
  setMajorPermission(ctx)
  if (!remove_from_cases) return
  // Open cases not yet validated become mistrials with fee and cost refunded; every open id
  // (whatever its case's status) moves to the recused list.
  const casefiles = ctx.table('casefiles')
  let returned = 0n
  for (const id of arb.open_case_ids) {
    const casefile = casefiles.find(id)
    if (!casefile || !casefile.arbitrators.includes(arbitrator)) continue
    if (casefile.case_status >= CASE_STATUS.enforcement) continue
    casefiles.modify(id, undefined, { case_status: CASE_STATUS.mistrial })
    const refund = unitsOf(casefile.fee_paid_tlos) + unitsOf(casefile.arbitrator_cost_tlos)
    addBalance(ctx, casefile.claimant, refund)
    returned += refund
  }
  setConfig(ctx, { ...config, reserved_funds: subAssets(config.reserved_funds, tlos(returned)) })
  arbitrators.modify(nameValue(arbitrator), undefined, {
    arb_status: ARB_STATUS.removed,
    open_case_ids: [],
    recused_case_ids: [...arb.recused_case_ids, ...arb.open_case_ids],
  })
}
