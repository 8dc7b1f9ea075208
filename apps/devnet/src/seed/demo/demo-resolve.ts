import { ARBITRATION_ACCOUNT } from '@portal/chain/contracts/arbitration/index'
import { ARBITRATION_ADMIN } from '../arbitration.ts'
import {
  act,
  assign,
  claimIds,
  claimsOf,
  fileCase,
  investigate,
  makeOffer,
  readyCase,
  rule,
  type CaseSpec,
} from './demo-cases.ts'
import type { DemoDocuments } from './demo-documents.ts'
import type { DemoWriter } from './demo-writer.ts'

// Resolve: an election that seated four arbitrators, a second election taking candidates, and cases
// in every status 0–9 with claims in every status, offers, escrow and documents in the local storage.

const ARB = ARBITRATION_ACCOUNT
const ADMIN = ARBITRATION_ADMIN
const DAY = 86_400

/** The add-candidates window of the first election: short, so it passes while the seed runs. */
export const FIRST_ELECTION_WINDOW_SECONDS = 2

function config(addCandidatesSeconds: number) {
  return {
    max_elected_arbs: 21,
    election_duration: 29 * DAY,
    runoff_duration: 7 * DAY,
    election_add_candidates_duration: addCandidatesSeconds,
    arbitrator_term_length: 365 * DAY,
    max_claims_per_case: 21,
    fee_usd: '10.0000 USD',
    claimant_accepting_offers_duration: 7 * DAY,
  }
}

/**
 * First part: config with a short add-candidates window, election 1 with four candidates, cases 0 and 8.
 * Returns when election 1's window ends (unix seconds).
 */
export function startResolve(writer: DemoWriter, docs: DemoDocuments): number {
  for (const claimant of ['claimant1', 'claimant2'])
    writer.transfer(claimant, ARB, '2500.0000 TLOS', 'Resolve escrow deposit')
  act(writer, ADMIN, 'setconfig', config(FIRST_ELECTION_WINDOW_SECONDS))
  const windowEnd = writer.nowSeconds() + FIRST_ELECTION_WINDOW_SECONDS
  act(writer, ADMIN, 'initelection', {
    content: docs.text('arbitration/elections', 'election-1', 'Telos Arbitrator Election 1', [
      'Four seats for arbitrators of Telos Resolve. Candidates below.',
    ]),
  })
  for (const arbitrator of ['arbitrator1', 'arbitrator2', 'arbitrator3', 'arbitrator4']) {
    act(writer, arbitrator, 'regarb', {
      nominee: arbitrator,
      credentials_link: docs.text(
        `arbitration/${arbitrator}`,
        'credentials',
        `Credentials of ${arbitrator}`,
        ['Qualified mediator; fluent in English; experience with blockchain disputes.'],
      ),
    })
    act(writer, arbitrator, 'candaddlead', { nominee: arbitrator })
  }

  // Status 0: a case still being written.
  fileCase(writer, docs, {
    claimant: 'claimant1',
    respondant: 'respondant1',
    topic: 'Unpaid invoice for smart-contract audit',
    claims: claimsOf('Unpaid invoice', [6, 14]),
  })
  // Status 8: readied, then cancelled by its claimant while awaiting arbitrators (fee refunded).
  const cancelled = fileCase(writer, docs, {
    claimant: 'claimant2',
    respondant: 'respondant2',
    topic: 'Mistaken transfer',
    claims: claimsOf('Mistaken transfer', [2]),
  })
  readyCase(writer, 'claimant2', cancelled)
  act(writer, 'claimant2', 'cancelcase', { case_id: cancelled })
  return windowEnd
}

