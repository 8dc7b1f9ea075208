import { APIClient } from '@wharfkit/antelope'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { signActions, type RawAction } from '../apps/devnet/src/testing/sign-actions.ts'
import { BASE_URL } from './playwright.config.ts'

// Shared by the Resolve journeys. The stories run in the browser against a fresh devnet: each party logs in through the Local keys
// wallet. Accounts the journey creates itself sign with the development key and are added to the
// wallet's account list (GET /devnet/accounts) for this page only; demo accounts keep their own keys.

export const DEV_PRIVATE_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'
export const DEV_PUBLIC_KEY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
export const ARB = 'testtelosarb'
export const ADMIN = 'resolveadmin'
export const DAY = 86_400

export type Listed = { name: string; privateKey: string; publicKey: string; description: string }
export type { RawAction }

const api = new APIClient({ url: BASE_URL })
let listed: Listed[] = []

/** Reads the demo accounts the Local keys wallet lists (their keys sign for them). */
export async function loadListedAccounts(): Promise<Listed[]> {
  listed = (await (await fetch(`${BASE_URL}/devnet/accounts`)).json()) as Listed[]
  return listed
}
const created: Listed[] = []

export const keyOf = (actor: string) =>
  listed.find((row) => row.name === actor)?.privateKey ?? DEV_PRIVATE_KEY

/** Signs and sends a transaction as the actors of its actions; resolves with the chain's answer. */
export async function push(actions: RawAction[]): Promise<{ ok: boolean; body: string }> {
  const actors = [...new Set(actions.map((action) => action.actor))]
  const signed = await signActions(api, actions, { keys: [...new Set(actors.map(keyOf))] })
  const response = await fetch(`${BASE_URL}/v1/chain/send_transaction`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(signed.body),
  })
  return { ok: response.ok, body: await response.text() }
}

export async function mustPush(actions: RawAction[]) {
  const result = await push(actions)
  expect(result.ok, result.body).toBe(true)
}

export async function rows<T>(code: string, table: string, scope = code): Promise<T[]> {
  const response = await fetch(`${BASE_URL}/v1/chain/get_table_rows`, {
    method: 'POST',
    body: JSON.stringify({ code, table, scope, json: true, limit: 1000 }),
  })
  return ((await response.json()) as { rows: T[] }).rows
}

export const randomName = (prefix: string) =>
  prefix +
  Array.from(
    { length: 12 - prefix.length },
    () => 'abcdefghijklmnopqrstuvwxyz12345'[Math.floor(Math.random() * 31)],
  ).join('')

export async function createAccount(prefix: string, tlos: string): Promise<string> {
  const name = randomName(prefix)
  const authority = { threshold: 1, keys: [{ key: DEV_PUBLIC_KEY, weight: 1 }], accounts: [], waits: [] }
  await mustPush([
    {
      account: 'eosio',
      name: 'newaccount',
      actor: 'eosio',
      data: { creator: 'eosio', name, owner: authority, active: authority },
    },
    {
      account: 'eosio.token',
      name: 'transfer',
      actor: 'eosio',
      data: { from: 'eosio', to: name, quantity: tlos, memo: 'resolve journey' },
    },
  ])
  created.push({
    name,
    privateKey: DEV_PRIVATE_KEY,
    publicKey: DEV_PUBLIC_KEY,
    description: 'Resolve journey account',
  })
  return name
}

export async function advanceChain(seconds: number) {
  const response = await fetch(`${BASE_URL}/devnet/time`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  })
  expect(response.ok).toBe(true)
}

/**
 * The contract pays an election's ballot fee from its available funds and votes as a VOTE voter (what the
 * demo world does): 50 TLOS sent to it, and its voter registered (already registered is fine).
 */
export async function fundArbitrationBallots(): Promise<void> {
  await mustPush([
    {
      account: 'eosio.token',
      name: 'transfer',
      actor: 'eosio',
      data: { from: 'eosio', to: ARB, quantity: '50.0000 TLOS', memo: 'skip' },
    },
  ])
  await push([
    {
      account: 'telos.decide',
      name: 'regvoter',
      actor: ARB,
      data: { voter: ARB, treasury_symbol: '4,VOTE', referrer: null },
    },
  ])
}

type ArbitratorRow = { arb: string; arb_status: number; term_expiration: string }

/**
 * An arbitrator the journey can log in as: a listed demo arbitrator with a live seat, or one elected
 * here through a whole election (contract funded for the ballot fee, one candidate, one voter).
 */
