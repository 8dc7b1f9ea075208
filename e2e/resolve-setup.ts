import { randomBytes } from 'node:crypto'
import { Base58 } from '@wharfkit/antelope'
import { ARB, mustPush, push, rows } from './resolve-support.ts'

// Cases brought to a given status through the API, signed by their parties, so a journey can start
// its browser part where it matters instead of replaying the whole story in the UI.

/** A fresh CIDv0 (sha256 multihash of random bytes): the portal links it, and claims of a case need distinct links. */
export const randomDoc = () => Base58.encode(Uint8Array.from([0x12, 0x20, ...randomBytes(32)]))

export type CaseFile = {
  case_id: string | number
  case_status: number
  claimant: string
  respondant: string
  arbitrators: string[]
  number_claims: number
  sending_offers_until_ts: string
  fee_paid_tlos: string
  arbitrator_cost_tlos: string
}

export type Claim = {
  claim_id: string | number
  claim_summary: string
  claim_category: number
  status: number
  claim_info_needed: number | boolean
  claim_info_required: string
  claimant_limit_time: string
  respondant_limit_time: string
  response_link: string
  decision_link: string
}

export type Offer = {
  offer_id: string | number
  case_id: string | number
  arbitrator: string
  hourly_rate: string
  estimated_hours: number
  status: number
}

export async function caseFile(caseId: string): Promise<CaseFile | undefined> {
  return (await rows<CaseFile>(ARB, 'casefiles')).find((row) => String(row.case_id) === caseId)
}

export const claimsOf = (caseId: string) => rows<Claim>(ARB, 'claims', caseId)

/** `claimant` files a case against `respondant` with one claim per link; resolves with the new case id. */
export async function fileCase(claimant: string, respondant: string, links = [randomDoc()]): Promise<string> {
  const [first, ...more] = links
  await mustPush([
    {
      account: ARB,
      name: 'filecase',
      actor: claimant,
      data: { claimant, claim_link: first, lang_codes: [0], respondant, claim_category: 6 },
    },
  ])
  const mine = (await rows<CaseFile>(ARB, 'casefiles')).filter((row) => row.claimant === claimant)
  const caseId = String(mine.at(-1)!.case_id)
  if (more.length > 0) {
    await mustPush(
      more.map((claim_link) => ({
        account: ARB,
        name: 'addclaim',
        actor: claimant,
        data: { claimant, claim_link, claim_category: 14, case_id: caseId },
      })),
    )
  }
  return caseId
}

/** Puts TLOS in `account`'s Resolve escrow (a transfer to the contract). */
export async function deposit(account: string, quantity: string) {
  await mustPush([
    {
      account: 'eosio.token',
      name: 'transfer',
      actor: account,
      data: { from: account, to: ARB, quantity, memo: 'Resolve escrow deposit' },
    },
  ])
}

export async function readyCase(claimant: string, caseId: string) {
  await mustPush([{ account: ARB, name: 'readycase', actor: claimant, data: { claimant, case_id: caseId } }])
}

/** The arbitrator (set available) offers 2 h at 10 USD on a case awaiting offers; resolves with the offer id. */
export async function makeOffer(arbitrator: string, caseId: string, rate = '10.0000 USD'): Promise<string> {
  // Already available is fine: the status only has to be available when the offer is made.
  await push([{ account: ARB, name: 'newarbstatus', actor: arbitrator, data: { arbitrator, new_status: 1 } }])
  await mustPush([
    {
      account: ARB,
      name: 'makeoffer',
      actor: arbitrator,
      data: { case_id: caseId, arbitrator, hourly_rate: rate, estimated_hours: 2, offer_id: -1 },
    },
  ])
  const offer = (await rows<Offer>(ARB, 'offers')).find(
    (row) => String(row.case_id) === caseId && row.arbitrator === arbitrator,
  )
  return String(offer!.offer_id)
}

/** On a case awaiting offers, the claimant accepts the arbitrator's offer: the case reaches status 2. */
export async function assignArbitrator(claimant: string, arbitrator: string, caseId: string) {
  const offerId = await makeOffer(arbitrator, caseId)
  await mustPush([
    {
      account: ARB,
      name: 'respondoffer',
      actor: claimant,
      data: { case_id: caseId, offer_id: offerId, accept: true },
    },
  ])
}

/** The assigned arbitrator starts the case (status 3), giving the respondant `days` days. */
export async function startCase(arbitrator: string, caseId: string, days = 1) {
  await mustPush([
    {
      account: ARB,
      name: 'startcase',
      actor: arbitrator,
      data: {
        case_id: caseId,
        assigned_arb: arbitrator,
        number_days_respondant: days,
        response_info_required: '',
      },
    },
  ])
}
