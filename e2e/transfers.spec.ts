import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import { loginAs, rows, signed } from './resolve-support.ts'

// /transfers/add: any token the user holds (TLOS first), its balance, pre-sign checks, and after a
// send the new balance and a notification linking the transaction.

const liquid = async (account: string) => {
  const response = await fetch(`${BASE_URL}/v1/chain/get_account`, {
    method: 'POST',
    body: JSON.stringify({ account_name: account }),
  })
  return ((await response.json()) as { core_liquid_balance?: string }).core_liquid_balance ?? '0.0000 TLOS'
}
const units = (asset: string) => BigInt(asset.split(' ')[0]!.replace('.', ''))
const demotkOf = async (account: string) =>
  (await rows<{ balance: string }>('secure.token', 'accounts', account)).find((row) =>
    row.balance.endsWith(' DEMOTK'),
  )?.balance ?? '0.0000 DEMOTK'

test('R-XFER-01 R-XFER-02 R-TOK-07: a holder sends TLOS (4 decimals) and DEMOTK from /transfers/add; balances update and the notification links the transaction', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await loginAs(page, 'voter1', '/transfers/add')
  const token = page.getByLabel('Token')
  await expect(token.locator('option:checked')).toHaveText('TLOS (eosio.token)')
  const before = await liquid('voter1')
  await expect(page.getByTestId('liquid-balance')).toHaveText(before)
  const recipientBefore = await liquid('claimant1')

  await page.getByLabel('To account').fill('claimant1')
  await page.getByLabel('Amount (TLOS)').fill('1.00001')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('At most 4 decimals.')).toBeVisible()
  await page.getByLabel('Amount (TLOS)').fill('1.5')
  await page.getByLabel('Memo').fill('transfer journey')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(signed(page)).toBeVisible()
  expect(units(await liquid('claimant1')) - units(recipientBefore)).toBe(15_000n)
  await expect(page.getByTestId('liquid-balance')).toHaveText(await liquid('voter1'))
  expect(units(before) - units(await liquid('voter1'))).toBe(15_000n)

  // The success notification links the transaction, which holds the 4-decimal quantity.
  await page.getByRole('button', { name: /^Notifications:/ }).click()
  const item = page.locator('#notification-drawer').getByRole('listitem').first()
  await expect(item).toContainText('Sent 1.5000 TLOS to claimant1.')
  const href = await item.getByRole('link', { name: /View transaction/ }).getAttribute('href')
  const id = href?.split('/').pop() ?? ''
  const transaction = (await (await fetch(`${BASE_URL}/v2/history/get_transaction?id=${id}`)).json()) as {
    actions: { act: { account: string; name: string; data: Record<string, unknown> } }[]
  }
  expect(transaction.actions[0]?.act).toMatchObject({
    account: 'eosio.token',
    name: 'transfer',
    data: { from: 'voter1', to: 'claimant1', quantity: '1.5000 TLOS', memo: 'transfer journey' },
  })
  await page.keyboard.press('Escape')

  // Another token the user holds: its balance, the checks with its decimals, the send.
  await token.selectOption({ label: 'DEMOTK (secure.token)' })
  const held = await demotkOf('voter1')
  await expect(page.getByTestId('liquid-balance')).toHaveText(held)
  const theirs = await demotkOf('claimant1')
  await page.getByLabel('To account').fill('nosuchacct12')
  await page.getByLabel('Amount (DEMOTK)').fill('999999')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText(/^Must be at most/)).toBeVisible()
  await page.getByLabel('Amount (DEMOTK)').fill('2.5')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('This account does not exist.')).toBeVisible()
  await page.getByLabel('To account').fill('claimant1')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByTestId('liquid-balance')).not.toHaveText(held)
  expect(units(await demotkOf('claimant1')) - units(theirs)).toBe(25_000n)
  await expect(page.getByTestId('liquid-balance')).toHaveText(await demotkOf('voter1'))
  expect(await seriousViolations(page)).toEqual([])
})
