import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ConfigRow } from '@portal/chain/contracts/arbitration/index'
import { escrowQuery, oracleDatapointsQuery, resolveConfigRowQuery } from '../api/resolve-tables.ts'
import { ReadyCaseDialog, RespondOfferDialog } from './fee-dialogs.tsx'

afterEach(cleanup)

// The chain answers are put in the query cache as the table queries hold them (rows parsed by the
// contract schemas); the dialog does the rest.
function withChain(balance: string | undefined, children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(
    oracleDatapointsQuery().queryKey,
    Array.from({ length: 10 }, (_, i) => ({
      id: String(i),
      owner: 'eosio',
      value: '6500',
      median: '6500',
      timestamp: '2026-11-01T00:00:00.000',
    })),
  )
  client.setQueryData(escrowQuery('alice').queryKey, balance ? [{ balance }] : [])
  const config: ConfigRow = {
    admin: 'resolveadmin',
    contract_version: '0.1.0',
    max_elected_arbs: 21,
    election_voting_ts: 1,
    runoff_election_voting_ts: 1,
    election_add_candidates_ts: 1,
    arb_term_length: 1,
    claimant_accepting_offers_ts: 1,
    current_election_id: '0',
    max_claims_per_case: 21,
    fee_usd: '10.0000 USD',
    available_funds: '0.0000 TLOS',
    reserved_funds: '0.0000 TLOS',
  }
  client.setQueryData(resolveConfigRowQuery().queryKey, config)
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>)
}

describe('fee top-ups at the dialogs', () => {
  it('R-RES-STATE-03 R-CALL-ARB-26: Ready case with 1 TLOS in escrow sends the shortfall × 1.01 to 4 decimals first', async () => {
    withChain(
      '1.0000 TLOS',
      <ReadyCaseDialog open onClose={() => {}} account="alice" caseId="3" onSent={() => {}} />,
    )
    // 10 USD at 0.65 USD/TLOS = 15.3846 TLOS; (15.3846 − 1) × 1.01 = 14.5284 TLOS.
    expect((await screen.findByTestId('fee-tlos')).textContent).toBe('15.3846 TLOS')
    expect(screen.getByTestId('fee-top-up').textContent).toContain('A transfer of 14.5284 TLOS')
  })

  it('Ready case with enough escrow sends no transfer', async () => {
    withChain(
      '20.0000 TLOS',
      <ReadyCaseDialog open onClose={() => {}} account="alice" caseId="3" onSent={() => {}} />,
    )
    expect((await screen.findByTestId('fee-top-up')).textContent).toBe(
      'Your escrow covers it: no transfer is needed.',
    )
  })

  it('R-RES-STATE-05 R-CALL-ARB-27: accepting a 3 h × 12.5 USD offer with no escrow tops up the whole cost × 1.01', async () => {
    withChain(
      undefined,
      <RespondOfferDialog
        open
        onClose={() => {}}
        account="alice"
        caseId="3"
        offer={{ offer_id: '0', hourly_rate: '12.5000 USD', estimated_hours: 3, arbitrator: 'arbitrator1' }}
      />,
    )
    // 37.5 USD / 0.65 = 57.6923 TLOS; × 1.01 = 58.2692 TLOS.
    expect((await screen.findByTestId('fee-tlos')).textContent).toBe('57.6923 TLOS')
    expect(screen.getByTestId('fee-top-up').textContent).toContain('A transfer of 58.2692 TLOS')
  })
})
