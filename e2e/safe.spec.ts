import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import { loadListedAccounts, loginAs, mustPush, push, randomName, rows, signed } from './resolve-support.ts'

// The smart-safe proof of concept: the demo world's locked safe as it is on chain, then a safe of
// this journey's own (so the demo safe stays as seeded) locked and unlocked in the browser, and the
// contract refusing an unlock the page hides.

const SAFE = 'safe.poc.tbs'

type SafeRow = {
  safe_name: string
  locked: boolean | number
  locked_by: string
  last_lock_time: string
  unlocked_by: string
  last_unlock_time: string
  admins: string[]
}

const safeRow = async (name: string) =>
  (await rows<SafeRow>(SAFE, 'safes')).find((row) => row.safe_name === name)

/** The actions on the safe contract `actor` sent, newest first, from the history API. */
async function safeActionsOf(actor: string): Promise<{ name: string; data: Record<string, unknown> }[]> {
  const search = new URLSearchParams({ account: actor, filter: `${SAFE}:*`, sort: 'desc', limit: '10' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: { act: { name: string; data: Record<string, unknown> } }[]
  }
  return found.actions.map(({ act }) => ({ name: act.name, data: act.data }))
}

test.describe('Smart safe', () => {
  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-ROUTE-21 R-SAFE-01 R-READ-22: lists the seeded safe with its locker, lock time, last unlocker and unlock time', async ({
    page,
  }) => {
    const reads: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/chain/get_table_rows')) reads.push(request.postDataJSON())
    })
    await loginAs(page, 'voter2', '/poc/smartsafe')
    await expect(page.getByRole('heading', { level: 1, name: 'Smart safe' })).toBeVisible()

    const demo = await safeRow('demosafe')
    expect(demo, 'the demo world seeds demosafe').toBeDefined()
    const card = page.getByRole('article', { name: 'demosafe' })
    await expect(card.getByText('Locked', { exact: true })).toBeVisible()
    await expect(card.getByRole('definition').nth(0)).toHaveText(demo!.locked_by)
    await expect(card.locator('time').first()).toHaveAttribute('datetime', `${demo!.last_lock_time}Z`)
    await expect(card.getByRole('definition').nth(2)).toHaveText(demo!.unlocked_by || 'Nobody yet')
    await expect(card.getByRole('definition').nth(4)).toHaveText(demo!.admins.join(', '))
    // voter2 neither locked demosafe nor administers it: no Unlock, and the card says who can.
    await expect(card.getByRole('button', { name: /Unlock/ })).toHaveCount(0)
    await expect(card).toContainText(`Only ${demo!.locked_by} or an admin of this safe can unlock it.`)

    expect(reads).toContainEqual(
      expect.objectContaining({ code: SAFE, table: 'safes', scope: SAFE, limit: 100 }),
    )
    expect(await seriousViolations(page)).toEqual([])
  })

  test('R-SAFE-02 R-SAFE-03 R-CALL-SAFE-01 R-CALL-SAFE-02: a user locks a safe, another cannot unlock it, the locker unlocks it', async ({
    page,
  }) => {
    const name = randomName('safe')
    await mustPush([
      { account: SAFE, name: 'addsafe', actor: SAFE, data: { safe_name: name, admins: ['daomanager'] } },
    ])

    await loginAs(page, 'voter2', '/poc/smartsafe')
    const card = page.getByRole('article', { name })
    await expect(card.getByText('Unlocked', { exact: true })).toBeVisible()
    await expect(card.getByRole('definition').nth(1)).toHaveText('Never')
    await card.getByRole('button', { name: `Lock ${name}` }).click()
    await expect(signed(page)).toBeVisible()
    await expect(card.getByText('Locked', { exact: true })).toBeVisible()
    await expect(card.getByRole('definition').nth(0)).toHaveText('voter2')
    const locked = await safeRow(name)
    expect(locked).toMatchObject({ locked_by: 'voter2' })
    await expect(card.locator('time').first()).toHaveAttribute('datetime', `${locked!.last_lock_time}Z`)
    expect((await safeActionsOf('voter2'))[0]).toEqual({
      name: 'locksafe',
      data: { safe_name: name, locking_account: 'voter2' },
    })

    // The page hides Unlock from voter3, and the contract refuses it when sent anyway.
    await loginAs(page, 'voter3', '/poc/smartsafe')
    await expect(card.getByText('Locked', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: `Unlock ${name}` })).toHaveCount(0)
    const refused = await push([
      {
        account: SAFE,
        name: 'unlocksafe',
        actor: 'voter3',
        data: { safe_name: name, unlocking_account: 'voter3' },
      },
    ])
    expect(refused.ok).toBe(false)
    expect(refused.body).toContain('only the account that locked the safe or an admin can unlock it')

    await loginAs(page, 'voter2', '/poc/smartsafe')
    await card.getByRole('button', { name: `Unlock ${name}` }).click()
    await expect(card.getByText('Unlocked', { exact: true })).toBeVisible()
    await expect(card.getByRole('definition').nth(2)).toHaveText('voter2')
    const unlocked = await safeRow(name)
    expect(unlocked).toMatchObject({ unlocked_by: 'voter2', locked_by: 'voter2' })
    await expect(card.locator('time').nth(1)).toHaveAttribute('datetime', `${unlocked!.last_unlock_time}Z`)
    expect((await safeActionsOf('voter2'))[0]).toEqual({
      name: 'unlocksafe',
      data: { safe_name: name, unlocking_account: 'voter2' },
    })
  })

  test('an admin of a safe may unlock it though someone else locked it', async ({ page }) => {
    const name = randomName('safe')
    await mustPush([
      { account: SAFE, name: 'addsafe', actor: SAFE, data: { safe_name: name, admins: ['daomanager'] } },
      {
        account: SAFE,
        name: 'locksafe',
        actor: 'voter1',
        data: { safe_name: name, locking_account: 'voter1' },
      },
    ])
    await loginAs(page, 'daomanager', '/poc/smartsafe')
    const card = page.getByRole('article', { name })
    await card.getByRole('button', { name: `Unlock ${name}` }).click()
    await expect(card.getByText('Unlocked', { exact: true })).toBeVisible()
    await expect(card.getByRole('definition').nth(2)).toHaveText('daomanager')
  })

  test('on a 375 px phone the safes fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await loginAs(page, 'voter2', '/poc/smartsafe')
    await expect(page.getByRole('article', { name: 'demosafe' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
