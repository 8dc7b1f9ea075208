import type { Page } from '@playwright/test'
import { ADMIN, ARB, caseParties, mustPush, push } from './resolve-support.ts'
import {
  assignArbitrator,
  claimsOf,
  deposit,
  fileCase,
  makeOffer,
  randomDoc,
  readyCase,
  startCase,
} from './resolve-setup.ts'

// A new case brought through the API to the status a journey starts from, with its parties selectable
// in the Local keys wallet. Each stage is the one before it plus the next party's action.

const STAGES = [
  'setup',
  'awaiting',
  'offered',
  'assigned',
  'investigation',
  'responded',
  'settled',
  'decision',
  'enforcement',
] as const
/** Where the case stops: setup, awaiting offers, an offer made, an arbitrator assigned, and so on. */
export type CaseStage = (typeof STAGES)[number]

export type StagedCase = { claimant: string; respondant: string; arbitrator: string; caseId: string }

/** A case of new parties at `stage`, reached without moving the chain's clock. */
export async function caseAt(page: Page, stage: CaseStage): Promise<StagedCase> {
  const reached = (step: CaseStage) => STAGES.indexOf(stage) >= STAGES.indexOf(step)
  const { claimant, respondant, arbitrator } = await caseParties(page, '300.0000 TLOS', '10.0000 TLOS')
  await setAvailable(arbitrator)
  const caseId = await fileCase(claimant, respondant)
  if (reached('awaiting')) {
    await deposit(claimant, '150.0000 TLOS')
    await readyCase(claimant, caseId)
  }
  if (stage === 'offered') await makeOffer(arbitrator, caseId)
  if (reached('assigned')) await assignArbitrator(claimant, arbitrator, caseId)
  if (reached('investigation')) await startCase(arbitrator, caseId, 1)
  if (reached('responded'))
    // A response lifts the respondant's deadline: the claims can be settled at once.
    await mustPush(
      (await claimsOf(caseId)).map((claim) => ({
        account: ARB,
        name: 'respond',
        actor: respondant,
        data: { respondant, response_link: randomDoc(), claim_id: String(claim.claim_id), case_id: caseId },
      })),
    )
  if (reached('settled'))
    await mustPush(
      (await claimsOf(caseId)).map((claim) => ({
        account: ARB,
        name: 'settleclaim',
        actor: arbitrator,
        data: {
          case_id: caseId,
          assigned_arb: arbitrator,
          claim_id: String(claim.claim_id),
          accept: true,
          decision_link: randomDoc(),
        },
      })),
    )
  if (reached('decision'))
    await mustPush([
      {
        account: ARB,
        name: 'setruling',
        actor: arbitrator,
        data: { case_id: caseId, assigned_arb: arbitrator, case_ruling: randomDoc() },
      },
    ])
  if (reached('enforcement'))
    await mustPush([
      { account: ARB, name: 'validatecase', actor: ADMIN, data: { case_id: caseId, proceed: true } },
    ])
  return { claimant, respondant, arbitrator, caseId }
}

/** The arbitrator takes offers (already available is fine). */
async function setAvailable(arbitrator: string) {
  await push([{ account: ARB, name: 'newarbstatus', actor: arbitrator, data: { arbitrator, new_status: 1 } }])
}