export async function seatedArbitrator(): Promise<string> {
  const now = Date.now()
  const seated = (await rows<ArbitratorRow>(ARB, 'arbitrators')).find(
    (row) => [1, 2].includes(row.arb_status) && Date.parse(`${row.term_expiration}Z`) > now + 30 * DAY * 1000,
  )
  if (seated && listed.some((row) => row.name === seated.arb)) return seated.arb

  const arbitrator = await createAccount('ra', '10.0000 TLOS')
  const voter = await createAccount('rv', '1000.0000 TLOS')
  const [config] = await rows<{ election_add_candidates_ts: number; election_voting_ts: number }>(
    ARB,
    'config',
  )
  await fundArbitrationBallots()
  await mustPush([
    {
      account: ARB,
      name: 'initelection',
      actor: ADMIN,
      data: { content: 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG' },
    },
  ])
  await mustPush([
    {
      account: ARB,
      name: 'regarb',
      actor: arbitrator,
      data: { nominee: arbitrator, credentials_link: 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG' },
    },
    { account: ARB, name: 'candaddlead', actor: arbitrator, data: { nominee: arbitrator } },
  ])
  await advanceChain(config!.election_add_candidates_ts + 1)
  const ballot = randomName('rb')
  await mustPush([
    { account: ARB, name: 'beginvoting', actor: ADMIN, data: { ballot_name: ballot, runoff: false } },
  ])
  await stakeAndVote(voter, ballot, arbitrator)
  await advanceChain(config!.election_voting_ts + 1)
  await mustPush([{ account: ARB, name: 'endelection', actor: ADMIN, data: {} }])
  return arbitrator
}

/** Makes the accounts this journey created selectable in the Local keys wallet. */
export async function listJourneyAccounts(page: Page) {
  await page.route('**/devnet/accounts', async (route) => {
    const response = await route.fetch()
    const list = (await response.json()) as Listed[]
    await route.fulfill({ response, json: [...list, ...created] })
  })
}

/** A case's parties for one journey: a new claimant and respondant with these balances and a seated arbitrator, all selectable in the Local keys wallet. */
export async function caseParties(page: Page, claimantTlos: string, respondantTlos: string) {
  const claimant = await createAccount('rc', claimantTlos)
  const respondant = await createAccount('rr', respondantTlos)
  const arbitrator = await seatedArbitrator()
  await listJourneyAccounts(page)
  return { claimant, respondant, arbitrator }
}

/** Logs out whoever is signed in and logs `account` in with Local keys, landing on `path`. */
export async function loginAs(page: Page, account: string, path: string) {
  await forgetStoredSession(page)
  await page.goto(`/login?returnUrl=${encodeURIComponent(path)}`)
  await page.getByRole('button', { name: /Local keys/ }).click()
  await page.getByRole('radio', { name: new RegExp(`^${account}\\b`) }).check()
  await page.getByRole('button', { name: `Log in as ${account}` }).click()
  await expect(page.getByTestId('signed-in-account'), `logging in as ${account}`).toHaveText(account)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`))
}

/**
 * Clears the stored session so the next load of the portal starts signed out. A context's only page,
 * still on about:blank, is a fresh context's: its storage is empty. A page on the portal clears it
 * in place (the portal writes these keys only while logging in); only a page elsewhere costs a load.
 */
async function forgetStoredSession(page: Page) {
  if (page.url() === 'about:blank' && page.context().pages().length === 1) return
  if (new URL(page.url()).origin !== BASE_URL) await page.goto('/login')
  await page.evaluate(() => {
    localStorage.removeItem('account')
    localStorage.removeItem('autoLogin')
  })
}

export const signed = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Transaction signed' }).last()

export async function uploadInto(page: Page, dialogName: string | RegExp, label: string, text: string) {
  const dialog = page.getByRole('dialog', { name: dialogName })
  await dialog.getByLabel(`Upload a file for ${label}`).setInputFiles({
    name: `${label}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`${text} ${Date.now()} ${Math.random()}`),
  })
  const field = dialog.getByRole('textbox', { name: label })
  await expect(field).toHaveValue(/^Qm\w{44}$/, { timeout: 20_000 })
  return field.inputValue()
}

/** The actions of the transaction that sent `name` as `actor`, in order. */
export async function transactionOf(name: string, actor: string): Promise<string[]> {
  const search = new URLSearchParams({ filter: `${ARB}:${name}`, account: actor, limit: '1' })
  const found = (await (await fetch(`${BASE_URL}/v2/history/get_actions?${search}`)).json()) as {
    actions: { trx_id: string }[]
  }
  const trx = found.actions[0]?.trx_id
  expect(trx, `a ${name} action by ${actor}`).toBeTruthy()
  const transaction = (await (await fetch(`${BASE_URL}/v2/history/get_transaction?id=${trx}`)).json()) as {
    actions: { act: { account: string; name: string } }[]
  }
  return transaction.actions.map((action) => `${action.act.account}::${action.act.name}`)
}

/** The actions by which `voter` stakes 200 TLOS (so it holds 200 VOTE) and registers on the VOTE treasury. */
export const stakeAndRegisterActions = (voter: string): RawAction[] => [
  {
    account: 'eosio',
    name: 'delegatebw',
    actor: voter,
    data: {
      from: voter,
      receiver: voter,
      stake_net_quantity: '100.0000 TLOS',
      stake_cpu_quantity: '100.0000 TLOS',
      transfer: false,
    },
  },
  {
    account: 'telos.decide',
    name: 'regvoter',
    actor: voter,
    data: { voter, treasury_symbol: '4,VOTE', referrer: null },
  },
]

/** `voter` stakes 200 TLOS (so it holds 200 VOTE), registers on the VOTE treasury and votes for `candidate`. */
export async function stakeAndVote(voter: string, ballot: string, candidate: string): Promise<void> {
  await mustPush([
    ...stakeAndRegisterActions(voter),
    {
      account: 'telos.decide',
      name: 'castvote',
      actor: voter,
      data: { voter, ballot_name: ballot, options: [candidate] },
    },
  ])
}
