import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { ADMIN, ARB, loadListedAccounts, loginAs, rows, seatedArbitrator } from './resolve-support.ts'

// What a guest sees on the Resolve pages, on a phone-sized screen: no signed-in controls, nothing
// wider than the screen, no serious accessibility violations.

test.describe('Resolve pages for a guest at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('R-RES-HOME-01 R-RES-HOME-02 R-RES-HOME-03 R-RES-CASES-01 R-RES-CASES-02 R-RES-CASES-05: home, cases, elections and a case fit the screen and offer no signed-in actions', async ({
    page,
  }) => {
    const fits = async (what: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0)
      expect(await seriousViolations(page), what).toEqual([])
    }

    await page.goto('/resolve')
    await expect(page.getByRole('heading', { level: 1, name: 'Resolve' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Election status' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Admin dashboard' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Arbitrator dashboard' })).toHaveCount(0)
    await fits('resolve home')

    await page.getByRole('link', { name: 'View cases' }).click()
    await expect(page).toHaveURL(/\/resolve\/cases$/)
    await expect(page.getByRole('region', { name: 'Create a new case' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create case' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Log in to file a case' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Case files' })
    await expect(table.getByRole('columnheader')).toHaveText([
      'ID',
      'Claimant',
      'Respondant',
      'Arbitrator',
      'Approvals',
      'Status',
      'Updated',
      'Actions',
    ])
    await fits('cases page')

    // The demo world always has cases, so a guest can always open one.
    const view = table.getByRole('link', { name: /^View case / }).first()
    await expect(view).toBeVisible()
    await view.click()
    await expect(page.getByTestId('active-case-step')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Log in to see what you can do' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Case actions' })).toHaveCount(0)
    await fits('case page')

    await page.goto('/resolve/elections')
    await expect(page.getByRole('table', { name: 'Elections' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Nominate self' })).toHaveCount(0)
    await fits('elections page')
  })
})

test.describe('Resolve entries by role', () => {
  test('R-RES-HOME-02 R-ROLE-06 R-RES-ARB-01 R-RES-ARB-02 R-RES-ARB-04: the admin gets the admin entry; a removed arbitrator sees a locked status toggle, a seated one its choices with the final ones apart', async ({
    page,
  }) => {
    const listed = await loadListedAccounts()
    const removed = (await rows<{ arb: string; arb_status: number }>(ARB, 'arbitrators')).find(
      (row) => row.arb_status === 3 && listed.some((account) => account.name === row.arb),
    )
    // The e2e devnet always seeds the demo world: a missing admin or removed arbitrator is a failure.
    expect(
      listed.map((account) => account.name),
      'the demo world lists the Resolve admin',
    ).toContain(ADMIN)
    expect(removed, 'the demo world has a removed arbitrator with a listed key').toBeTruthy()

    await loginAs(page, ADMIN, '/resolve')
    await page.getByRole('link', { name: 'Admin dashboard' }).click()
    await expect(page).toHaveURL(/\/resolve\/admin$/)
    await expect(page.getByText(/Only the Resolve admin/)).toHaveCount(0)

    await loginAs(page, removed!.arb, '/resolve/arbitrator')
    const toggle = page.getByRole('group', { name: 'Your arbitrator status' })
    await expect(toggle.getByRole('button')).toHaveText(['Available', 'Unavailable', 'Removed', 'Expired'])
    for (const option of await toggle.getByRole('button').all()) await expect(option).toBeDisabled()
    await expect(toggle.getByRole('button', { name: 'Removed' })).toHaveAttribute('aria-pressed', 'true')
    // Locked: the current status reads in the text colour, the others as plainly off.
    await expect(toggle.getByRole('button', { name: 'Removed' })).toHaveCSS('color', 'rgba(0, 0, 0, 0.87)')
    await expect(toggle.getByRole('button', { name: 'Expired' })).toHaveCSS('color', 'rgba(0, 0, 0, 0.38)')
    await expect(page.getByRole('table', { name: 'Assigned cases' })).toBeVisible()
    expect(await seriousViolations(page), 'arbitrator page, removed').toEqual([])

    // A seated arbitrator: the chosen status in the primary frame and tint; Removed and Expired, which
    // give the seat up for good, in the error colour rather than as two more everyday choices.
    test.setTimeout(120_000)
    await loginAs(page, await seatedArbitrator(), '/resolve/arbitrator')
    const live = page.getByRole('group', { name: 'Your arbitrator status' })
    const chosen = live.locator('[aria-pressed="true"]')
    await expect(chosen).toHaveCSS('border-top-color', 'rgb(87, 26, 255)')
    await expect(chosen).toHaveCSS('background-color', 'rgba(87, 26, 255, 0.14)')
    for (const final of ['Removed', 'Expired'])
      await expect(live.getByRole('button', { name: final })).toHaveCSS('color', 'rgb(198, 40, 40)')
  })
})
