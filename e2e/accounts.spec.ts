import { readFile } from 'node:fs/promises'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import { loadListedAccounts, loginAs, randomName, rows, signed } from './resolve-support.ts'

// Accounts: a guest creates an account (taken name, bad phone, wrong codes, the SMS code from the
// devnet outbox, keys made and downloaded in the browser, only public keys sent), imports its key
// into the Local keys wallet and lands on its profile; the claim page's three answers and removeme.

type Sms = { to: string; code: string; purpose: string }
type Permission = { perm_name: string; required_auth: { keys: { key: string }[] } }

const keyIn = (text: string, label: string) => new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? ''

test.describe('Accounts', () => {
  test.beforeAll(async () => {
    await loadListedAccounts()
  })

  test('R-ACCT-01 R-ACCT-02: a guest creates an account with the SMS code and browser-made keys (only public keys sent), imports the key and lands on the profile', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000)
    const sent: string[] = []
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
    const account = randomName('new')
    const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

    await page.goto('/accounts/add')
    await expect(page.locator('[data-layout="guest"]')).toBeVisible()
    const details = page.getByRole('form', { name: 'Account name and phone' })
    await details.getByLabel('Account name').fill('testtelosarb')
    await expect(details.getByText('This account already exists.')).toBeVisible()
    await details.getByLabel('Account name').fill(account)
    await expect(details.getByText('This name is available.')).toBeVisible()
    await details.getByLabel('Phone number').fill('123')
    await details.getByRole('button', { name: 'Send the code' }).click()
    await expect(details.getByText('Enter a valid phone number.')).toBeVisible()
    await details.getByLabel('Phone number').fill(phone)
    await details.getByRole('button', { name: 'Send the code' }).click()
    await expect(page.getByText(/A verification code was sent to/)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    const outbox = (await (await fetch(`${BASE_URL}/devnet/sms`)).json()) as Sms[]
    const code = outbox.find((sms) => sms.to === phone)?.code
    expect(code, 'the code in the devnet SMS outbox').toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'

    // Four wrong codes: the backend checks a code only when the account is created, so each refusal
    // takes the user back to the code, with the tries left under it; the keys stay the same throughout.
    const codeForm = page.getByRole('form', { name: 'SMS code' })
    await expect(
      codeForm.getByText('The code is checked when the account is created, after the keys.'),
    ).toBeVisible()
    for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
      await codeForm.getByLabel('SMS code').fill(wrong)
      await codeForm.getByRole('button', { name: 'Continue' }).click()
      await page.getByLabel('I saved my keys').check()
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect(codeForm.getByText(`The verification code is not correct (${left} left).`)).toBeVisible()
      await expect(codeForm.getByLabel('SMS code')).toBeFocused()
    }
    await codeForm.getByLabel('SMS code').fill(code!)
    await codeForm.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled()
    // A disabled button says why, next to it.
    const reason = page.getByText('Tick “I saved my keys” to create the account.')
    await expect(reason).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveAccessibleDescription(
      'Tick “I saved my keys” to create the account.',
    )
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download the keys' }).click()
    const file = await readFile((await (await downloading).path())!, 'utf8')
    const activePrivate = keyIn(file, 'Active private key')
    const ownerPrivate = keyIn(file, 'Owner private key')
    const activePublic = keyIn(file, 'Active public key')
    expect(activePrivate).toMatch(/^5\w{50}$/)
    await expect(page.getByRole('textbox', { name: 'Active private key', exact: true })).toHaveValue(
      activePrivate,
    )
    await page.getByLabel('I saved my keys').check()
    await expect(reason).toBeHidden()
    await page.getByRole('button', { name: 'Create account' }).click()

    await expect(page).toHaveURL(/\/accounts\/add\/congratulations$/)
    await expect(page.getByTestId('created-account')).toHaveText(account)
    const [chainAccount] = await Promise.all([
      fetch(`${BASE_URL}/v1/chain/get_account`, {
        method: 'POST',
        body: JSON.stringify({ account_name: account }),
      }),
    ])
    const permissions = ((await chainAccount.json()) as { permissions: Permission[] }).permissions
    expect(permissions.find((p) => p.perm_name === 'active')?.required_auth.keys[0]?.key).toBe(activePublic)
    // The private keys never left the browser; the public ones did, once.
    expect(sent.filter((line) => line.includes(activePrivate) || line.includes(ownerPrivate))).toEqual([])
    expect(sent.filter((line) => line.includes('/v1/accounts ') && line.includes(activePublic))).toHaveLength(
      5,
    )

    await page.goto('/login')
    await page.getByRole('button', { name: /Local keys/ }).click()
    await page.getByRole('button', { name: 'Import a key' }).click()
    const importing = page.getByRole('form', { name: 'Import a key' })
    await expect(importing.getByText(/kept unencrypted in this browser/)).toBeVisible()
    await importing.getByLabel('Account name').fill(account)
    await importing
      .getByLabel('Private key')
      .fill(ownerPrivate === activePrivate ? 'x' : '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3')
    await importing.getByRole('button', { name: 'Import' }).click()
    await expect(importing.getByText(`This key does not sign for ${account}.`)).toBeVisible()
    await importing.getByLabel('Private key').fill(activePrivate)
    await importing.getByRole('button', { name: 'Import' }).click()
    await expect(page.getByRole('radio', { name: new RegExp(`^${account}\\b`) })).toBeChecked()
    await page.getByRole('button', { name: `Log in as ${account}` }).click()
    await expect(page.getByTestId('signed-in-account')).toHaveText(account)
    await expect(page).toHaveURL(new RegExp(`/profiles/display/${account}$`))
    await expect(page.getByText('You have no profile yet.')).toBeVisible()
    // The browser logs the backend's refusals (409 taken name, 400 wrong codes) as failed loads: those only.
    expect(consoleErrors.filter((line) => !/status of (409|400)\b/.test(line))).toEqual([])
    consoleErrors.length = 0
  })

  test('R-ACCT-03 R-ACCT-04 R-CALL-REC-01: the claim check says recover, claimed or unstake; dormant1 removes itself', async ({
    page,
  }) => {
    await page.goto('/accounts/claim')
    const check = page.getByRole('form', { name: 'Check an account' })
    await check.getByLabel('Account name').fill('dormant2')
    await check.getByRole('button', { name: 'Check' }).click()
    await expect(page.getByTestId('claim-state')).toContainText(
      'dormant2 is on the recovery list to be recovered',
    )
    await expect(
      page.getByText('Only dormant2, signed in, can remove itself from the recovery lists.'),
    ).toBeVisible()
    await check.getByLabel('Account name').fill('voter1')
    await check.getByRole('button', { name: 'Check' }).click()
    // voter1 was never on the lists: the page must not say it was claimed.
    await expect(page.getByTestId('claim-state')).toContainText(
      'voter1 is not on the recovery lists: none of its TLOS will be unstaked or recovered.',
    )
    await expect(page.getByTestId('claim-state')).not.toContainText('claimed')
    expect(await seriousViolations(page)).toEqual([])

    await loginAs(page, 'dormant1', '/accounts/claim')
    await expect(page.getByTestId('claim-state')).toContainText(
      'dormant1 is on the recovery list to be unstaked',
    )
    await page.getByRole('button', { name: 'Remove me' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove me' })
    await expect(dialog).toContainText('Remove dormant1 from the recovery lists?')
    await dialog.getByRole('button', { name: 'Remove me' }).click()
    await expect(signed(page)).toBeVisible()
    await expect(page.getByTestId('claim-state')).toContainText('dormant1 is not on the recovery lists')
    expect(
      (await rows<{ account_name: string }>('tlosrecovery', 'unstake')).map((row) => row.account_name),
    ).not.toContain('dormant1')

    const search = new URLSearchParams({ account: 'dormant1', filter: 'tlosrecovery:removeme', limit: '1' })
    const history = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
      actions: { act: { data: Record<string, unknown> } }[]
    }
    expect(history.actions[0]?.act.data).toEqual({ account_name: 'dormant1' })
  })
})
