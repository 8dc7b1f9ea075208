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
  push,
  rows,
  signed,
} from './resolve-support.ts'

// Profiles: a seeded profile as guests see it, then a new account creating its profile and editing
// only its bio (one editbio on chain, read back from history), a hostile bio shown as text, the edit
// page refused to others (and the contract refusing them too), and a failed profile read.

type ProfileRow = { account_name: string; display_name: string; avatar: string; bio: string; status: string }

const profileOf = async (account: string) =>
  (await rows<ProfileRow>('profiles', 'profiles')).find((row) => row.account_name === account)

/** The actions of every profiles transaction `account` sent, oldest first, from the history API. */
async function profileTransactions(account: string): Promise<string[][]> {
  const search = new URLSearchParams({ account, filter: 'profiles:*', sort: 'asc', limit: '50' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: { trx_id: string; act: { name: string } }[]
  }
  const byTransaction = new Map<string, string[]>()
  for (const { trx_id, act } of found.actions)
    byTransaction.set(trx_id, [...(byTransaction.get(trx_id) ?? []), act.name])
  return [...byTransaction.values()]
}

type ProfileActionRecord = { name: string; data: Record<string, unknown> }

/** Like `profileTransactions`, with each action's data as history returns it. */
async function profileActionData(account: string): Promise<ProfileActionRecord[][]> {
  const search = new URLSearchParams({ account, filter: 'profiles:*', sort: 'asc', limit: '50' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: { trx_id: string; act: ProfileActionRecord }[]
  }
  const byTransaction = new Map<string, ProfileActionRecord[]>()
  for (const { trx_id, act } of found.actions)
    byTransaction.set(trx_id, [...(byTransaction.get(trx_id) ?? []), { name: act.name, data: act.data }])
  return [...byTransaction.values()]
}

/** A new account with a profile made by its own newprofile, selectable in the Local keys wallet. */
async function accountWithProfile(prefix: string, displayName: string): Promise<string> {
  const account = await createAccount(prefix, '10.0000 TLOS')
  await mustPush([
    {
      account: 'profiles',
      name: 'newprofile',
      actor: account,
      data: { account, display_name: displayName, avatar: '', bio: 'Seeded by a journey.' },
    },
    { account: 'profiles', name: 'editstatus', actor: account, data: { account, new_status: 'around' } },
  ])
  return account
}

/** Opens `account`'s profile and waits for the profile service's answer about it. */
async function openProfile(page: Page, account: string) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(`/v1/profile/public/${account}`) && response.ok(),
  )
  await page.goto(`${BASE_URL}/profiles/display/${account}`)
  await answered
  await expect(page.getByTestId('profile-account')).toHaveText(`@${account}`)
}

