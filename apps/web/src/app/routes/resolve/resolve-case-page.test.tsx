import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { arbitrationTables } from '@portal/chain/contracts/arbitration/index'
import { chainClient } from '@/lib/chain/chain.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'
import { ResolveCasePage } from './resolve-case-page.tsx'

// The case page against a real devnet seeded with the demo world. Demo cases: 0 setup (no arbitrator),
// 2 awaiting offers (arbitrator1 pending, arbitrator2 dismissed), 3 arbitrators assigned (arbitrator1
// accepted, arbitrator2 rejected), 4 investigation (claims responded, accepted, dismissed, and one
// filed with more claim information requested).

const devnet = devnetForThisFile({ seed: 'demo' })
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const ARBITRATION = 'testtelosarb'

async function openCase(id: string) {
  const view = renderRoute(`/resolve/case/${id}`, [
    { path: '/resolve/case/:id', element: <ResolveCasePage /> },
  ])
  await screen.findByTestId('case-status')
  return view
}

async function claimRows(caseId: string) {
  const answer = await chainClient().getTableRows<unknown>({
    code: ARBITRATION,
    table: 'claims',
    scope: caseId,
  })
  return answer.rows.map((row) => arbitrationTables.claims.row.parse(row))
}

async function caseFile(caseId: string) {
  const answer = await chainClient().getTableRows<unknown>({
    code: ARBITRATION,
    table: 'casefiles',
    scope: ARBITRATION,
    lower_bound: caseId,
    upper_bound: caseId,
  })
  return arbitrationTables.casefiles.row.parse(answer.rows[0])
}

const ipfs = (hash: string) => `${devnet.url}/ipfs/${hash}`

