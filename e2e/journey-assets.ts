import { expect } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import { createAccount, mustPush, rows } from './resolve-support.ts'

// What a journey that changes a DAO, a token or a ballot's lifecycle makes for itself, so it never
// changes what other journeys on the same devnet read: the demo DEMO DAO's settings and info, the
// DEMOTK supply and balances, voter1's DEMO, the chain's clock.

const DECIDE = 'telos.decide'
const upper = (length: number) =>
  Array.from({ length }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(Math.random() * 26)]).join('')

/** One of telos.decide's fees (`ballot`, `treasury`) as an asset. */
export async function decideFee(key: string): Promise<string> {
  const [config] = await rows<{ fees: { key: string; value: string }[] }>(DECIDE, 'config')
  const fee = config?.fees.find((entry) => entry.key === key)?.value
  expect(fee, `telos.decide's ${key} fee`).toBeTruthy()
  return fee!
}

/** A new public DAO (`2,CODE`, at most 5000.00) of a new manager, who pays the fee; nothing set on it. */
export async function journeyDao(): Promise<{ manager: string; code: string }> {
  const manager = await createAccount('dm', '1000.0000 TLOS')
  const code = upper(6)
  await mustPush([
    {
      account: 'eosio.token',
      name: 'transfer',
      actor: manager,
      data: { from: manager, to: DECIDE, quantity: await decideFee('treasury'), memo: 'fees-deposit' },
    },
    {
      account: DECIDE,
      name: 'newtreasury',
      actor: manager,
      data: { manager, max_supply: `5000.00 ${code}`, access: 'public' },
    },
    {
      account: DECIDE,
      name: 'edittrsinfo',
      actor: manager,
      data: {
        treasury_symbol: `2,${code}`,
        title: `Journey ${code}`,
        description: 'Made by a journey.',
        icon: '',
      },
    },
  ])
  return { manager, code }
}

/** A new account registered in the DAO `code` (a mint or transfer recipient nobody else reads). */
export async function journeyMember(code: string): Promise<string> {
  const member = await createAccount('dr', '10.0000 TLOS')
  await mustPush([
    {
      account: DECIDE,
      name: 'regvoter',
      actor: member,
      data: { voter: member, treasury_symbol: `2,${code}`, referrer: null },
    },
  ])
  return member
}

/**
 * A new token on secure.token (`2,CODE`, at most 1000.00) created through the token manager by a
 * new owner, as the portal's Create token does; `issued` (e.g. `10.00`) is issued to the owner.
 */
export async function journeyToken(issued?: string): Promise<{ owner: string; code: string }> {
  const owner = await createAccount('dto', '2000.0000 TLOS')
  const code = upper(6)
  const [config] = await rows<{ create_price: string }>('tokenmanager', 'config')
  expect(config?.create_price, "the token manager's create price").toBeTruthy()
  await mustPush([
    { account: 'tokenmanager', name: 'openacct', actor: owner, data: { account_name: owner } },
    {
      account: 'eosio.token',
      name: 'transfer',
      actor: owner,
      data: { from: owner, to: 'tokenmanager', quantity: config!.create_price, memo: 'journey token' },
    },
    {
      account: 'tokenmanager',
      name: 'createtoken',
      actor: owner,
      data: { owner, token_name: `Journey ${code}`, max_supply: `1000.00 ${code}`, logo_sm: '', logo_lg: '' },
    },
    ...(issued === undefined
      ? []
      : [
          {
            account: 'secure.token',
            name: 'issue',
            actor: owner,
            data: { to: owner, quantity: `${issued} ${code}`, memo: 'journey supply' },
          },
        ]),
  ])
  return { owner, code }
}

/**
 * A new ballot `name` on the demo DEMO DAO, one account one vote, published by daomanager (who pays the
 * fee): left in setup, or voting until `votingSeconds` from now on the chain's clock.
 */
export async function demoBallot(
  name: string,
  { votingSeconds, options = ['yes', 'no'] }: { votingSeconds?: number; options?: string[] } = {},
): Promise<{ name: string; end?: string }> {
  const publisher = 'daomanager'
  const fee = await decideFee('ballot')
  const end = votingSeconds === undefined ? undefined : await chainTime(votingSeconds)
  const open = {
    account: DECIDE,
    name: 'openvoting',
    actor: publisher,
    data: { ballot_name: name, end_time: end },
  }
  await mustPush([
    {
      account: 'eosio.token',
      name: 'transfer',
      actor: publisher,
      data: { from: publisher, to: DECIDE, quantity: fee, memo: 'fees-deposit' },
    },
    {
      account: DECIDE,
      name: 'newballot',
      actor: publisher,
      data: {
        ballot_name: name,
        category: 'poll',
        publisher,
        treasury_symbol: '2,DEMO',
        voting_method: '1acct1vote',
        initial_options: options,
      },
    },
    ...(end === undefined ? [] : [open]),
  ])
  return { name, end }
}

/** The chain's head block time plus `seconds`, as telos.decide's time_point_sec (UTC, no zone). */
export async function chainTime(seconds = 0): Promise<string> {
  const info = (await (await fetch(`${BASE_URL}/v1/chain/get_info`)).json()) as { head_block_time: string }
  return new Date(Date.parse(`${info.head_block_time.slice(0, 19)}Z`) + seconds * 1000)
    .toISOString()
    .slice(0, 19)
}

/** Waits, without moving the clock, until the chain's head block is past `time` (a time_point_sec). */
export async function chainPassed(time: string) {
  await expect
    .poll(async () => (await chainTime()) > time, { timeout: 120_000, intervals: [1000] })
    .toBe(true)
}
