/** A `casefiles` row in setup as nodeos sends it (small ids and enums as numbers), for tests that parse rows. */
export const caseFileAsSent = {
  case_id: 0,
  case_status: 0,
  claimant: 'alice',
  respondant: '',
  arbitrators: [],
  approvals: [],
  number_claims: 1,
  number_offers: 0,
  required_langs: [0],
  case_ruling: '',
  fee_paid_tlos: '0.0000 TLOS',
  arbitrator_cost_tlos: '0.0000 TLOS',
  update_ts: '2026-11-01T00:00:00',
  sending_offers_until_ts: '1970-01-01T00:00:00',
} as const
