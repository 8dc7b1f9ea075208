import { CASE_STATUS } from '@portal/chain/resolve/case-status'
import { addBalance, getConfig, moveCase, setConfig, subAssets, tlos, unitsOf } from './state.ts'
import type { Ctx } from './types.ts'

/**
 * recuse / forcerecusal: the case becomes a MISTRIAL (update_ts untouched), fee and arbitrator cost
 * go back to the claimant's escrow and leave reserved_funds, and the case moves from the
 * arbitrator's open cases to its recused ones.
 */
export function refundMistrial(ctx: Ctx, caseId: string, arbitrator: string): void {
  const casefiles = ctx.table('casefiles')
  const casefile = casefiles.get(caseId)
  casefiles.modify(caseId, undefined, { case_status: CASE_STATUS.mistrial })
  const returned = unitsOf(casefile.fee_paid_tlos) + unitsOf(casefile.arbitrator_cost_tlos)
  addBalance(ctx, casefile.claimant, returned)
  const config = getConfig(ctx)
  setConfig(ctx, { ...config, reserved_funds: subAssets(config.reserved_funds, tlos(returned)) })
  moveCase(ctx, arbitrator, caseId, 'recused_case_ids')
}
