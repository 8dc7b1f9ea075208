import { hasPassed } from '../time.ts'
import { ARB_STATUS, effectiveArbStatus, findArbitrator } from './arbitrators.ts'
import { CASE_STATUS } from './case-status.ts'
import { CLAIM_STATUS, hasPendingInfoDeadline, isClaimOpen } from './claims.ts'
import { OFFER_STATUS, ownOffer } from './offers.ts'
import type {
  ArbitratorRow,
  CaseFileRow,
  ClaimRow,
  ConfigRow,
  OfferRow,
} from '../contracts/arbitration/tables.ts'

// Which Resolve buttons an account is shown. The contracts enforce the real permissions; these rules
// only hide what would certainly fail, following product.md §6 and decisions.md. They read the rows
// the arbitration schemas parse (uint64 ids as strings, bools as booleans), only the fields named here.

/** The `config` fields the rules read. */
type ResolveConfig = Pick<ConfigRow, 'admin' | 'max_claims_per_case'>
/** The `casefiles` fields the rules read. */
type CaseFile = Pick<
  CaseFileRow,
  | 'case_id'
  | 'case_status'
  | 'claimant'
  | 'respondant'
  | 'arbitrators'
  | 'number_claims'
  | 'sending_offers_until_ts'
>
/** The `claims` fields the rules read. */
type Claim = Pick<
  ClaimRow,
  'status' | 'claim_info_needed' | 'response_info_needed' | 'claimant_limit_time' | 'respondant_limit_time'
>
/** The `offers` fields the rules read. */
type Offer = Pick<OfferRow, 'case_id' | 'arbitrator' | 'status'>
/** The `arbitrators` fields the rules read. */
type Arbitrator = Pick<ArbitratorRow, 'arb' | 'arb_status' | 'term_expiration'>

/** A role an account plays in Resolve. */
export type ResolveRole = 'guest' | 'admin' | 'arbitrator' | 'claimant' | 'respondant'

/** What the role and action rules read. */
export type ResolveContext = {
  /** The signed-in account; undefined for a guest. */
  readonly account: string | undefined
  readonly config: ResolveConfig | undefined
  readonly arbitrators: readonly Arbitrator[]
  readonly caseFile?: CaseFile
  /** Offers of the case (or all offers; other cases' offers are ignored). */
  readonly offers?: readonly Offer[]
  /** Claims of the case; undefined until they are read. */
  readonly claims?: readonly Claim[]
  readonly now?: Date | number
}

/** The roles of the account: guest when signed out; admin (config.admin), arbitrator (any arbitrators row), and claimant/respondant of the given case. */
export function resolveRoles(context: ResolveContext): ResolveRole[] {
  const { account, config, arbitrators, caseFile } = context
  if (!account) return ['guest']
  const roles: ResolveRole[] = []
  if (config && config.admin === account) roles.push('admin')
  if (findArbitrator(arbitrators, account)) roles.push('arbitrator')
  if (caseFile?.claimant === account) roles.push('claimant')
  if (caseFile && caseFile.respondant !== '' && caseFile.respondant === account) roles.push('respondant')
  return roles
}

/** True when the account is the Resolve admin named in the config. */
export function isResolveAdmin(
  account: string | undefined,
  config: Pick<ConfigRow, 'admin'> | undefined,
): boolean {
  return !!account && !!config && config.admin === account
}

/** True when the account is one of the arbitrators assigned to the case. */
export function isAssignedArbitrator(
  account: string | undefined,
  caseFile: Pick<CaseFileRow, 'arbitrators'> | undefined,
): boolean {
  return !!account && !!caseFile && caseFile.arbitrators.includes(account)
}

/** A case-level action button. */
export type CaseAction =
  | 'ready-case'
  | 'add-claim'
  | 'delete-case'
  | 'cancel-case'
  | 'submit-offer'
  | 'update-offer'
  | 'dismiss-offer'
  | 'start-case'
  | 'set-ruling'
  | 'recuse'
  | 'approve-ruling'
  | 'reject-ruling'
  | 'close-case'

