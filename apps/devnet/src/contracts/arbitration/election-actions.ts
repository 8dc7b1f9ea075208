import { ELECTION_STATUS } from '@portal/chain/resolve/elections'
import { ARB_STATUS } from '@portal/chain/resolve/arbitrators'
import { nameValue } from '../../chain/keys.ts'
import {
  addArbitrator,
  decideBallotFee,
  getConfig,
  secondsOf,
  setConfig,
  setMajorPermission,
  subAssets,
  timeAt,
  tlos,
  unitsOf,
  validateIpfsUrl,
  EPOCH,
} from './state.ts'
import type { ActionCtx, Ctx } from './types.ts'

const { created: CREATED, live: LIVE, ended: ENDED } = ELECTION_STATUS
const { removed: REMOVED, expired: SEAT_EXPIRED } = ARB_STATUS

/** has_available_seats: marks lapsed terms SEAT_EXPIRED on the way, then counts the seated rest. */
function availableSeats(ctx: Ctx, maxElectedArbs: number): number {
  const arbitrators = ctx.table('arbitrators')
  const now = ctx.now()
  let occupied = 0
  for (const row of arbitrators.rows()) {
    let status = row.arb_status
    if (now > secondsOf(row.term_expiration) && status !== SEAT_EXPIRED) {
      arbitrators.modify(nameValue(row.arb), undefined, { arb_status: SEAT_EXPIRED })
      status = SEAT_EXPIRED
    }
    if (status !== SEAT_EXPIRED && status !== REMOVED) occupied++
  }
  return (maxElectedArbs - occupied) & 0xff // uint8_t(max_elected_arbs - occupied_seats)
}

/** start_new_election: a new election row (id = available pk) becomes config.current_election_id. */
export function startNewElection(ctx: Ctx, seats: number, runoff: boolean, info: string): void {
  const elections = ctx.table('elections')
  const id = elections.availablePrimaryKey().toString()
  const config = getConfig(ctx)
  setConfig(ctx, { ...config, current_election_id: id })
  const now = ctx.now()
  elections.emplace(ctx.self, {
    election_id: id,
    ballot_name: '',
    info_url: info,
    candidates: [],
    available_seats: seats,
    begin_add_candidates_ts: timeAt(now),
    end_add_candidates_ts: timeAt(runoff ? now : now + config.election_add_candidates_ts),
    begin_voting_ts: EPOCH,
    end_voting_ts: EPOCH,
    status: CREATED,
  })
}

export function initelection(ctx: ActionCtx<'initelection'>): void {
  const config = getConfig(ctx)
  ctx.requireAuth(config.admin)
  const last = ctx.table('elections').find(config.current_election_id)
  ctx.check(!last || last.status === ENDED, 'There is an election already running')
  const seats = availableSeats(ctx, config.max_elected_arbs)
  ctx.check(seats > 0, 'No seats are available!')
  startNewElection(ctx, seats, false, ctx.data.content)
}

export function regarb(ctx: ActionCtx<'regarb'>): void {
  const { nominee, credentials_link } = ctx.data
  // The real contract checks is_account before require_auth.
  ctx.check(ctx.isAccount(nominee), 'New candidate is not an account')
  ctx.requireAuth(nominee)
  validateIpfsUrl(ctx, credentials_link)
  const nominees = ctx.table('nominees')
  ctx.check(!nominees.find(nameValue(nominee)), 'Nominee is already an applicant')
  const arbitrators = ctx.table('arbitrators')
  const arb = arbitrators.find(nameValue(nominee))
  if (arb) {
    ctx.check(
      ctx.now() > secondsOf(arb.term_expiration) ||
        arb.arb_status === SEAT_EXPIRED ||
        arb.arb_status === REMOVED,
      "Nominee is already an Arbitrator and the seat hasn't expired or been removed",
    )
    // A removed arbitrator who re-nominates is marked SEAT_EXPIRED until re-elected, as on chain.
    arbitrators.modify(nameValue(nominee), undefined, { arb_status: SEAT_EXPIRED })
  }
  // No election-state check: nominating is open at any time on the real contract.
  nominees.emplace(nominee, {
    nominee_name: nominee,
    credentials_link,
    application_time: timeAt(ctx.now()),
  })
}