test.describe('Profiles', () => {
  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-PROF-01 R-PROF-08 R-ERR-20: a guest sees a seeded profile with its avatar, names, status, bio and TLOS; a failed read says so', async ({
    page,
  }) => {
    const seeded = await profileOf('arbitrator1')
    expect(seeded, 'the demo world seeds arbitrator1').toBeDefined()
    await page.goto('/profiles/display/arbitrator1')
    const card = page.getByRole('region', { name: 'Profile' })
    await expect(card.getByTestId('profile-display-name')).toHaveText(seeded!.display_name)
    await expect(card.getByTestId('profile-account')).toHaveText('@arbitrator1')
    await expect(card.getByTestId('profile-status')).toHaveText(`Status: ${seeded!.status}`)
    await expect(card.getByTestId('profile-bio')).toHaveText(seeded!.bio)
    // The demo avatar (a gateway path, /ipfs/…) is shown from the configured gateway, at the page's size.
    const avatar = card.locator('img').first()
    await expect(avatar).toHaveAttribute(
      'src',
      new RegExp(`/ipfs/${seeded!.avatar.replace(/^ipfs:\/\/|^\/ipfs\//, '')}$`),
    )
    await expect(page.getByTestId('profile-liquid')).toHaveText(/^\d+\.\d{4} TLOS$/)
    await expect(page.getByTestId('profile-staked')).toHaveText(/^\d+\.\d{4} TLOS$/)
    await expect(card.getByRole('link', { name: 'Edit profile' })).toHaveCount(0)
    await expect(
      page.getByRole('navigation', { name: 'Take part' }).getByRole('link', { name: 'Resolve cases' }),
    ).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // An account without a profile is shown as the account, not as an error.
    await page.goto('/profiles/display/dormant2')
    await expect(page.getByText('dormant2 has no profile yet.')).toBeVisible()

    await page.route('**/v1/chain/get_table_rows', async (route) => {
      const body = route.request().postDataJSON() as { code: string; table: string }
      if (body.table === 'profiles')
        await route.fulfill({ status: 500, json: { code: 500, message: 'down' } })
      else await route.fallback()
    })
    await page.goto('/profiles/display/arbitrator2')
    await expect(page.getByRole('alert')).toContainText('The profile could not be read from the chain.')
  })

  test('R-PROF-03 R-PROF-06 R-CALL-PROF-01 R-CALL-PROF-03 R-PROF-04: a new account creates its profile, then editing only the bio sends exactly one editbio; a hostile bio shows as text', async ({
    page,
    consoleErrors,
  }) => {
    const account = await createAccount('pf', '10.0000 TLOS')
    await listJourneyAccounts(page)
    await loginAs(page, account, `/profiles/display/${account}`)
    await expect(page.getByText('You have no profile yet.')).toBeVisible()
    await page.getByRole('link', { name: 'Create your profile' }).click()
    await expect(page).toHaveURL(new RegExp(`/profiles/edit/${account}$`))

    const form = page.getByRole('form', { name: 'Create profile' })
    // The contract counts UTF-8 bytes: the count shows while typing, before any submit.
    await form.getByLabel('Display name').fill('Zoë Ångström Èv')
    await expect(form.getByText('19 / 16 bytes: too long')).toBeVisible()
    await form.getByRole('button', { name: 'Create profile' }).click()
    await expect(form.getByText('Must be at most 16 bytes.')).toBeVisible()
    await form.getByLabel('Display name').fill('Pat Profile')
    await form.getByLabel('Status').fill('testing')
    await form.getByLabel('Bio').fill('Hello from **Pat**.')
    await form.getByRole('button', { name: 'Create profile' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/profiles/display/${account}$`))
    await expect(page.getByTestId('profile-display-name')).toHaveText('Pat Profile')
    await expect(page.getByTestId('profile-status')).toHaveText('Status: testing')
    await expect(page.getByTestId('profile-bio').locator('strong')).toHaveText('Pat')

    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> hi'
    await page.getByRole('link', { name: 'Edit profile' }).click()
    const edit = page.getByRole('form', { name: 'Edit profile' })
    await edit.getByLabel('Bio').fill(hostile)
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL(new RegExp(`/profiles/display/${account}$`))
    await expect(page.getByTestId('profile-bio')).toHaveText(hostile)
    await expect(page.getByTestId('profile-bio').locator('img, script')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()

    await expect.poll(() => profileTransactions(account)).toEqual([['newprofile', 'editstatus'], ['editbio']])
    expect((await profileOf(account))?.bio).toBe(hostile)
    expect(await seriousViolations(page)).toEqual([])

    // Someone else's profile: the page offers no form, and the contract refuses the edit anyway.
    await page.goto('/profiles/edit/arbitrator1')
    await expect(page.getByTestId('signed-in-account')).toHaveText(account, { timeout: 30_000 })
    await expect(page.getByText('Only arbitrator1 can edit this profile.')).toBeVisible()
    await expect(page.getByRole('form')).toHaveCount(0)
    const refused = await push([
      {
        account: 'profiles',
        name: 'editbio',
        actor: account,
        data: { account: 'arbitrator1', new_bio: 'mine' },
      },
    ])
    expect(refused.ok).toBe(false)
    expect(refused.body).toMatch(/missing authority of arbitrator1/)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('Profile verification', () => {
  test('R-ROUTE-22 R-PROF-05 R-ERR-15: an unverified user is told how to verify, logs in to the profile service with the wallet, verifies by email code and sees contacts', async ({
    page,
    consoleErrors,
  }) => {
    await loadListedAccounts()
    await loginAs(page, 'voter2', '/profiles/contacts')
    await expect(page.getByText('Contacts are open to verified profiles')).toBeVisible()
    await page.getByRole('link', { name: 'Verify my profile' }).click()
    await page.getByRole('button', { name: 'Log in to the profile service' }).click()
    const form = page.getByRole('form', { name: 'Verify an email or phone' })
    await form.getByLabel('Email address').fill('voter2@example.org')
    await form.getByRole('button', { name: 'Send the code' }).click()
    await expect(form.getByText('A verification code was sent to voter2@example.org.')).toBeVisible()
    const mail = (
      (await (await fetch(`${BASE_URL}/devnet/email`)).json()) as { to: string; code: string }[]
    ).find((entry) => entry.to === 'voter2@example.org')
    await form.getByLabel('Verification code').fill(mail!.code)
    await form.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('Verified: email voter2@example.org.')).toBeVisible()
    await page.getByRole('link', { name: 'See your contacts' }).click()
    const list = page.getByRole('list', { name: 'Contacts' })
    await expect(list.getByText('@voter2')).toBeVisible()
    await page.getByLabel('Search contacts').fill('nobody')
    await expect(page.getByText('No verified profiles match.')).toBeVisible()
    await page.getByLabel('Search contacts').fill('voter')
    await list.getByRole('link').first().click()
    await expect(page.getByText('Verified by email.')).toBeVisible()
    await expect(page.getByText('voter2@example.org')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})

test.describe('Verified badge', () => {
  test('R-PROF-02: the verified badge comes from the profile service: shown once the owner verifies by email, absent for an unverified profile even when its chain row says is_verified', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await loadListedAccounts()
    const verified = await accountWithProfile('pv', 'Vera Verified')
    const unverified = await accountWithProfile('pu', 'Una Unverified')
    // The chain's is_verified is not the profile service's word: set it on the unverified profile.
    await mustPush([
      {
        account: 'profiles',
        name: 'verify',
        actor: 'profiles',
        permission: 'verify',
        data: { account: unverified },
      },
    ])
    expect(
      (await rows<{ account_name: string; is_verified: number }>('profiles', 'profiles')).find(
        (row) => row.account_name === unverified,
      )?.is_verified,
    ).toBe(1)

    await listJourneyAccounts(page)
    await loginAs(page, verified, `/profiles/display/${verified}`)
    await openProfile(page, verified)
    await expect(page.getByTestId('profile-display-name')).toHaveText('Vera Verified')
    await expect(page.getByTestId('profile-verified')).toHaveCount(0)

    await page.goto('/profiles/add/profileLogin')
    await page.getByRole('button', { name: 'Log in to the profile service' }).click()
    const form = page.getByRole('form', { name: 'Verify an email or phone' })
    const address = `${verified}@example.org`
    await form.getByLabel('Email address').fill(address)
    await form.getByRole('button', { name: 'Send the code' }).click()
    await expect(form.getByText(`A verification code was sent to ${address}.`)).toBeVisible()
    const mail = (
      (await (await fetch(`${BASE_URL}/devnet/email`)).json()) as { to: string; code: string }[]
    ).find((entry) => entry.to === address)
    await form.getByLabel('Verification code').fill(mail!.code)
    await form.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText(`Verified: email ${address}.`)).toBeVisible()

    await openProfile(page, verified)
    await expect(page.getByTestId('profile-verified')).toHaveText('Verified')
    expect(await seriousViolations(page)).toEqual([])

    // A guest sees the same: the badge on the verified profile, none on the other.
    const guest = await browser.newPage()
    await openProfile(guest, verified)
    await expect(guest.getByTestId('profile-verified')).toBeVisible()
    await openProfile(guest, unverified)
    await expect(guest.getByTestId('profile-display-name')).toHaveText('Una Unverified')
    await expect(guest.getByTestId('profile-verified')).toHaveCount(0)
    await guest.close()
    expect(consoleErrors).toEqual([])
  })
})

test.describe('Profile edits one field at a time', () => {
  test('R-CALL-PROF-02 R-CALL-PROF-04 R-CALL-PROF-05: changing only the avatar, the display name or the status sends only editavatar, editdisplay or editstatus with its field', async ({
    page,
    consoleErrors,
  }) => {
    const account = await accountWithProfile('pe', 'Eddie Edits')
    await listJourneyAccounts(page)
    await loginAs(page, account, `/profiles/edit/${account}`)
    const form = page.getByRole('form', { name: 'Edit profile' })
    const save = async () => {
      await form.getByRole('button', { name: 'Save changes' }).click()
      await expect(page).toHaveURL(new RegExp(`/profiles/display/${account}$`))
    }

    // An avatar that is not an http(s) or ipfs address is refused under the field, and nothing is saved.
    for (const bad of ['not a url', 'javascript:alert(1)']) {
      await form.getByRole('textbox', { name: 'Avatar' }).fill(bad)
      await form.getByRole('button', { name: 'Save changes' }).click()
      await expect(
        form.getByText('Use an https://, http:// or ipfs:// address, or leave it empty.'),
      ).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/profiles/edit/${account}$`))
    }

    // The avatar: an image uploaded to the devnet's storage, kept as ipfs://{hash}.
    await form.locator('input[type=file]').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    })
    await expect(form.getByRole('textbox', { name: 'Avatar' })).toHaveValue(/^ipfs:\/\/\w+$/)
    const avatar = await form.getByRole('textbox', { name: 'Avatar' }).inputValue()
    await save()
    const card = page.getByRole('region', { name: 'Profile' })
    await expect(card.locator('img').first()).toHaveAttribute(
      'src',
      new RegExp(`/ipfs/${avatar.replace('ipfs://', '')}$`),
    )

    await page.getByRole('link', { name: 'Edit profile' }).click()
    await form.getByLabel('Display name').fill('Eddie Renamed')
    await save()
    await expect(page.getByTestId('profile-display-name')).toHaveText('Eddie Renamed')

    await page.getByRole('link', { name: 'Edit profile' }).click()
    await form.getByLabel('Status').fill('busy')
    await save()
    await expect(page.getByTestId('profile-status')).toHaveText('Status: busy')

    // Read back from history: after the seeded creation, exactly one action per save, with its field.
    await expect
      .poll(async () => (await profileActionData(account)).slice(1))
      .toEqual([
        [{ name: 'editavatar', data: { account, new_avatar: avatar } }],
        [{ name: 'editdisplay', data: { account, new_display_name: 'Eddie Renamed' } }],
        [{ name: 'editstatus', data: { account, new_status: 'busy' } }],
      ])
    const row = await profileOf(account)
    expect(row).toMatchObject({
      avatar,
      display_name: 'Eddie Renamed',
      status: 'busy',
      bio: 'Seeded by a journey.',
    })
    expect(consoleErrors).toEqual([])
  })

  test('R-PROF-08: a bio with a heading, bold and an HTML tag shows the heading and the bold, and the tag as text', async ({
    page,
  }) => {
    const account = await accountWithProfile('pm', 'Marked Down')
    const bio = '## About me\n\nI build **tools** <img src=x onerror="window.__pwned=1"> daily.'
    await mustPush([
      { account: 'profiles', name: 'editbio', actor: account, data: { account, new_bio: bio } },
    ])
    await openProfile(page, account)
    const shown = page.getByTestId('profile-bio')
    await expect(shown.getByRole('heading', { name: 'About me' })).toBeVisible()
    await expect(shown.locator('strong')).toHaveText('tools')
    await expect(shown).toContainText('<img src=x onerror="window.__pwned=1"> daily.')
    await expect(shown.locator('img, script')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  })
})
