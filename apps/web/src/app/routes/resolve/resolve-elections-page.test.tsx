import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { arbitrationTables, type ElectionRow } from '@portal/chain/contracts/arbitration/index'
import { ElectionsTable } from '@/features/resolve/components/elections-table.tsx'
import { chainClient } from '@/lib/chain/chain.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'
import { ResolveElectionsPage } from './resolve-elections-page.tsx'

// The elections page against a real devnet seeded with the demo world: election 0 ended (arbitrator1..4
// seated without a ballot), election 1 (the current one) taking candidates (nominee1, nominee2).

const devnet = devnetForThisFile({ seed: 'demo' })
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const ARBITRATION = 'testtelosarb'

async function electionRows(): Promise<ElectionRow[]> {
  const answer = await chainClient().getTableRows<unknown>({
    code: ARBITRATION,
    table: 'elections',
    scope: ARBITRATION,
  })
  return answer.rows.map((row) => arbitrationTables.elections.row.parse(row))
}

async function openElections() {
  const view = renderRoute('/resolve/elections', [
    { path: '/resolve/elections', element: <ResolveElectionsPage /> },
  ])
  await screen.findByRole('table', { name: 'Elections' })
  return view
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('/resolve/elections against the devnet', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it('R-READ-06: the elections are read from the arbitration contract elections table', async () => {
    const network = watchNetwork()
    const { settled } = await openElections()
    expect(network.tableReads('elections')[0]?.body).toMatchObject({
      code: ARBITRATION,
      scope: ARBITRATION,
      table: 'elections',
    })
    await settled()
  })

  it('R-RES-ELEC-09: a row expands to its candidates and collapses again', async () => {
    const { settled } = await openElections()
    const expand = screen.getByRole('button', { name: 'Show the candidates of election #0' })
    expect(expand.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('list', { name: 'Candidates of election #0' })).toBeNull()
    fireEvent.click(expand)
    const candidates = await screen.findByRole('list', { name: 'Candidates of election #0' })
    expect(
      within(candidates)
        .getAllByRole('listitem')
        .map((item) => item.dataset.testid),
    ).toEqual([
      'candidate-arbitrator1',
      'candidate-arbitrator2',
      'candidate-arbitrator3',
      'candidate-arbitrator4',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Hide the candidates of election #0' }))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Candidates of election #0' })).toBeNull())
    await settled()
  })

  it('R-RES-ELEC-13: a row shows the id, ballot, info document, seats, registration and voting times and status', async () => {
    const [ended, current] = await electionRows()
    const { settled } = await openElections()
    const row = screen.getByTestId('election-0')
    const cells = cellTexts(row)
    expect(cells[1]).toBe('0')
    expect(cells[2]).toBe('#0') // seated without a ballot: no ballot_name, shown as #{election_id}
    expect(cells[4]).toBe(String(ended!.available_seats))
    expect(cells[7]).toBe('Ended')
    expect(within(row).getByRole('link', { name: 'View info election #0' }).getAttribute('href')).toBe(
      `${devnet.url}/ipfs/${ended!.info_url}`,
    )
    expect(
      within(row)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual(
      [
        ended!.begin_add_candidates_ts,
        ended!.end_add_candidates_ts,
        ended!.begin_voting_ts,
        ended!.end_voting_ts,
      ].map((time) => `${time}Z`),
    )
    const currentCells = cellTexts(screen.getByTestId('election-1'))
    expect(currentCells[7]).toBe('Created')
    expect(currentCells[4]).toBe(String(current!.available_seats))
    await settled()
  })

  it('R-RES-ELEC-13: an election with a ballot shows its ballot_name, linked to the ballot where it is voted', async () => {
    // The demo elections were seated without a ballot; the chain's row with the name beginvoting gives it.
    const [ended] = await electionRows()
    renderRoute('/', [
      {
        path: '/',
        element: (
          <ElectionsTable
            elections={[{ ...ended!, ballot_name: 'arbelection1' }]}
            nominees={[]}
            currentId="1"
          />
        ),
      },
    ])
    expect(cellTexts(screen.getByTestId('election-0'))[2]).toBe('arbelection1')
    // Votes are cast on that ballot, so its name leads to the ballot's page.
    const link = screen.getByRole('link', { name: 'Ballot arbelection1: vote or see the results' })
    expect(link.getAttribute('href')).toBe('/trails/elections/arbelection1')
  })
})
