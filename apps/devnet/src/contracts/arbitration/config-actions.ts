import { parseAsset } from '../../chain/runtime/asset.ts'
import { defaultConfig, getConfig, setConfig } from './state.ts'
import type { ActionCtx } from './types.ts'

/** init: self only, once; the admin must be an account. */
export function init(ctx: ActionCtx<'init'>): void {
  ctx.requireAuth(ctx.self)
  const config = ctx.singleton('config')
  ctx.check(!config.exists(), 'contract already initialized')
  ctx.check(ctx.isAccount(ctx.data.initial_admin), "initial admin account doesn't exist")
  config.set(defaultConfig(ctx.data.initial_admin), ctx.self)
}

export function setadmin(ctx: ActionCtx<'setadmin'>): void {
  const config = getConfig(ctx)
  ctx.requireAuth(config.admin)
  ctx.check(ctx.isAccount(ctx.data.new_admin), "new admin account doesn't exist")
  setConfig(ctx, { ...config, admin: ctx.data.new_admin })
}

export function setversion(ctx: ActionCtx<'setversion'>): void {
  const config = getConfig(ctx)
  ctx.check(
    ctx.hasAuth(config.admin) || ctx.hasAuth(ctx.self),
    'Only admin and SC account can change the version',
  )
  setConfig(ctx, { ...config, contract_version: ctx.data.new_version })
}

export function setconfig(ctx: ActionCtx<'setconfig'>): void {
  const config = getConfig(ctx)
  ctx.requireAuth(config.admin)
  const data = ctx.data
  ctx.check(data.max_elected_arbs > 0, 'Arbitrators must be greater than 0')
  ctx.check(data.max_claims_per_case > 0, 'Minimum 1 claim')
  const fee = parseAsset(data.fee_usd)
  ctx.check(fee.code === 'USD' && fee.precision === 4, 'Fee must be set in USD')
  setConfig(ctx, {
    ...config,
    max_elected_arbs: data.max_elected_arbs,
    election_voting_ts: data.election_duration,
    election_add_candidates_ts: data.election_add_candidates_duration,
    arb_term_length: data.arbitrator_term_length,
    runoff_election_voting_ts: data.runoff_duration,
    max_claims_per_case: data.max_claims_per_case,
    claimant_accepting_offers_ts: data.claimant_accepting_offers_duration,
    fee_usd: data.fee_usd,
  })
}
