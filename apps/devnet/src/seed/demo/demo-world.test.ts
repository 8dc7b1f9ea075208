import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { APIClient, PrivateKey, PublicKey } from '@wharfkit/antelope'
import { Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDevnetNode, type DevnetNode } from '../../chain/node.ts'
import { createServer } from '../../http/server.ts'
import {
  BALLOT_CATEGORIES,
  BALLOT_STATUSES,
  demoBallotName,
  HOSTILE_ACCOUNT,
  HOSTILE_DAO,
  HOSTILE_TITLE,
  SHOWCASE_BALLOTS,
} from './index.ts'

// `--seed demo` on a fresh data directory, served over HTTP as `npm start` serves it.

type Listed = { name: string; publicKey: string; privateKey: string; description: string; role: string }
type Row = Record<string, unknown>

let dataDir: string
let node: DevnetNode
let url: string
let close: () => Promise<void>
let client: APIClient

async function start(): Promise<void> {
  node = openDevnetNode({ dataDir, seed: 'demo' })
  const app = await createServer({ node, dataDir })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  client = new APIClient({ url })
  close = async () => {
    await app.close()
    node.close()
  }
}

// The seed's duration is printed by bench/seed.ts, not asserted: it takes 10 s on an idle machine and
// over a minute on a loaded one, so the hook's limit is generous rather than a race with the seed.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'devnet-demo-'))
  await start()
}, 600_000)
afterAll(async () => {
  await close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function rows(code: string, table: string, scope = code): Promise<Row[]> {
  const response = await fetch(`${url}/v1/chain/get_table_rows`, {
    method: 'POST',
    body: JSON.stringify({ code, table, scope, json: true, limit: 1000 }),
  })
  return ((await response.json()) as { rows: Row[] }).rows
}

/** A gateway URL of a stored file on the devnet's address. */
const GATEWAY_LINK = /^\/ipfs\/Qm[1-9A-HJ-NP-Za-km-z]{44}$/

/**
 * GET a stored file, waiting for the demo documents' upload after the devnet starts listening (a few
 * seconds, far more on a busy machine: the test's time limit is the only bound).
 */
async function fetchStored(address: string): Promise<Response> {
  let response = await fetch(address)
  while (response.status === 404) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    response = await fetch(address)
  }
  return response
}

async function accounts(): Promise<Listed[]> {
  return (await (await fetch(`${url}/devnet/accounts`)).json()) as Listed[]
}

describe('--seed demo', () => {
  it('seeds a fresh devnet, leaving the chain clock near the wall clock', async () => {
    // Deadlines the portal computes from the wall clock (ballot ends, offer windows) stay true.
    const head = (await client.v1.chain.get_info()).head_block_time.toMilliseconds()
    expect(Math.abs(head - Date.now())).toBeLessThan(20_000)
  })

  it('lists every demo account with a description, and each listed key controls its account', async () => {
    const listed = await accounts()
    expect(listed.map((account) => account.name)).toEqual(
      expect.arrayContaining([
        'resolveadmin',
        'arbitrator1',
        'claimant1',
        'respondant1',
        'voter1',
        'daomanager',
        'tokenowner',
      ]),
    )
    for (const account of listed) {
      expect(account.description.length).toBeGreaterThan(10)
      expect(account.role).toBe(account.description)
      const key = PrivateKey.from(account.privateKey)
      expect(key.toPublic().toLegacyString()).toBe(account.publicKey)
      const onChain = await client.v1.chain.get_account(account.name)
      const activeKey = onChain.getPermission('active').required_auth.keys[0]?.key
      expect(activeKey && PublicKey.from(activeKey).toLegacyString()).toBe(account.publicKey)
      const session = new Session({
        chain: { id: node.chain.chainId, url },
        actor: account.name,
        permission: 'active',
        walletPlugin: new WalletPluginPrivateKey(key),
      })
      const result = await session.transact({
        action: {
          account: 'eosio.token',
          name: 'transfer',
          authorization: [{ actor: account.name, permission: 'active' }],
          data: { from: account.name, to: 'eosio', quantity: '0.0001 TLOS', memo: 'demo key check' },
        },
      })
      expect(String(result.response?.transaction_id)).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it('has cases in every status 0–9, claims in every status 1–4 and offers in every status', async () => {
    const cases = await rows('testtelosarb', 'casefiles')
    expect([...new Set(cases.map((row) => row.case_status))].sort((a, b) => Number(a) - Number(b))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ])
    const claimStatuses = new Set<unknown>()
    for (const row of cases) {
      for (const claim of await rows('testtelosarb', 'claims', String(row.case_id)))
        claimStatuses.add(claim.status)
    }
    expect([...claimStatuses].sort()).toEqual([1, 2, 3, 4])
    const offers = await rows('testtelosarb', 'offers')
    expect(new Set(offers.map((offer) => offer.status))).toEqual(new Set([1, 2, 3, 4]))
  })

  it('has arbitrators in several statuses and an election taking candidates', async () => {
    const arbitrators = await rows('testtelosarb', 'arbitrators')
    expect(Object.fromEntries(arbitrators.map((row) => [row.arb, row.arb_status]))).toMatchObject({
      arbitrator1: 1,
      arbitrator2: 1,
      arbitrator3: 2,
      arbitrator4: 3,
    })
    const elections = await rows('testtelosarb', 'elections')
    expect(elections.at(-1)).toMatchObject({
      status: 1,
      candidates: [{ name: 'nominee1' }, { name: 'nominee2' }],
    })
    expect((await rows('testtelosarb', 'nominees')).map((row) => row.nominee_name)).toEqual(
      expect.arrayContaining(['nominee1', 'nominee2', 'nominee3']),
    )
  })

  it('has ballots of every category in every status, expired ones past their end', async () => {
    const ballots = await rows('telos.decide', 'ballots')
    const info = await client.v1.chain.get_info()
    const head = info.head_block_time.toMilliseconds()
    for (const category of BALLOT_CATEGORIES) {
      for (const status of BALLOT_STATUSES) {
        const ballot = ballots.find((row) => row.ballot_name === demoBallotName(category, status))
        expect(ballot, `${category} ${status}`).toBeDefined()
        expect(ballot?.category).toBe(category)
        const end = Date.parse(`${String(ballot?.end_time)}Z`)
        if (status === 'expired') {
          expect(ballot?.status).toBe('voting')
          expect(end).toBeLessThan(head)
        } else if (status === 'voting') {
          expect(ballot?.status).toBe('voting')
          expect(end).toBeGreaterThan(head)
          expect(Number(ballot?.total_voters)).toBeGreaterThan(0)
        } else {
          expect(ballot?.status).toBe(status)
        }
        const content = JSON.parse(String(ballot?.content)) as { imageUrl: string; optionData: object }
        // Gateway URLs on the devnet's address and ipfs:// URIs, as real ballot content mixes them.
        expect(content.imageUrl).toMatch(
          ['voting', 'closed', 'archived'].includes(status) ? GATEWAY_LINK : /^ipfs:\/\/Qm/,
        )
        expect(Object.keys(content.optionData).length).toBeGreaterThanOrEqual(2)
      }
    }
    const treasuries = (await rows('telos.decide', 'treasuries')).map(
      (row) => String(row.supply).split(' ')[1],
    )
    expect(treasuries).toEqual(expect.arrayContaining(['VOTE', 'DEMO', 'GUILD']))
    const proposals = await rows('works.decide', 'proposals')
    expect(proposals.map((row) => row.status)).toEqual(
      expect.arrayContaining(['drafting', 'inprogress', 'failed', 'completed', 'cancelled']),
    )
  })

  it('has the ballots the governance pages show: several images, a document hash, DAO weightings, hostile content', async () => {
    const ballots = await rows('telos.decide', 'ballots')
    const byName = (name: string) => ballots.find((row) => row.ballot_name === name)
    const gallery = byName(SHOWCASE_BALLOTS.gallery)
    expect(gallery).toMatchObject({ status: 'voting', min_options: 1, max_options: 3 })
    const galleryContent = JSON.parse(String(gallery?.content)) as {
      imageUrls: string[]
      optionData: Record<string, { imageUrls: string[] }>
    }
    expect(galleryContent.imageUrls).toHaveLength(3)
    expect(Object.values(galleryContent.optionData).every((option) => option.imageUrls.length === 2)).toBe(
      true,
    )
    expect(String(gallery?.description)).toMatch(/Qm[1-9A-HJ-NP-Za-km-z]{44}/)

    const settings = (name: string) =>
      Object.fromEntries(
        (byName(name)?.settings as { key: string; value: unknown }[]).map((s) => [s.key, s.value]),
      )
    expect(settings(SHOWCASE_BALLOTS.staked)).toMatchObject({ votestake: 1, voteliquid: 0 })
    expect(settings(SHOWCASE_BALLOTS.either)).toMatchObject({ votestake: 1, voteliquid: 1 })

    const hostile = byName(SHOWCASE_BALLOTS.hostile)
    expect(String(hostile?.title)).toBe(HOSTILE_TITLE)
    expect(HOSTILE_TITLE).toHaveLength(5000)
    expect(String(hostile?.title)).toContain('<script>')
    expect(String(hostile?.description)).toContain('javascript:')
    // Leaderboard, election and proposal ballots are voting; each proposal ballot has its works proposal.
    for (const name of ['boardvoting', 'electvoting', 'worksvoting'])
      expect(byName(name)?.status, name).toBe('voting')
    const proposals = await rows('works.decide', 'proposals')
    for (const ballot of ballots.filter((row) => row.category === 'proposal' && row.ballot_name !== ''))
      expect(proposals.map((row) => row.proposal_name)).toContain(ballot.ballot_name)
  })

  it('R-READ-13: answers the ballots in setup by bystatus from `setup` as nodeos does (i64 pages on, name does not)', async () => {
    const read = async (body: Row) =>
      (await (
        await fetch(`${url}/v1/chain/get_table_rows`, {
          method: 'POST',
          body: JSON.stringify({
            code: 'telos.decide',
            scope: 'telos.decide',
            table: 'ballots',
            json: true,
            index_position: '3',
            limit: 2,
            ...body,
          }),
        })
      ).json()) as { rows: Row[]; more: boolean; next_key: string; error?: unknown }
    // An i64 bound given as a name is converted to the name's value, as nodeos converts it.
    const first = await read({ key_type: 'i64', lower_bound: 'setup', upper_bound: 'setup' })
    expect(first.rows.map((row) => row.status)).toEqual(['setup', 'setup'])
    expect(first.more).toBe(true)
    // next_key is the key's decimal value: an i64 bound takes it, a name bound refuses it.
    expect(first.next_key).toMatch(/^\d+$/)
    const next = await read({ key_type: 'i64', lower_bound: first.next_key, upper_bound: 'setup' })
    expect(next.rows.every((row) => row.status === 'setup')).toBe(true)
    const byName = await read({ key_type: 'name', lower_bound: first.next_key, upper_bound: 'setup' })
    expect(byName.error).toBeDefined()
  })

  it('R-HTTP-32: links its images and documents by gateway path: token logos, ballot pictures, works plans and avatars', async () => {
    const [token] = (await rows('tokenmanager', 'tokens')).filter((row) => row.token_name === 'Demo Token')
    const links = [String(token?.logo_sm), String(token?.logo_lg)]
    const proposals = await rows('works.decide', 'proposals')
    const contents = proposals.map((row) => String(row.content))
    expect(contents.some((content) => content.startsWith('ipfs://Qm'))).toBe(true)
    links.push(...contents.filter((content) => GATEWAY_LINK.test(content)))
    const gallery = (await rows('telos.decide', 'ballots')).find(
      (row) => row.ballot_name === SHOWCASE_BALLOTS.gallery,
    )
    const pictures = (JSON.parse(String(gallery?.content)) as { imageUrls: string[] }).imageUrls
    expect(pictures.filter((picture) => picture.startsWith('ipfs://Qm')).length).toBeGreaterThan(0)
    links.push(...pictures.filter((picture) => GATEWAY_LINK.test(picture)))
    expect(links.length).toBeGreaterThanOrEqual(5)
    for (const link of links) {
      // A gateway path names no origin: any reader resolves it against its own gateway.
      expect(link).toMatch(GATEWAY_LINK)
      const served = await fetchStored(`${url}${link}`)
      expect(served.status, link).toBe(200)
    }
    const logo = await fetchStored(`${url}${String(token?.logo_sm)}`)
    expect(logo.headers.get('content-type')).toBe('image/png')
    // Avatars too, within the profiles contract's 64 bytes, and loadable as images from the gateway.
    const avatars = (await rows('profiles', 'profiles'))
      .map((row) => String(row.avatar))
      .filter((avatar) => GATEWAY_LINK.test(avatar))
    expect(avatars.length).toBeGreaterThanOrEqual(3)
    for (const avatar of avatars) {
      expect(Buffer.byteLength(avatar)).toBeLessThanOrEqual(64)
      expect((await fetchStored(`${url}${avatar}`)).headers.get('content-type')).toBe('image/png')
    }
  })

  it('R-HTTP-21: serves the documents the chain refers to from the local storage', async () => {
    const [claim] = await rows('testtelosarb', 'claims', '0')
    const cid = String(claim?.claim_summary)
    expect(cid).toMatch(/^Qm/)
    const response = await fetchStored(`${url}/ipfs/${cid}`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Claim 1')
  })

  it("each arbitrator's credentials link opens that arbitrator's own document", async () => {
    const arbitrators = await rows('testtelosarb', 'arbitrators')
    const links = arbitrators.map((row) => String(row.credentials_link))
    expect(arbitrators.length).toBeGreaterThanOrEqual(4)
    expect(new Set(links).size).toBe(links.length)
    for (const row of arbitrators) {
      const response = await fetchStored(`${url}/ipfs/${String(row.credentials_link)}`)
      expect(await response.text()).toContain(`Credentials of ${String(row.arb)}`)
    }
  })

  it('R-ACCT-04: has tokens, profiles, a locked safe, recovery lists, validators and CPU benchmarks in history', async () => {
    expect((await rows('tokenmanager', 'tokens')).map((row) => row.token_name)).toContain('Demo Token')
    expect((await rows('profiles', 'profiles')).length).toBeGreaterThanOrEqual(5)
    expect(await rows('safe.poc.tbs', 'safes')).toContainEqual(
      expect.objectContaining({ safe_name: 'demosafe', locked_by: 'voter1' }),
    )
    expect((await rows('tlosrecovery', 'unstake')).map((row) => row.account_name)).toContain('dormant1')
    expect((await rows('tlosrecovery', 'recover')).map((row) => row.account_name)).toContain('dormant2')
    const producers = (await (
      await fetch(`${url}/v1/chain/get_producers`, {
        method: 'POST',
        body: JSON.stringify({ json: true, limit: 10 }),
      })
    ).json()) as { rows: { owner: string }[] }
    expect(producers.rows.map((row) => row.owner)).toEqual(
      expect.arrayContaining(['producer1', 'producer2', 'producer3']),
    )
    const history = (await (
      await fetch(`${url}/v2/history/get_actions?filter=eosmechanics:cpu&limit=1000&sort=asc`)
    ).json()) as { actions: { producer: string; cpu_usage_us: number; timestamp: string }[] }
    expect(new Set(history.actions.map((action) => action.producer))).toEqual(
      new Set(['producer1', 'producer2', 'producer3']),
    )
    expect(history.actions.every((action) => action.cpu_usage_us > 0)).toBe(true)
    // The validators page charts benchmarks over the last days, not only the seconds of seeding.
    const times = history.actions.map((action) => Date.parse(`${action.timestamp}Z`))
    const day = 86_400_000
    expect(Math.min(...times)).toBeLessThan(Date.now() - 2 * day)
    expect(Math.max(...times)).toBeGreaterThan(Date.now() - day)
    const days = new Set(times.map((time) => Math.floor((Date.now() - time) / day)))
    expect(days.size).toBeGreaterThanOrEqual(3)
    // Escrow balances stay with the claimants and an arbitrator.
    expect((await rows('testtelosarb', 'accounts', 'claimant1')).length).toBe(1)
    expect((await rows('testtelosarb', 'accounts', 'arbitrator2')).length).toBe(1)
  })

  it('has a hostile corpus: a DAO, a profile and a case whose texts are markup, script URLs and 100 kB', async () => {
    const dao = (await rows('telos.decide', 'treasuries')).find((row) =>
      String(row.supply).endsWith(` ${HOSTILE_DAO}`),
    )
    expect(dao?.title).toMatch(/onerror=/)
    expect(String(dao?.description).length).toBeGreaterThan(100_000)
    expect(dao?.icon).toMatch(/^javascript:/)
    const profile = (await rows('profiles', 'profiles')).find((row) => row.account_name === HOSTILE_ACCOUNT)
    expect(profile?.display_name).toBe('arbitrat\u200bor1')
    expect(profile?.avatar).toMatch(/^javascript:/)
    const cases = await rows('testtelosarb', 'casefiles')
    const hostileCase = cases.find(
      (row) => row.respondant === HOSTILE_ACCOUNT && row.claimant === 'claimant2' && row.case_status === 0,
    )
    expect(hostileCase).toBeDefined()
    const claims = await rows('testtelosarb', 'claims', String(hostileCase?.case_id))
    expect(claims.map((claim) => claim.claim_summary)).toEqual([
      expect.stringMatching(/^javascript:/),
      expect.stringMatching(/^<img /),
    ])
  })

  it('is not applied again when the devnet restarts on the same data', async () => {
    const before = await client.v1.chain.get_info()
    await close()
    await start()
    expect((await accounts()).length).toBeGreaterThan(20)
    const after = await client.v1.chain.get_info()
    expect(Number(after.head_block_num)).toBeGreaterThanOrEqual(Number(before.head_block_num))
    const cases = await rows('testtelosarb', 'casefiles')
    expect(cases).toHaveLength(11)
  })
})
