import { describe, expect, it } from 'vitest'
import { caseFileRow, claimRow } from '../testing/rows.ts'
import { buildCaseRecord } from './case-record.ts'

const network = {
  chainId: 'c0ffee',
  chainUrl: 'https://chain.example',
  historyUrl: 'https://history.example/',
  ipfsGatewayUrl: 'https://ipfs.example/ipfs',
}

const record = () =>
  buildCaseRecord({
    caseId: '5',
    caseFile: caseFileRow({ case_id: '5' }),
    claims: [
      claimRow({
        claim_id: '0',
        claim_summary: 'QmClaim',
        claim_info_needed: true,
        claim_info_required: 'QmInfoForClaimant',
        response_info_required: 'QmInfoForRespondant',
      }),
    ],
    offers: [],
    history: [],
    network,
    contract: 'testtelosarb',
    exportedAt: new Date('2026-06-01T00:00:00Z'),
  })

describe('case record', () => {
  it('R-RES-CASE-21: names its chain and lists the "info required" documents a reviewclaim sent beside the claim', () => {
    const { network: named, documents } = record()
    expect(named.chain_id).toBe('c0ffee')
    expect(documents.map((document) => [document.role, document.cid])).toEqual([
      ['claim 0: claim document', 'QmClaim'],
      ['claim 0: information required from the claimant', 'QmInfoForClaimant'],
      ['claim 0: information required from the respondant', 'QmInfoForRespondant'],
    ])
  })

  it('R-RES-CASE-21: its verification steps name only what the record holds: contract, tables and scopes for its rows', () => {
    const steps = record().how_to_verify.join('\n')
    expect(steps).toContain('chain_id c0ffee')
    expect(steps).toContain('code testtelosarb and table casefiles (scope testtelosarb), claims (scope 5)')
    expect(steps).not.toMatch(/as in the record/)
  })
})
