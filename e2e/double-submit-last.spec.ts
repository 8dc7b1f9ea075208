import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { describeSubmitsOnce, signedInOn, type SubmitForm } from './double-submit-support.ts'
import { openJourneyElection, type JourneyElection } from './journey-election.ts'
import { ARB, listJourneyAccounts, loadListedAccounts } from './resolve-support.ts'

// No submit sends twice, for the last forms: a vote in a live arbitration election, and the two
// arbitrator statuses that give a seat up for good (Removed, Expired). Other journeys share this
// devnet and the clock is never moved: the election is this file's own (journey-election.ts sets the
// demo world's running election aside and makes it again afterwards), its ballot votes for 90 s, and
// the seats it gives are the ones given up here. The testnet rotation's double click is in
// testnet.spec.ts, after the reads of the schedule.

// Long enough for the vote's journey to reach its ballot on a busy machine, short enough to wait for.
const VOTING_SECONDS = 90

let election: Promise<JourneyElection>
test.beforeAll(async () => {
  test.setTimeout(120_000)
  await loadListedAccounts()
  election = openJourneyElection(VOTING_SECONDS)
  await election
})
test.afterAll(async () => {
  test.setTimeout(240_000)
  await (await election).restore()
})

// Phone width: each form is used there too, and must neither scroll sideways nor hide its submit.
test.use({ viewport: { width: 375, height: 812 } })

const fitsTheScreen = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0)

/** The seated arbitrator's status button `label`, then its confirmation's submit. */
function finalStatus(label: 'Removed' | 'Expired', seat: 0 | 1): SubmitForm {
  return {
    form: `Set ${label} in the Set your status to ${label}? confirmation on /resolve/arbitrator`,
    action: `${ARB}:newarbstatus`,
    open: async (page) => {
      // The seat is given once the ballot's voting window has passed: this journey waits for it.
      test.setTimeout(test.info().timeout + VOTING_SECONDS * 1000)
      const actor = (await (await election).seated())[seat]
      await listJourneyAccounts(page)
      await signedInOn(page, actor, '/resolve/arbitrator')
      const status = page.getByRole('group', { name: 'Your arbitrator status' })
      await expect(status.getByRole('button', { name: 'Unavailable', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await fitsTheScreen(page)
      // At phone width the four options make two rows of two, the two that end the seat together.
      const top = async (name: string) =>
        (await status.getByRole('button', { name, exact: true }).boundingBox())?.y
      expect(await top('Removed')).toBe(await top('Expired'))
      expect(await top('Available')).toBeLessThan((await top('Removed'))!)
      // The empty list of assigned cases says so on screen, not off to the side of its wide table.
      const empty = page.getByRole('table', { name: 'Assigned cases' }).getByText('No cases.')
      const box = await empty.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 375, 'the empty state is on screen').toBe(true)
      await status.getByRole('button', { name: label, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: `Set your status to ${label}?` })
      return { actor, submit: dialog.getByRole('button', { name: `Set ${label}` }) }
    },
  }
}

const FORMS: SubmitForm[] = [
  {
    form: 'Vote on a live arbitration election, reached from /resolve/elections (R-RES-ELEC-13)',
    action: 'telos.decide:castvote',
    open: async (page) => {
      const { ballot, candidates, voter } = await election
      await listJourneyAccounts(page)
      // The way a Resolve user gets there: the election's ballot name on the Resolve elections page.
      await signedInOn(page, voter, '/resolve/elections')
      await page.getByRole('link', { name: `Ballot ${ballot}: vote or see the results` }).click()
      await expect(page).toHaveURL(new RegExp(`/trails/elections/${ballot}$`))
      await expect(page.getByRole('heading', { level: 2, name: /Telos Arbitrator Election/ })).toBeVisible()
      await fitsTheScreen(page)
      await page.getByRole('checkbox', { name: new RegExp(candidates[0]) }).check()
      return { actor: voter, submit: page.getByRole('button', { name: 'Vote', exact: true }) }
    },
  },
  finalStatus('Removed', 0),
  finalStatus('Expired', 1),
]

describeSubmitsOnce('Every submit sends once: arbitration election, final arbitrator statuses', FORMS)
