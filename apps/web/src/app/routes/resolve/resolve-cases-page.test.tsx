import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { arbitrationTables } from '@portal/chain/contracts/arbitration/index'
import { ArbitratorsCard } from '@/features/resolve/components/arbitrators-card.tsx'
import { chainClient } from '@/lib/chain/chain.ts'
import { notifications } from '@/lib/notifications/notification-store.ts'
import { useNotices } from '@/lib/notifications/notices.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'
import { ResolveCasePage } from './resolve-case-page.tsx'
import { ResolveCasesPage } from './resolve-cases-page.tsx'

// The cases page against a real devnet seeded with the demo world: cases 0–9, arbitrator1..4
// (available, available, unavailable, removed) with credentials documents in the local storage.

const devnet = devnetForThisFile({ seed: 'demo' })
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const ARBITRATION = 'testtelosarb'

/** The arbitrators table as the chain holds it. */
async function arbitratorRows() {
  const answer = await chainClient().getTableRows<unknown>({
    code: ARBITRATION,
    table: 'arbitrators',
    scope: ARBITRATION,
  })
  return answer.rows.map((row) => arbitrationTables.arbitrators.row.parse(row))
}

/** Renders what the shell shows on top of every page: the notices, so a test can see there are none. */
function Notices() {
  const notices = useNotices()
  return (
    <ul aria-label="Notices">
      {notices.map((notice) => (
        <li key={notice.id}>{notice.message}</li>
      ))}
    </ul>
  )
}

function openCases() {
  return renderRoute('/resolve/cases', [
    {
      path: '/resolve/cases',
      element: (
        <>
          <ResolveCasesPage />
          <Notices />
        </>
      ),
    },
    { path: '/resolve/case/:id', element: <ResolveCasePage /> },
  ])
}

describe('/resolve/cases against the devnet', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it('R-READ-03 R-READ-07 R-READ-02: reads casefiles and arbitrators from the arbitration contract, 100 rows a read', async () => {
    const network = watchNetwork()
    const { settled } = openCases()
    await screen.findByTestId('case-row-9')
    await screen.findByTestId('arbitrator-arbitrator1')
    expect(network.tableReads('casefiles')[0]?.body).toMatchObject({
      code: ARBITRATION,
      scope: ARBITRATION,
      table: 'casefiles',
      json: true,
    })
    // The arbitrators read names no limit of its own: the default of 100 is what goes out.
    expect(network.tableReads('arbitrators')[0]?.body).toMatchObject({
      code: ARBITRATION,
      scope: ARBITRATION,
      table: 'arbitrators',
      limit: 100,
    })
    await settled()
  })

  it('R-RES-CASES-06: View on a case opens /resolve/case/{id}', async () => {
    const { router, settled } = openCases()
    fireEvent.click(await screen.findByRole('link', { name: 'View case 4' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/resolve/case/4'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Case 4' })).toBeTruthy()
    expect((await screen.findByTestId('case-status')).textContent).toBe('Investigation')
    await settled()
  })

  it('R-RES-DATA-01: meet the arbitrators lists each name, status chip and credentials document', async () => {
    const rows = await arbitratorRows()
    const { settled } = openCases()
    const card = await screen.findByRole('region', { name: 'Meet the arbitrators' })
    const chips = {
      arbitrator1: 'Available',
      arbitrator2: 'Available',
      arbitrator3: 'Unavailable',
      arbitrator4: 'Removed',
    }
    for (const [name, status] of Object.entries(chips)) {
      const item = await within(card).findByTestId(`arbitrator-${name}`)
      expect(within(item).getByText(name)).toBeTruthy()
      expect(within(item).getByText(status)).toBeTruthy()
      const href = within(item)
        .getByRole('link', { name: `Credentials ${name}` })
        .getAttribute('href')!
      const credentials = rows.find((row) => row.arb === name)!.credentials_link
      expect(href).toBe(`${devnet.url}/ipfs/${credentials}`)
      const document = await fetch(href)
      expect(document.status).toBe(200)
      expect(await document.text()).toMatch(/^Credentials of /)
    }
    await settled()
  })

  it('R-RES-CASES-08: the case files wait below the arbitrators card, so its arrival pushes nothing down', async () => {
    const network = watchNetwork({ hold: (call) => call.body?.table === 'arbitrators' })
    const { settled } = openCases()
    await waitFor(() => expect(network.tableReads('casefiles')[0]?.answer).toBeTruthy())
    await waitFor(() => expect(network.tableReads('arbitrators')).toHaveLength(1))
    expect(screen.queryByRole('heading', { name: 'Case files' })).toBeNull()
    expect(screen.queryByTestId('case-row-9')).toBeNull()
    network.release()
    const card = await screen.findByRole('region', { name: 'Meet the arbitrators' })
    const heading = await screen.findByRole('heading', { name: 'Case files' })
    expect(card.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(await screen.findByTestId('case-row-9')).toBeTruthy()
    await settled()
  })

  it('R-RES-DATA-01: once term_expiration has passed, an available arbitrator shows as expired', async () => {
    const rows = (
      await chainClient().getTableRows<unknown>({
        code: ARBITRATION,
        table: 'arbitrators',
        scope: ARBITRATION,
      })
    ).rows.map((row) => arbitrationTables.arbitrators.row.parse(row))
    const arbitrator1 = rows.find((row) => row.arb === 'arbitrator1')!
    const afterTerm = Date.parse(`${arbitrator1.term_expiration}Z`) + 1000
    render(<ArbitratorsCard arbitrators={rows} now={afterTerm} />)
    expect(within(screen.getByTestId('arbitrator-arbitrator1')).getByText('Expired')).toBeTruthy()
    expect(within(screen.getByTestId('arbitrator-arbitrator4')).getByText('Removed')).toBeTruthy()
  })

  it('R-ERR-11: a failed arbitrators read is logged, with no notice, notification or message', async () => {
    notifications.clear()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    watchNetwork({
      answer: (call) =>
        call.body?.table === 'arbitrators'
          ? Response.json({ code: 500, message: 'Internal Service Error' }, { status: 500 })
          : undefined,
    })
    const { settled } = openCases()
    await screen.findByTestId('case-row-9')
    await waitFor(() =>
      expect([...warn.mock.calls, ...error.mock.calls].flat().join(' ')).toMatch(/arbitrators/),
    )
    expect(screen.queryByRole('region', { name: 'Meet the arbitrators' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(within(screen.getByRole('list', { name: 'Notices' })).queryAllByRole('listitem')).toEqual([])
    expect(notifications.getSnapshot().items).toEqual([])
    await settled()
  })
})
