import type { Page, Route } from '@playwright/test'
import { caseStatusLabel } from '../packages/chain/src/resolve/case-status.ts'
import { expect, test } from './fixtures.ts'
import { claimsOf, type CaseFile, type Offer } from './resolve-setup.ts'
import {
  ARB,
  createAccount,
  listJourneyAccounts,
  loadListedAccounts,
  loginAs,
  rows,
} from './resolve-support.ts'

// What the Resolve pages show of the chain's rows, checked against the demo world's cases, offers,
// elections and arbitrators as the chain holds them when the test runs.

const OFFER_LABELS = ['', 'Pending', 'Accepted', 'Rejected', 'Dismissed']
const ARB_LABELS = ['', 'Available', 'Unavailable', 'Removed', 'Expired']
const ELECTION_LABELS = ['', 'Created', 'Live', 'Ended']

const ipfs = (hash: string) => new RegExp(`/ipfs/${hash}$`)
/** The `<time>` element a chain time is shown with (local time with UTC alongside). */
const timeOf = (page: Page, chainTime: string) => page.locator(`time[datetime="${chainTime}Z"]`)

type Election = {
  election_id: string | number
  status: number
  ballot_name: string
  info_url: string
  available_seats: number
  begin_add_candidates_ts: string
  end_add_candidates_ts: string
  begin_voting_ts: string
  end_voting_ts: string
  candidates: { name: string }[]
}
type Arbitrator = { arb: string; arb_status: number; credentials_link: string; term_expiration: string }

/** Holds the requests `route` matches until `release` is called; `held` resolves at the first one. */
function gate() {
  let release!: () => void
  let arrived!: () => void
  const open = new Promise<void>((resolve) => (release = resolve))
  const held = new Promise<void>((resolve) => (arrived = resolve))
  const hold = async (route: Route) => {
    arrived()
    await open
    await route.continue()
  }
  return { hold, held, release }
}

async function demoCase(status: number): Promise<CaseFile> {
  const found = (await rows<CaseFile>(ARB, 'casefiles')).find((row) => row.case_status === status)
  expect(found, `a demo case in status ${status}`).toBeTruthy()
  return found!
}

