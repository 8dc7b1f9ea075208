// Test support: arbitration rows as get_table_rows returns them, with plain defaults a test overrides
// where its case depends on a field.
import {
  arbitration,
  type ArbitratorRow,
  type CaseFileRow,
  type ClaimRow,
} from '@portal/chain/contracts/arbitration/index'
import { caseFileAsSent } from '@portal/chain/testing/case-files'

/**
 * A case file: case 4 in setup between claimant1 and respondant1, no arbitrator, no offers (the row
 * nodeos sends, packages/chain's fixture, parsed as a read parses it).
 */
export const caseFileRow = (overrides: Partial<CaseFileRow> = {}): CaseFileRow => ({
  ...arbitration.tables.casefiles.row.parse({
    ...caseFileAsSent,
    case_id: 4,
    claimant: 'claimant1',
    respondant: 'respondant1',
    update_ts: '2026-05-01T00:00:00',
    sending_offers_until_ts: '2026-05-08T00:00:00',
  }),
  ...overrides,
})

/** A claim: claim 0, filed (status 1), nothing requested, no deadlines. */
export const claimRow = (overrides: Partial<ClaimRow> = {}): ClaimRow => ({
  claim_id: '0',
  claim_summary: '',
  decision_link: '',
  response_link: '',
  claimant_limit_time: '1970-01-01T00:00:00',
  claim_info_needed: false,
  claim_info_required: '',
  respondant_limit_time: '1970-01-01T00:00:00',
  response_info_needed: false,
  response_info_required: '',
  status: 1,
  claim_category: 1,
  ...overrides,
})

/** An arbitrator: arbitrator1, available, term until 2027. */
export const arbitratorRow = (overrides: Partial<ArbitratorRow> = {}): ArbitratorRow => ({
  arb: 'arbitrator1',
  arb_status: 1,
  open_case_ids: [],
  closed_case_ids: [],
  recused_case_ids: [],
  credentials_link: '',
  elected_time: '2026-01-01T00:00:00',
  term_expiration: '2027-01-01T00:00:00',
  languages: [0],
  ...overrides,
})