export function unregnominee(ctx: ActionCtx<'unregnominee'>): void {
  const { nominee } = ctx.data
  ctx.requireAuth(nominee)
  const config = getConfig(ctx)
  const nominees = ctx.table('nominees')
  ctx.check(nominees.find(nameValue(nominee)), "Nominee isn't an applicant")
  // Any status counts, so a candidate of an ended election stays locked in until the next one.
  const election = ctx.table('elections').find(config.current_election_id)
  if (election)
    ctx.check(
      !election.candidates.some((candidate) => candidate.name === nominee),
      'Cannot remove a nominee if is a candidate',
    )
  nominees.erase(nameValue(nominee))
}

/** The nominee's auth, and the current election while its candidate list may still change. */
function electionTakingCandidates(ctx: ActionCtx<'candaddlead' | 'candrmvlead'>, change: 'add' | 'remove') {
  ctx.requireAuth(ctx.data.nominee)
  const elections = ctx.table('elections')
  const election = elections.get(getConfig(ctx).current_election_id, "Election doesn't exist")
  ctx.check(
    election.status === CREATED,
    `Election needs to be in CREATED status to ${change} a new candidate`,
  )
  ctx.check(
    ctx.now() < secondsOf(election.end_add_candidates_ts),
    `Cannot ${change} candidates if period has ended`,
  )
  return { elections, election }
}

export function candaddlead(ctx: ActionCtx<'candaddlead'>): void {
  const { nominee } = ctx.data
  const { elections, election } = electionTakingCandidates(ctx, 'add')
  ctx.check(
    ctx.table('nominees').find(nameValue(nominee)),
    "Nominee isn't an applicant. Use regarb action to register as a nominee",
  )
  ctx.check(!election.candidates.some((c) => c.name === nominee), 'Candidate already added')
  elections.modify(election.election_id, undefined, {
    candidates: [...election.candidates, { name: nominee, votes: '0.0000 VOTE' }],
  })
}

export function candrmvlead(ctx: ActionCtx<'candrmvlead'>): void {
  const { nominee } = ctx.data
  const { elections, election } = electionTakingCandidates(ctx, 'remove')
  const at = election.candidates.findIndex((c) => c.name === nominee)
  ctx.check(at >= 0, 'Candidate not found in election list')
  elections.modify(election.election_id, undefined, {
    candidates: election.candidates.filter((_, index) => index !== at),
  })
}

