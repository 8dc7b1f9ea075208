import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import {
  createAccount,
  listJourneyAccounts,
  loadListedAccounts,
  loginAs,
  mustPush,
  rows,
  signed,
} from './resolve-support.ts'

// Voting in the browser against the demo world: a VOTE ballot (totals change, the vote is marked),
// the selection messages, the prerequisites (stake, liquid, staked, either), regvoter in the same
// transaction for a new voter, a private DAO, an election, and a refusal in plain language.

const DECIDE = 'telos.decide'

type VoteRow = { voter: string; weighted_votes: { key: string; value: string }[] }
type HistoryAction = { trx_id: string; act: { name: string; data: Record<string, unknown> } }

const option = (page: Page, key: string) => page.getByRole('listitem', { name: `Option ${key}` })
const total = async (page: Page, key: string) =>
  Number.parseFloat((await option(page, key).getByTestId('option-total').textContent()) ?? '0')
const message = (page: Page) => page.getByTestId('selection-message')
const prerequisite = (page: Page) => page.getByTestId('vote-prerequisite')
const voteButton = (page: Page) => page.getByRole('button', { name: 'Vote', exact: true })

async function decideActionsOf(account: string): Promise<HistoryAction[]> {
  const search = new URLSearchParams({ account, filter: `${DECIDE}:*`, sort: 'desc', limit: '20' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: HistoryAction[]
  }
  return found.actions
}

/** A new account with TLOS staked to itself (VOTE voting power), not registered anywhere. */
async function stakedAccount(prefix: string): Promise<string> {
  const name = await createAccount(prefix, '200.0000 TLOS')
  await mustPush([
    {
      account: 'eosio',
      name: 'delegatebw',
      actor: name,
      data: {
        from: name,
        receiver: name,
        stake_net_quantity: '10.0000 TLOS',
        stake_cpu_quantity: '40.0000 TLOS',
        transfer: false,
      },
    },
  ])
  return name
}

test.describe('Voting', () => {
  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-GOV-08 R-GOV-14 R-GOV-24 R-GOV-26 R-GOV-27 R-CALL-DEC-02 R-CALL-DEC-03 R-READ-17 R-READ-18: voter1 votes on a VOTE ballot and sees the totals change', async ({
    page,
  }) => {
    const reads: { table: string; scope: string; limit?: number }[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/chain/get_table_rows')) reads.push(request.postDataJSON())
    })
    await loginAs(page, 'voter1', '/trails/ballot/artcontest')
    await expect(message(page)).toHaveText('Choose from 1 to 3 options.')
    await expect(voteButton(page)).toBeDisabled()
    const before = await total(page, 'city')

    await page.getByRole('checkbox', { name: 'City at night' }).check()
    await expect(message(page)).toHaveText('2 more can be chosen.')
    await page.getByRole('checkbox', { name: 'Old forest' }).check()
    await page.getByRole('checkbox', { name: 'Nebula' }).check()
    await expect(message(page)).toHaveText('Maximum reached.')
    await expect(page.getByRole('checkbox', { name: 'Sunrise over the harbour' })).toBeDisabled()
    await page.getByRole('checkbox', { name: 'Nebula' }).uncheck()
    await expect(message(page)).toHaveText('1 more can be chosen.')
    expect(await seriousViolations(page)).toEqual([])

    await voteButton(page).click()
    await expect(signed(page)).toBeVisible()
    await expect.poll(() => total(page, 'city')).toBeGreaterThan(before)
    await expect(option(page, 'city').getByText('Your vote')).toBeVisible()

    const votes = await rows<VoteRow>(DECIDE, 'votes', 'artcontest')
    expect(votes.find((row) => row.voter === 'voter1')?.weighted_votes.map((entry) => entry.key)).toEqual([
      'city',
      'forest',
    ])
    const [castvote, refresh] = await decideActionsOf('voter1')
    expect(castvote?.act).toMatchObject({
      name: 'castvote',
      data: { voter: 'voter1', ballot_name: 'artcontest', options: ['city', 'forest'] },
    })
    expect(refresh?.act).toMatchObject({ name: 'refresh', data: { voter: 'voter1' } })
    expect(refresh?.trx_id).toBe(castvote?.trx_id)

    expect(reads).toContainEqual(expect.objectContaining({ table: 'voters', scope: 'voter1', limit: 1000 }))
    expect(reads).toContainEqual(expect.objectContaining({ table: 'votes', scope: 'artcontest' }))

    await page.reload()
    await expect(option(page, 'city').getByText('Your vote')).toBeVisible()
    await expect(option(page, 'forest').getByText('Your vote')).toBeVisible()
    await expect(page.getByText(/You voted for City at night, Old forest/)).toBeVisible()

    // The list marks the ballots the signed-in account voted on.
    await page.goto('/trails/ballots?q=art+contest')
    const card = page.getByRole('region', { name: 'Ballots' }).getByRole('article')
    await expect(card.getByText('You voted', { exact: true })).toBeVisible()
  })

  test('R-GOV-25: a single-choice ballot says "Choose only 1 option."', async ({ page }) => {
    await loginAs(page, 'voter2', '/trails/ballot/refervoting')
    await expect(message(page)).toHaveText('Choose only 1 option.')
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeVisible()
  })

  test('R-GOV-28: an account without staked TLOS sees the stake prerequisite and cannot sign', async ({
    page,
  }) => {
    // dormant2 never staked (the recovery demo).
    await loginAs(page, 'dormant2', '/trails/ballot/artcontest')
    await expect(prerequisite(page)).toContainText('Stake TLOS for CPU or NET to vote')
    await expect(voteButton(page)).toHaveCount(0)
  })

  test('R-GOV-15 R-CALL-DEC-01 R-CALL-DEC-02 R-CALL-DEC-03: a new VOTE voter votes with regvoter, refresh and castvote in one transaction', async ({
    page,
  }) => {
    const voter = await stakedAccount('gv')
    await listJourneyAccounts(page)
    await loginAs(page, voter, '/trails/ballot/artcontest')
    await expect(page.getByText(/not registered in the VOTE DAO yet/)).toBeVisible()
    await page.getByRole('checkbox', { name: 'Sunrise over the harbour' }).check()
    await voteButton(page).click()
    await expect(signed(page)).toBeVisible()
    await expect(option(page, 'sunrise').getByText('Your vote')).toBeVisible()

    const actions = (await decideActionsOf(voter)).reverse()
    expect(actions.map((action) => action.act.name)).toEqual(['regvoter', 'refresh', 'castvote'])
    expect(new Set(actions.map((action) => action.trx_id)).size).toBe(1)
    expect(actions[0]?.act.data).toMatchObject({ voter, treasury_symbol: '4,VOTE' })
  })

  test('R-GOV-29: a voteliquid DAO ballot with no liquid balance explains the liquid prerequisite', async ({
    page,
  }) => {
    const member = await stakedAccount('gl')
    await mustPush([
      {
        account: DECIDE,
        name: 'regvoter',
        actor: member,
        data: { voter: member, treasury_symbol: '2,DEMO', referrer: null },
      },
    ])
    await listJourneyAccounts(page)
    await loginAs(page, member, '/trails/ballot/pollvoting')
    await expect(prerequisite(page)).toContainText('This ballot counts liquid DEMO')
    await expect(voteButton(page)).toHaveCount(0)
  })

  test('R-GOV-30 R-GOV-31: staked-only DAO ballots, and one with both settings on, which castvote weighs by staked DEMO alone', async ({
    page,
  }) => {
    // voter1 holds liquid DEMO only.
    await loginAs(page, 'voter1', '/trails/ballot/demostaked')
    await expect(prerequisite(page)).toContainText('This ballot counts staked DEMO')
    await expect(voteButton(page)).toHaveCount(0)

    await page.goto('/trails/ballot/demoeither')
    await expect(page.getByRole('heading', { level: 1, name: /both balance settings on/ })).toBeVisible()
    const facts = page.getByRole('definition').filter({ hasText: /^Staked DEMO/ })
    await expect(facts).toHaveText('Staked DEMO (liquid DEMO does not count)')
    await expect(prerequisite(page)).toContainText(
      'This ballot counts staked DEMO only (your liquid DEMO gives no voting power here)',
    )
    await expect(voteButton(page)).toHaveCount(0)
  })

  test('a private DAO sends an unregistered voter to the DAO page', async ({ page }) => {
    // GUILD is private and voter2 is not a member.
    await loginAs(page, 'voter2', '/trails/ballot/boardvoting')
    await expect(prerequisite(page)).toContainText('Only the manager of the GUILD DAO registers its voters')
    await expect(voteButton(page)).toHaveCount(0)
    await prerequisite(page).getByRole('link', { name: 'Go to the GUILD DAO page' }).click()
    await expect(page).toHaveURL(/\/trails\/treasuries\?treasury=GUILD$/)
  })

  test('R-GOV-16: a voter votes in a live election from the elections page', async ({ page }) => {
    await loginAs(page, 'voter3', '/trails/elections/electvoting')
    await expect(page.getByRole('heading', { level: 1, name: 'Elections' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Elections' }).getByRole('link')).not.toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: /Committee Election \(voting\)/ })).toBeVisible()
    // voter3 voted for Producer Three when the demo world was made: the form starts from that vote.
    await expect(page.getByRole('checkbox', { name: 'Producer Three' })).toBeChecked()
    await expect(message(page)).toHaveText('1 more can be chosen.')
    const before = await total(page, 'producer1')
    await page.getByRole('checkbox', { name: 'Producer One' }).check()
    await expect(message(page)).toHaveText('Maximum reached.')
    await voteButton(page).click()
    await expect(signed(page)).toBeVisible()
    await expect.poll(() => total(page, 'producer1')).toBeGreaterThan(before)
    await expect(option(page, 'producer1').getByText('Your vote')).toBeVisible()
    const [castvote] = await decideActionsOf('voter3')
    expect(castvote?.act).toMatchObject({
      name: 'castvote',
      data: { ballot_name: 'electvoting', options: ['producer3', 'producer1'] },
    })
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a contract refusal is explained in plain language, with the contract message on demand', async ({
    page,
  }) => {
    const ballot = `gvclose${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 5)
      .padEnd(5, 'a')}`
    const end = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 19)
    await mustPush([
      {
        account: 'eosio.token',
        name: 'transfer',
        actor: 'daomanager',
        data: { from: 'daomanager', to: DECIDE, quantity: '10.0000 TLOS', memo: 'fees-deposit' },
      },
      {
        account: DECIDE,
        name: 'newballot',
        actor: 'daomanager',
        data: {
          ballot_name: ballot,
          category: 'poll',
          publisher: 'daomanager',
          treasury_symbol: '4,VOTE',
          voting_method: '1token1vote',
          initial_options: ['yes', 'no'],
        },
      },
      {
        account: DECIDE,
        name: 'togglebal',
        actor: 'daomanager',
        data: { ballot_name: ballot, setting_name: 'votestake' },
      },
      {
        account: DECIDE,
        name: 'editdetails',
        actor: 'daomanager',
        data: { ballot_name: ballot, title: 'A poll about to be cancelled', description: '', content: '' },
      },
      {
        account: DECIDE,
        name: 'openvoting',
        actor: 'daomanager',
        data: { ballot_name: ballot, end_time: end },
      },
    ])
    await loginAs(page, 'voter2', `/trails/ballot/${ballot}`)
    await page.getByRole('radio', { name: 'yes' }).check()
    // The publisher cancels it while the page is open.
    await mustPush([
      {
        account: DECIDE,
        name: 'cancelballot',
        actor: 'daomanager',
        data: { ballot_name: ballot, memo: 'Cancel ballot' },
      },
    ])
    await voteButton(page).click()
    const refusal = page.getByRole('alert').filter({ hasText: 'This ballot is not open for voting' })
    await expect(refusal).toBeVisible()
    await refusal.getByText("The contract's message").click()
    await expect(refusal.getByText('ballot status is must be in voting mode to cast vote')).toBeVisible()
  })
})