test.describe('Resolve pages against the chain rows', () => {
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-RES-MENU-02: the Resolve menu offers Account only when signed in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const menuItems = async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Resolve', exact: true }).click()
      const items = page.getByRole('menu').getByRole('menuitem')
      await expect(items.first()).toBeVisible()
      return items
    }
    await page.goto('/resolve')
    await expect(await menuItems()).toHaveText(['Resolve home', 'Cases', 'Elections'])
    await page.keyboard.press('Escape')

    const user = await createAccount('rm', '1.0000 TLOS')
    await listJourneyAccounts(page)
    await loginAs(page, user, '/resolve')
    await expect(await menuItems()).toHaveText(['Resolve home', 'Cases', 'Elections', 'Account'])
    await page.getByRole('menuitem', { name: 'Account' }).click()
    await expect(page).toHaveURL(/\/resolve\/account$/)
  })

  test('R-RES-HOME-04: the election status card waits for the Resolve tables', async ({ page }) => {
    const tables = gate()
    await page.route('**/v1/chain/get_table_rows', async (route) => {
      const body = route.request().postDataJSON() as { code?: string; table?: string }
      if (body.code === ARB && (body.table === 'config' || body.table === 'elections'))
        await tables.hold(route)
      else await route.continue()
    })
    await page.goto('/resolve')
    await tables.held
    await expect(page.getByRole('heading', { level: 1, name: 'Resolve' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View cases' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Election status' })).toHaveCount(0)
    tables.release()
    await expect(page.getByRole('region', { name: 'Election status' })).toBeVisible()
  })

  test('R-RES-ELEC-09 R-RES-ELEC-13 R-RES-STATE-19: each election row shows its values and expands to its candidates', async ({
    page,
  }) => {
    const elections = await rows<Election>(ARB, 'elections')
    expect(elections.length, 'demo elections').toBeGreaterThanOrEqual(2)
    await page.goto('/resolve/elections')
    for (const election of elections) {
      const id = String(election.election_id)
      const name = election.ballot_name || `#${id}`
      const row = page.getByTestId(`election-${id}`)
      const cells = row.getByRole('cell')
      await expect(cells.nth(1)).toHaveText(id)
      await expect(cells.nth(2)).toHaveText(name)
      await expect(row.getByRole('link', { name: `View info election ${name}` })).toHaveAttribute(
        'href',
        ipfs(election.info_url),
      )
      await expect(cells.nth(4)).toHaveText(String(election.available_seats))
      const timesIn = (cell: number) =>
        cells
          .nth(cell)
          .locator('time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
      // A time never set (the epoch) reads n/a instead of a date.
      const shown = (...times: string[]) =>
        times.filter((time) => !time.startsWith('1970-')).map((t) => `${t}Z`)
      expect(await timesIn(5)).toEqual(
        shown(election.begin_add_candidates_ts, election.end_add_candidates_ts),
      )
      expect(await timesIn(6)).toEqual(shown(election.begin_voting_ts, election.end_voting_ts))
      if (election.begin_voting_ts.startsWith('1970-')) await expect(cells.nth(6)).toContainText('n/a')
      await expect(cells.nth(7)).toHaveText(ELECTION_LABELS[election.status]!)

      // Expanding shows the candidates (or that there are none); collapsing hides them again.
      const show = row.getByRole('button', { name: `Show the candidates of election ${name}` })
      const hide = row.getByRole('button', { name: `Hide the candidates of election ${name}` })
      if ((await hide.count()) > 0) await hide.click()
      await expect(show).toHaveAttribute('aria-expanded', 'false')
      const list = page.getByRole('list', { name: `Candidates of election ${name}` })
      await expect(list).toHaveCount(0)
      await show.click()
      await expect(hide).toHaveAttribute('aria-expanded', 'true')
      if (election.candidates.length > 0) {
        await expect(list.getByRole('listitem')).toHaveCount(election.candidates.length)
        for (const candidate of election.candidates) await expect(list).toContainText(candidate.name)
      }
      await hide.click()
      await expect(list).toHaveCount(0)
    }
  })

  test('R-RES-CASES-06 R-RES-DATA-01 R-RES-STATE-17: View opens the case page; the arbitrators card shows name, status chip and credentials', async ({
    page,
  }) => {
    await page.goto('/resolve/cases')
    const card = page.getByRole('region', { name: 'Meet the arbitrators' })
    const arbitrators = await rows<Arbitrator>(ARB, 'arbitrators')
    expect(arbitrators.length, 'demo arbitrators').toBeGreaterThan(0)
    for (const arbitrator of arbitrators) {
      const expired =
        [1, 2].includes(arbitrator.arb_status) && Date.parse(`${arbitrator.term_expiration}Z`) <= Date.now()
      const item = card.getByTestId(`arbitrator-${arbitrator.arb}`)
      await expect(item).toContainText(arbitrator.arb)
      await expect(item).toContainText(ARB_LABELS[expired ? 4 : arbitrator.arb_status]!)
      await expect(item.getByRole('link', { name: `Credentials ${arbitrator.arb}` })).toHaveAttribute(
        'href',
        ipfs(arbitrator.credentials_link),
      )
    }

    const view = page.getByRole('table', { name: 'Case files' }).getByRole('link', { name: /^View case / })
    const caseId = ((await view.first().getAttribute('aria-label')) ?? '').replace('View case ', '')
    await view.first().click()
    await expect(page).toHaveURL(new RegExp(`/resolve/case/${caseId}$`))
    const file = (await rows<CaseFile>(ARB, 'casefiles')).find((row) => String(row.case_id) === caseId)!
    await expect(page.getByTestId('case-claimant')).toHaveText(file.claimant)
    await expect(page.getByTestId('case-status')).toHaveText(caseStatusLabel(file.case_status))
  })

  test('R-RES-CASE-03 R-RES-CASE-04 R-RES-CASE-05 R-RES-CASE-12 R-RES-STATE-15: the summary shows arbitrators, status and (awaiting offers only) the offers deadline; offers are the case’s own', async ({
    page,
  }) => {
    const offers = await rows<Offer>(ARB, 'offers')
    const shownLabels = new Set<string>()
    for (const status of [0, 1, 2, 3]) {
      const file = await demoCase(status)
      const caseId = String(file.case_id)
      await page.goto(`/resolve/case/${caseId}`)
      await expect(page.getByTestId('case-status')).toHaveText(caseStatusLabel(status))
      await expect(page.getByTestId('case-arbitrators')).toHaveText(
        file.arbitrators.length === 0
          ? 'There are no arbitrators assigned to the case.'
          : `There is 1 arbitrator, ${file.arbitrators[0]}.`,
      )
      if (status === 1) {
        await expect(page.getByTestId('offers-deadline')).toContainText('Offers accepted until')
        await expect(timeOf(page, file.sending_offers_until_ts)).toBeVisible()
      } else {
        await expect(page.getByTestId('offers-deadline')).toHaveCount(0)
      }
      const own = offers.filter((offer) => String(offer.case_id) === caseId)
      const table = page.getByRole('table', { name: 'Offers' })
      await expect(table.locator('[data-testid^="offer-"]')).toHaveCount(own.length)
      for (const offer of own) {
        await expect(table.getByTestId(`offer-${offer.offer_id}`).getByRole('cell')).toHaveText([
          `#${offer.offer_id}`,
          offer.arbitrator,
          offer.hourly_rate,
          String(offer.estimated_hours),
          /^\d+\.\d\d USD$/,
          OFFER_LABELS[offer.status]!,
          /.*/,
        ])
        shownLabels.add(OFFER_LABELS[offer.status]!)
      }
    }
    // The demo cases' offers include pending, accepted and rejected ones.
    expect([...shownLabels]).toEqual(expect.arrayContaining(['Pending', 'Accepted', 'Rejected']))
  })

  test('R-RES-CASE-09 R-RES-CASE-11 R-RES-CASE-13: claim rows link the required info, response and decision documents with the deadlines; the history shows its progress first', async ({
    page,
  }) => {
    const investigated = await demoCase(3)
    const caseId = String(investigated.case_id)
    const claims = await claimsOf(caseId)
    const asked = claims.find((claim) => Boolean(claim.claim_info_needed))
    const decided = claims.find((claim) => claim.response_link !== '' && claim.decision_link !== '')
    expect(asked, 'a demo claim with claim info requested').toBeTruthy()
    expect(decided, 'a demo claim responded and decided').toBeTruthy()

    const history = gate()
    await page.route('**/v2/history/get_actions?**', (route) => history.hold(route))
    await page.goto(`/resolve/case/${caseId}`)
    const askedRow = page.getByTestId(`claim-row-${asked!.claim_id}`)
    await expect(
      askedRow.getByRole('link', {
        name: `Required info More claim info needed on claim ${asked!.claim_id}`,
      }),
    ).toHaveAttribute('href', ipfs(asked!.claim_info_required))
    await expect(
      askedRow.getByRole('cell').nth(2).locator(`time[datetime="${asked!.claimant_limit_time}Z"]`),
    ).toBeVisible()
    const decidedRow = page.getByTestId(`claim-row-${decided!.claim_id}`)
    await expect(
      decidedRow.getByRole('link', { name: `View response to claim ${decided!.claim_id}` }),
    ).toHaveAttribute('href', ipfs(decided!.response_link))
    await expect(
      decidedRow.getByRole('link', { name: `View decision on claim ${decided!.claim_id}` }),
    ).toHaveAttribute('href', ipfs(decided!.decision_link))

    await history.held
    await expect(page.getByRole('progressbar', { name: 'Loading case history' })).toBeVisible()
    history.release()
    await expect(page.getByRole('progressbar', { name: 'Loading case history' })).toHaveCount(0)
    await expect(
      page.getByRole('list', { name: 'Case history' }).getByTestId('history-entry').first(),
    ).toBeVisible()
  })
})
