import { expect, test } from './fixtures.ts'
import { otherOriginForThisFile } from './other-origin.ts'
import { BASE_URL } from './playwright.config.ts'
import { DEV_PUBLIC_KEY, randomName } from './resolve-support.ts'

// A dApp served from a second loopback origin calls every service the Telos clients call, with the
// headers they send (the original web app's service client adds x-api-key; JSON bodies and dStor's
// headers need a preflight). Nothing routes these requests inside Playwright: Chromium sends the
// real preflight, so a refused header fails the call as it would for a user.

const otherOrigin = otherOriginForThisFile('A Telos dApp')

test('R-HTTP-30: a page on another origin calls the chain, history and backend with the headers real clients send', async ({
  page,
  consoleErrors,
}) => {
  const recipient = randomName('xh').slice(0, 12).padEnd(12, 'a')
  const created = await fetch(`${BASE_URL}/v1/testnet/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountName: recipient, ownerKey: DEV_PUBLIC_KEY, activeKey: DEV_PUBLIC_KEY }),
  })
  expect(created.ok).toBe(true)
  await page.goto(otherOrigin())
  await expect(page.getByRole('heading', { name: 'A Telos dApp' })).toBeVisible()

  const answers = await page.evaluate(
    async ({ devnet, account }) => {
      const json = { 'content-type': 'application/json' }
      const service = { ...json, 'x-api-key': 'telos-web-app' }
      const call = async (path: string, init: RequestInit = {}) => {
        try {
          const response = await fetch(`${devnet}${path}`, init)
          return { status: response.status, body: await response.text() }
        } catch (error) {
          return { status: 0, body: `refused: ${String(error)}` }
        }
      }
      const post = (path: string, body: unknown, headers: Record<string, string> = json) =>
        call(path, { method: 'POST', headers, body: JSON.stringify(body) })
      // dStor uploads are not here: the devnet takes them only from its own pages and the origin its
      // --cors-origin names (a page elsewhere could otherwise fill the disk), which
      // cross-origin.test.ts (R-HTTP-26) checks.
      return {
        chainInfo: await post('/v1/chain/get_info', {}),
        blockInfo: await post('/v1/chain/get_block_info', { block_num: 1 }),
        historyV2: await call('/v2/history/get_actions?limit=1', { headers: json }),
        historyV1: await post('/v1/history/get_actions', { account_name: account, pos: -1, offset: -5 }),
        nameCheck: await call(`/v1/accounts/${account}`, { headers: service }),
        faucet: await call(`/v1/testnet/faucet/${account}`, { headers: service }),
      }
    },
    { devnet: BASE_URL, account: recipient },
  )

  expect(Object.entries(answers).filter(([, answer]) => answer.status === 0)).toEqual([])
  expect(answers.chainInfo.status).toBe(200)
  expect(JSON.parse(answers.blockInfo.body)).toMatchObject({ block_num: 1, ref_block_num: 1 })
  expect(answers.historyV2.status).toBe(200)
  expect(answers.historyV1.status).toBe(200)
  // The backend answers a taken name with 409: the check itself went through.
  expect(answers.nameCheck.status).toBe(409)
  expect(JSON.parse(answers.faucet.body)).toMatchObject({ success: true })
  // Chromium logs the taken name's 409 as a failed resource; it is the answer the check expects.
  expect(consoleErrors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([])
  consoleErrors.length = 0
})