export function beginvoting(ctx: ActionCtx<'beginvoting'>): void {
  const { ballot_name, runoff } = ctx.data
  const config = getConfig(ctx)
  const elections = ctx.table('elections')
  const election = elections.get(config.current_election_id, "Election doesn't exist")
  ctx.check(
    ctx.hasAuth(config.admin) || ctx.hasAuth(ctx.self),
    'Only admin and SC account can start a voting process',
  )
  const now = ctx.now()
  ctx.check(election.status === CREATED, 'Election must be in created status')
  ctx.check(
    now >= secondsOf(election.end_add_candidates_ts),
    "Can't start voting process until add candidates time has ended.",
  )
  if (election.candidates.length <= election.available_seats) {
    seatWithoutBallot(ctx, election.election_id, election.candidates)
    return
  }
  // byballot matches any election with that name, including one decided without a ballot (empty
  // name): chain-notes.md §2.7, an empty ballot name is "already used" after such an election.
  const key = nameValue(ballot_name)
  ctx.check(
    elections.rows({ index: 'byballot', lower: key, upper: key, limit: 1 }).length === 0,
    'Ballot name already used',
  )
  const end = now + (runoff ? config.runoff_election_voting_ts : config.election_voting_ts)
  const fee = decideBallotFee(ctx)
  elections.modify(election.election_id, ctx.self, {
    status: LIVE,
    ballot_name,
    begin_voting_ts: timeAt(now),
    end_voting_ts: timeAt(end),
  })
  ctx.check(
    unitsOf(config.available_funds) >= fee,
    "The SC doesn't have enough funds to cover the ballot fee",
  )
  const asSelf = [{ actor: ctx.self, permission: 'active' }]
  const decide = (name: string, data: object) =>
    ctx.sendInline({ account: 'telos.decide', name, authorization: asSelf, data })
  ctx.sendInline({
    account: 'eosio.token',
    name: 'transfer',
    authorization: asSelf,
    data: { from: ctx.self, to: 'telos.decide', quantity: tlos(fee), memo: 'Decide New Ballot Fee Payment' },
  })
  setConfig(ctx, { ...config, available_funds: subAssets(config.available_funds, tlos(fee)) })
  decide('newballot', {
    ballot_name,
    category: 'election',
    publisher: ctx.self,
    treasury_symbol: '4,VOTE',
    voting_method: '1tokennvote',
    initial_options: election.candidates.map((candidate) => candidate.name),
  })
  decide('editdetails', {
    ballot_name,
    title: runoff ? 'Telos Arbitrator Election Runoff' : 'Telos Arbitrator Election',
    description: '',
    content: election.info_url,
  })
  decide('editminmax', { ballot_name, new_min_options: 1, new_max_options: election.available_seats })
  decide('togglebal', { ballot_name, setting_name: 'votestake' })
  decide('openvoting', { ballot_name, end_time: timeAt(end) })
}

/** Candidates ≤ seats: every candidate is seated at once and the election ends without a ballot. */
function seatWithoutBallot(ctx: Ctx, electionId: string, candidates: readonly { name: string }[]): void {
  const nominees = ctx.table('nominees')
  for (const { name } of candidates) {
    const nominee = nominees.get(nameValue(name))
    addArbitrator(ctx, name, nominee.credentials_link)
    nominees.erase(nameValue(name))
  }
  setMajorPermission(ctx)
  const now = timeAt(ctx.now())
  ctx
    .table('elections')
    .modify(electionId, ctx.self, { status: ENDED, begin_voting_ts: now, end_voting_ts: now })
}

export function endelection(ctx: ActionCtx<'endelection'>): void {
  const config = getConfig(ctx)
  const election = ctx.table('elections').get(config.current_election_id, 'Election not found')
  ctx.check(
    ctx.hasAuth(config.admin) || ctx.hasAuth(ctx.self),
    'Only admin and SC account can start a voting process',
  )
  // The funds check comes before the status check (chain-notes.md §2.8).
  ctx.check(
    unitsOf(config.available_funds) >= decideBallotFee(ctx),
    'Not enough funds to cover ballot fees in case of new election',
  )
  ctx.check(election.status === LIVE, 'Election status must be in live state')
  ctx.check(ctx.now() > secondsOf(election.end_voting_ts), 'Vote time has not ended')
  // Results come back through telos.decide::broadcast (election-results.ts).
  ctx.sendInline({
    account: 'telos.decide',
    name: 'closevoting',
    authorization: [{ actor: ctx.self, permission: 'active' }],
    data: { ballot_name: election.ballot_name, broadcast: true },
  })
}

/** Test action of the real contract: ends the nomination window now. Anyone may call it (chain-notes.md §2.6). */
export function skiptovoting(ctx: ActionCtx<'skiptovoting'>): void {
  const config = getConfig(ctx)
  const elections = ctx.table('elections')
  const election = elections.get(config.current_election_id, "Election doesn't exist")
  elections.modify(election.election_id, ctx.self, { end_add_candidates_ts: timeAt(ctx.now()) })
}