/** The case-level actions the account is offered for the case in its current status. */
export function caseActions(context: ResolveContext): CaseAction[] {
  const { account, config, caseFile } = context
  if (!account || !caseFile) return []
  const now = context.now ?? Date.now()
  const status = caseFile.case_status
  const actions: CaseAction[] = []

  if (caseFile.claimant === account) {
    if (status === CASE_STATUS.setup) {
      if (caseFile.number_claims > 0) actions.push('ready-case')
      if (config && caseFile.number_claims < config.max_claims_per_case) actions.push('add-claim')
      actions.push('delete-case')
    }
    if (status === CASE_STATUS.awaitingArbs) actions.push('cancel-case')
  }

  if (status === CASE_STATUS.awaitingArbs) actions.push(...offerActions(context, caseFile, account, now))

  if (isAssignedArbitrator(account, caseFile)) {
    if (status === CASE_STATUS.arbsAssigned) actions.push('start-case')
    if (status === CASE_STATUS.investigation && context.claims && !context.claims.some(isClaimOpen)) {
      actions.push('set-ruling')
    }
    if (status >= CASE_STATUS.arbsAssigned && status <= CASE_STATUS.decision) actions.push('recuse')
  }

  if (isResolveAdmin(account, config)) {
    if (status === CASE_STATUS.decision) actions.push('approve-ruling', 'reject-ruling')
    if (status === CASE_STATUS.enforcement) actions.push('close-case')
  }
  return actions
}

/**
 * Offer buttons for an arbitrator on a case awaiting offers: submit (no offer yet) or update (own
 * offer pending) only while available, not a party to the case and before the offers deadline;
 * a dismissed or rejected offer can never be replaced. Dismissing needs only the own pending offer.
 */
function offerActions(
  context: ResolveContext,
  caseFile: CaseFile,
  account: string,
  now: Date | number,
): CaseAction[] {
  const arbitrator = findArbitrator(context.arbitrators, account)
  if (!arbitrator) return []
  const own = ownOffer(context.offers ?? [], caseFile.case_id, account)
  const actions: CaseAction[] = []
  const available = effectiveArbStatus(arbitrator, now) === ARB_STATUS.available
  const party = caseFile.claimant === account || caseFile.respondant === account
  const deadlinePassed = hasPassed(caseFile.sending_offers_until_ts, now)
  if (available && !party && !deadlinePassed) {
    if (!own) actions.push('submit-offer')
    else if (own.status === OFFER_STATUS.pending) actions.push('update-offer')
  }
  if (own?.status === OFFER_STATUS.pending) actions.push('dismiss-offer')
  return actions
}

/** True when the account may accept or reject this offer: the claimant, case awaiting offers, offer pending. */
export function canRespondToOffer(context: ResolveContext, offer: Offer): boolean {
  const { account, caseFile } = context
  return (
    !!account &&
    !!caseFile &&
    caseFile.claimant === account &&
    caseFile.case_status === CASE_STATUS.awaitingArbs &&
    offer.case_id === caseFile.case_id &&
    offer.status === OFFER_STATUS.pending
  )
}

/** A claim-level action in the claims table. */
export type ClaimAction = 'respond' | 'update-claim' | 'review-claim' | 'settle-claim'

/** The actions the account is offered on one claim of the case. */
export function claimActions(context: ResolveContext, claim: Claim): ClaimAction[] {
  const { account, caseFile } = context
  if (!account || !caseFile) return []
  const now = context.now ?? Date.now()
  const status = caseFile.case_status
  const actions: ClaimAction[] = []
  const open = isClaimOpen(claim)

  const isRespondant = caseFile.respondant !== '' && caseFile.respondant === account
  if (isRespondant && status === CASE_STATUS.investigation && open && claim.response_info_needed) {
    actions.push('respond')
  }

  const updatable =
    claim.status === CLAIM_STATUS.filed ||
    (claim.status === CLAIM_STATUS.responded && claim.claim_info_needed)
  if (
    caseFile.claimant === account &&
    (status === CASE_STATUS.setup || status === CASE_STATUS.investigation) &&
    updatable
  ) {
    actions.push('update-claim')
  }

  if (isAssignedArbitrator(account, caseFile) && status === CASE_STATUS.investigation && open) {
    actions.push('review-claim')
    if (!hasPendingInfoDeadline(claim, caseFile.respondant !== '', now)) actions.push('settle-claim')
  }
  return actions
}