/** Once election 1's window has passed: seat the arbitrators, run cases 1–7 and 9, open election 2, set statuses. */
export function finishResolve(writer: DemoWriter, docs: DemoDocuments): void {
  // Election 1 had no more candidates than seats: beginvoting seats them without a ballot.
  act(writer, ADMIN, 'beginvoting', { ballot_name: 'arbelection1', runoff: false })
  for (const arbitrator of ['arbitrator1', 'arbitrator2', 'arbitrator3', 'arbitrator4'])
    act(writer, arbitrator, 'newarbstatus', { arbitrator, new_status: 1 })

  const c1 = (topic: string, categories: number[]): CaseSpec => ({
    claimant: 'claimant1',
    respondant: 'respondant1',
    topic,
    claims: claimsOf(topic, categories),
  })
  const c2 = (topic: string, categories: number[]): CaseSpec => ({
    claimant: 'claimant2',
    respondant: 'respondant2',
    topic,
    claims: claimsOf(topic, categories),
  })
  const ready = (spec: CaseSpec) => {
    const id = fileCase(writer, docs, spec)
    readyCase(writer, spec.claimant, id)
    return id
  }

  // Status 1: awaiting arbitrators, one pending offer and one the arbitrator withdrew (dismissed).
  const awaiting = ready(c2('Lost key recovery', [1]))
  makeOffer(writer, awaiting, 'arbitrator1', '9.5000 USD', 12)
  const withdrawn = makeOffer(writer, awaiting, 'arbitrator2', '11.0000 USD', 6)
  act(writer, 'arbitrator2', 'dismissoffer', { case_id: awaiting, offer_id: withdrawn })

  // Status 2: arbitrator1's offer accepted, arbitrator2's rejected with it.
  assign(writer, 'claimant1', ready(c1('Contested NFT ownership', [4])), 'arbitrator1', 'arbitrator2')

  // Status 3: claims in every status — responded, accepted, dismissed, and filed with more information requested.
  const investigation = c1('Contract breach by a dApp', [6, 6, 5, 14])
  const investigating = ready(investigation)
  assign(writer, 'claimant1', investigating, 'arbitrator1')
  investigate(writer, docs, investigation, investigating, 'arbitrator1', {
    respond: 3,
    accept: [1],
    dismiss: [2],
  })
  const lastClaim = claimIds(writer, investigating)[3]
  if (lastClaim === undefined) throw new Error('demo seed: the investigation case has no fourth claim')
  act(writer, 'arbitrator1', 'reviewclaim', {
    case_id: investigating,
    claim_id: lastClaim,
    assigned_arb: 'arbitrator1',
    claim_info_needed: true,
    claim_info_required: docs.text(
      'arbitration/arbitrator1',
      `case-${investigating}-request`,
      'Information requested',
      ['Please provide the transaction ids and the agreement you refer to.'],
    ),
    response_info_needed: false,
    response_info_required: '',
    number_days_claimant: 5,
    number_days_respondant: 0,
  })

  /** A case through investigation to a ruling: every claim answered and settled. */
  const decided = (spec: CaseSpec, arbitrator: string) => {
    const id = ready(spec)
    assign(writer, spec.claimant, id, arbitrator)
    investigate(writer, docs, spec, id, arbitrator, {
      respond: spec.claims.length,
      accept: [0],
      dismiss: spec.claims.slice(1).map((_, i) => i + 1),
    })
    rule(writer, docs, id, arbitrator)
    return id
  }
  decided(c1('Block-producer penalty reversal', [9, 13]), 'arbitrator1') // status 4
  const enforcement = decided(c2('Transaction reversal', [2]), 'arbitrator2')
  act(writer, ADMIN, 'validatecase', { case_id: enforcement, proceed: true }) // status 5
  const resolved = decided(c1('Misused IP', [7]), 'arbitrator1')
  act(writer, ADMIN, 'validatecase', { case_id: resolved, proceed: true })
  act(writer, ADMIN, 'closecase', { case_id: resolved }) // status 6
  const dismissed = decided(c2('A tort', [8, 14]), 'arbitrator2')
  act(writer, ADMIN, 'validatecase', { case_id: dismissed, proceed: false }) // status 7
  // Status 9: the assigned arbitrator recused (mistrial; the claimant is refunded).
  const mistrial = ready(c2('Emergency intervention', [3]))
  assign(writer, 'claimant2', mistrial, 'arbitrator3')
  act(writer, 'arbitrator3', 'recuse', {
    case_id: mistrial,
    rationale: 'Conflict of interest with the respondant',
    assigned_arb: 'arbitrator3',
  })

  // arbitrator1 takes its pay out of escrow; arbitrator2's stays there.
  act(writer, 'arbitrator1', 'withdraw', { owner: 'arbitrator1' })

  // Statuses: arbitrator3 pauses, arbitrator4 is removed by the admin.
  act(writer, 'arbitrator3', 'newarbstatus', { arbitrator: 'arbitrator3', new_status: 2 })
  act(writer, ADMIN, 'dismissarb', { arbitrator: 'arbitrator4', remove_from_cases: false })

  // Election 2, in candidate registration: two candidates and a nominee who has not stood yet.
  act(writer, ADMIN, 'setconfig', config(7 * DAY))
  act(writer, ADMIN, 'initelection', {
    content: docs.text('arbitration/elections', 'election-2', 'Telos Arbitrator Election 2', [
      'Open seats for arbitrators of Telos Resolve. Nominate yourself and register as a candidate.',
    ]),
  })
  for (const nominee of ['nominee1', 'nominee2', 'nominee3']) {
    act(writer, nominee, 'regarb', {
      nominee,
      credentials_link: docs.text(`arbitration/${nominee}`, 'credentials', `Credentials of ${nominee}`, [
        'Lawyer and community moderator; available for cases in English.',
      ]),
    })
    if (nominee !== 'nominee3') act(writer, nominee, 'candaddlead', { nominee })
  }
}
