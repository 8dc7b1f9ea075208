import type { ActionInputOf } from '@portal/chain/contracts/define'
import { arbitration, ARBITRATION_ACCOUNT } from '@portal/chain/contracts/arbitration/index'
import type { DemoDocuments } from './demo-documents.ts'
import type { DemoWriter } from './demo-writer.ts'

// The steps of a demo case, as its parties take them: filing with documents, offers, assignment,
// investigation (responses and settled claims) and the ruling.

const ARB = ARBITRATION_ACCOUNT

type ArbitrationActions = typeof arbitration.actions

/** One action on the arbitration contract, signed by `actor`, its data typed by the action's schema. */
export const act = <K extends keyof ArbitrationActions>(
  writer: DemoWriter,
  actor: string,
  action: K,
  data: ActionInputOf<ArbitrationActions[K]>,
) => writer.act(actor, arbitration.actions[action], data)

/** The next case id (available_primary_key of casefiles). */
export function nextCaseId(writer: DemoWriter): string {
  const rows = writer.rows<{ case_id: string }>(ARB, 'casefiles')
  return String(rows.reduce((max, row) => Math.max(max, Number(row.case_id) + 1), 0))
}

export type CaseSpec = {
  claimant: string
  respondant: string
  topic: string
  claims: { category: number; text: string }[]
}

/** Files a case with its claims (documents uploaded for each) and returns its id; the case is in setup. */
export function fileCase(writer: DemoWriter, docs: DemoDocuments, spec: CaseSpec): string {
  const caseId = nextCaseId(writer)
  const claimDoc = (index: number, text: string) =>
    docs.text(
      `arbitration/${spec.claimant}`,
      `case-${caseId}-claim-${index}`,
      `Claim ${index + 1}: ${spec.topic}`,
      [text, `Filed by ${spec.claimant} against ${spec.respondant}.`],
    )
  const [first, ...more] = spec.claims
  if (!first) throw new Error('a case needs a claim')
  act(writer, spec.claimant, 'filecase', {
    claimant: spec.claimant,
    claim_link: claimDoc(0, first.text),
    lang_codes: [0],
    respondant: spec.respondant,
    claim_category: first.category,
  })
  more.forEach((claim, index) =>
    act(writer, spec.claimant, 'addclaim', {
      case_id: caseId,
      claim_link: claimDoc(index + 1, claim.text),
      claimant: spec.claimant,
      claim_category: claim.category,
    }),
  )
  return caseId
}

export const readyCase = (writer: DemoWriter, claimant: string, caseId: string) =>
  act(writer, claimant, 'readycase', { case_id: caseId, claimant })

export function offerId(writer: DemoWriter, caseId: string, arbitrator: string): string {
  const rows = writer.rows<{ offer_id: string; case_id: string; arbitrator: string }>(ARB, 'offers')
  const row = rows.find((offer) => offer.case_id === caseId && offer.arbitrator === arbitrator)
  if (!row) throw new Error(`no offer by ${arbitrator} on case ${caseId}`)
  return row.offer_id
}

export function makeOffer(
  writer: DemoWriter,
  caseId: string,
  arbitrator: string,
  rate: string,
  hours: number,
): string {
  act(writer, arbitrator, 'makeoffer', {
    case_id: caseId,
    offer_id: -1,
    arbitrator,
    hourly_rate: rate,
    estimated_hours: hours,
  })
  return offerId(writer, caseId, arbitrator)
}

/** Awaiting arbitrators → arbitrator assigned: `arbitrator`'s offer accepted, `rival`'s (if any) rejected by it. */
export function assign(
  writer: DemoWriter,
  claimant: string,
  caseId: string,
  arbitrator: string,
  rival?: string,
): void {
  const accepted = makeOffer(writer, caseId, arbitrator, '10.0000 USD', 10)
  if (rival) makeOffer(writer, caseId, rival, '12.5000 USD', 8)
  act(writer, claimant, 'respondoffer', { case_id: caseId, offer_id: accepted, accept: true })
}

export function claimIds(writer: DemoWriter, caseId: string): string[] {
  const rows = writer.rows<{ claim_id: string }>(ARB, 'claims', BigInt(caseId))
  return rows.map((row) => row.claim_id)
}

/** Investigation: the respondant answers `responded` claims, the arbitrator settles `settled` ones. */
export function investigate(
  writer: DemoWriter,
  docs: DemoDocuments,
  spec: CaseSpec,
  caseId: string,
  arbitrator: string,
  outcome: { respond: number; accept: number[]; dismiss: number[] },
): void {
  act(writer, arbitrator, 'startcase', {
    case_id: caseId,
    assigned_arb: arbitrator,
    number_days_respondant: 7,
    response_info_required: '',
  })
  const ids = claimIds(writer, caseId)
  ids.slice(0, outcome.respond).forEach((claimId) =>
    act(writer, spec.respondant, 'respond', {
      case_id: caseId,
      claim_id: claimId,
      respondant: spec.respondant,
      response_link: docs.text(
        `arbitration/${spec.respondant}`,
        `case-${caseId}-response-${claimId}`,
        `Response to claim ${claimId}`,
        [
          `${spec.respondant} answers claim ${claimId} of case ${caseId}: the facts are disputed as set out here.`,
        ],
      ),
    }),
  )
  for (const [indexes, accept] of [
    [outcome.accept, true],
    [outcome.dismiss, false],
  ] as const) {
    for (const index of indexes) {
      const claimId = ids[index]
      if (claimId === undefined) continue
      act(writer, arbitrator, 'settleclaim', {
        case_id: caseId,
        assigned_arb: arbitrator,
        claim_id: claimId,
        accept,
        decision_link: docs.text(
          `arbitration/${arbitrator}`,
          `case-${caseId}-decision-${claimId}`,
          `Decision on claim ${claimId}`,
          [
            accept
              ? 'The claim is accepted: the evidence supports it.'
              : 'The claim is dismissed: the evidence does not support it.',
          ],
        ),
      })
    }
  }
}

export function rule(writer: DemoWriter, docs: DemoDocuments, caseId: string, arbitrator: string): void {
  act(writer, arbitrator, 'setruling', {
    case_id: caseId,
    assigned_arb: arbitrator,
    case_ruling: docs.text(`arbitration/${arbitrator}`, `case-${caseId}-ruling`, `Ruling in case ${caseId}`, [
      'Having reviewed every claim and response, the arbitrator rules as set out in the claim decisions.',
    ]),
  })
}

export const claimsOf = (topic: string, categories: number[]): CaseSpec['claims'] =>
  categories.map((category, index) => ({ category, text: `${topic}: point ${index + 1} of the claim.` }))