describe('/resolve/case/:id against the devnet', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it('an id no uint64 can hold says it is not a case number and reads nothing', async () => {
    const network = watchNetwork()
    try {
      const id = '9'.repeat(200)
      renderRoute(`/resolve/case/${id}`, [{ path: '/resolve/case/:id', element: <ResolveCasePage /> }])
      expect(await screen.findByText(`“${id}” is not a case number.`)).toBeTruthy()
      expect(network.tableReads('casefiles')).toEqual([])
    } finally {
      network.restore()
    }
  })

  it('R-READ-04: claims are read with the case id as scope and limit 50', async () => {
    const network = watchNetwork()
    const { settled } = await openCase('4')
    await screen.findByTestId('claim-row-3')
    expect(network.tableReads('claims')[0]?.body).toMatchObject({
      code: ARBITRATION,
      table: 'claims',
      scope: '4',
      limit: 50,
    })
    await settled()
  })

  it('R-RES-CASE-03: the summary gives the arbitrator count and the first arbitrator, or none', async () => {
    let view = await openCase('3')
    expect(screen.getByTestId('case-arbitrators').textContent).toBe('There is 1 arbitrator, arbitrator1.')
    await view.settled()
    cleanup()
    view = await openCase('0')
    expect(screen.getByTestId('case-arbitrators').textContent).toBe(
      'There are no arbitrators assigned to the case.',
    )
    await view.settled()
  })

  it('R-RES-CASE-04: the summary shows the status label of a case in investigation', async () => {
    const { settled } = await openCase('4')
    expect(screen.getByTestId('case-status').textContent).toBe('Investigation')
    await settled()
  })

  it('R-RES-CASE-05: the offers deadline shows for a case awaiting offers and for no other status', async () => {
    const awaiting = await caseFile('2')
    expect(awaiting.case_status).toBe(1)
    let view = await openCase('2')
    const deadline = screen.getByTestId('offers-deadline')
    expect(deadline.querySelector('time')?.getAttribute('datetime')).toBe(
      `${awaiting.sending_offers_until_ts}Z`,
    )
    await view.settled()
    cleanup()
    view = await openCase('3')
    expect(screen.queryByTestId('offers-deadline')).toBeNull()
    await view.settled()
  })

  it('R-RES-CASE-09: a claim needing more claim info shows the indicator, the document and the claimant deadline', async () => {
    const claim = (await claimRows('4')).find((row) => row.claim_info_needed)!
    const { settled } = await openCase('4')
    const row = await screen.findByTestId(`claim-row-${claim.claim_id}`)
    const title = `More claim info needed on claim ${claim.claim_id}`
    expect(within(row).getByLabelText(title)).toBeTruthy()
    expect(
      within(row)
        .getByRole('link', { name: `Required info ${title}` })
        .getAttribute('href'),
    ).toBe(ipfs(claim.claim_info_required))
    const times = within(row)
      .getAllByRole('time')
      .map((time) => time.getAttribute('datetime'))
    expect(times).toContain(`${claim.claimant_limit_time}Z`)
    // A claim with nothing requested shows no claimant deadline.
    const answered = await screen.findByTestId('claim-row-1')
    expect(within(answered).queryByLabelText(/More claim info needed/)).toBeNull()
    await settled()
  })

  it('R-RES-CASE-11: a claim links its response and decision documents when present', async () => {
    const claims = await claimRows('4')
    const decided = claims.find((row) => row.response_link !== '' && row.decision_link !== '')!
    const open = claims.find((row) => row.response_link === '' && row.decision_link === '')!
    const { settled } = await openCase('4')
    const row = await screen.findByTestId(`claim-row-${decided.claim_id}`)
    expect(
      within(row)
        .getByRole('link', { name: `View response to claim ${decided.claim_id}` })
        .getAttribute('href'),
    ).toBe(ipfs(decided.response_link))
    expect(
      within(row)
        .getByRole('link', { name: `View decision on claim ${decided.claim_id}` })
        .getAttribute('href'),
    ).toBe(ipfs(decided.decision_link))
    const openRow = screen.getByTestId(`claim-row-${open.claim_id}`)
    expect(within(openRow).queryByRole('link', { name: /response to claim|decision on claim/ })).toBeNull()
    await settled()
  })

  it("R-RES-CASE-12: the offers section lists only this case's offers with id, arbitrator, rate, hours and status", async () => {
    let view = await openCase('2')
    let offers = screen.getByRole('table', { name: 'Offers' })
    await within(offers).findByTestId('offer-0')
    const cells = (id: string) =>
      within(within(offers).getByTestId(`offer-${id}`))
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent)
    expect(cells('0')).toEqual(['#0', 'arbitrator1', '9.5000 USD', '12', '114.00 USD', 'Pending'])
    expect(cells('1')).toEqual(['#1', 'arbitrator2', '11.0000 USD', '6', '66.00 USD', 'Dismissed'])
    expect(within(offers).getAllByRole('row')).toHaveLength(3)
    await view.settled()
    cleanup()
    view = await openCase('3')
    offers = screen.getByRole('table', { name: 'Offers' })
    await within(offers).findByTestId('offer-2')
    expect(cells('3')).toEqual(['#3', 'arbitrator2', '12.5000 USD', '8', '100.00 USD', 'Rejected'])
    expect(within(offers).queryByTestId('offer-0')).toBeNull()
    expect(within(offers).getAllByRole('row')).toHaveLength(3)
    await view.settled()
  })

  it('R-RES-CASE-14: each history line says what happened, who and when; the data is labelled fields behind Details, never JSON', async () => {
    const { settled } = await openCase('4')
    const history = await screen.findByRole('list', { name: 'Case history' })
    const entries = within(history).getAllByTestId('history-entry')
    for (const entry of entries) expect(entry.textContent).not.toMatch(/[{}"]/)
    const ready = entries.find((entry) => /marked the case ready/.test(entry.textContent ?? ''))!
    expect(ready.querySelector('p')?.textContent).toBe('claimant1 marked the case ready')
    expect(ready.textContent).toMatch(/\(.* UTC\)/)
    const details = within(ready).getByText('Details').closest('details')!
    expect(details.open).toBe(false)
    const labels = [...details.querySelectorAll('dt')].map((term) => term.textContent)
    expect(labels).toEqual(expect.arrayContaining(['Action', 'Signed by', 'Case']))
    const review = entries.find((entry) => /requested more information/.test(entry.textContent ?? ''))!
    expect(review.textContent).toMatch(
      /Information asked of the claimantyes|Information asked of the respondentyes/,
    )
    await settled()
  })

  it('R-RES-CASE-13: the history shows a progress indicator while the history API answers, then the entries', async () => {
    const network = watchNetwork({ hold: (call) => call.path === '/v2/history/get_actions' })
    const { settled } = await openCase('4')
    const loading = await screen.findByRole('progressbar', { name: 'Loading case history' })
    expect(loading).toBeTruthy()
    await waitFor(() =>
      expect(network.calls.some((call) => call.path === '/v2/history/get_actions')).toBe(true),
    )
    expect(screen.queryAllByTestId('history-entry')).toEqual([])
    network.release()
    const history = await screen.findByRole('list', { name: 'Case history' })
    const names = within(history)
      .getAllByTestId('history-entry')
      .map((entry) => entry.querySelector('code')?.textContent)
    expect(names).toEqual(expect.arrayContaining(['readycase', 'makeoffer', 'startcase', 'reviewclaim']))
    expect(screen.queryByRole('progressbar', { name: 'Loading case history' })).toBeNull()
    await settled()
  })
})
