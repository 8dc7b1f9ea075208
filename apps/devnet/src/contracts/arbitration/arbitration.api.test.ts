import {
  arbitratorRow,
  caseFileRow,
  claimRow,
  configRow,
  electionRow,
  escrowAccountRow,
  offerRow,
} from '@portal/chain/contracts/arbitration/index'
import type { z } from '@portal/chain/zod-mini'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PUBLIC_KEY } from '../../chain/chain.ts'
import { startTestDevnet, type TestDevnet } from '../../http/test-devnet.ts'
import { ADMIN, ARB, DAY, DEFAULT_CONFIG, doc } from './test-support.ts'

// The two Resolve stories over the real HTTP API, on a `--seed none` devnet: every action is a
// transaction built, signed and pushed by Wharf Kit as the role that acts (admin, nominees,
// voters, claimant, arbitrator, respondant), and every row is read back with get_table_rows and
// parsed with the portal's zod schemas.

let devnet: TestDevnet

async function rows<T extends z.ZodMiniType>(schema: T, table: string, scope: string = ARB, code = ARB) {
  const { json } = await devnet.post('/v1/chain/get_table_rows', {
    json: true,
    code,
    scope,
    table,
    limit: 100,
  })
  return (json.rows as unknown[]).map((row) => schema.parse(row) as z.infer<T>)
}
const config = async () => (await rows(configRow, 'config'))[0]
const escrow = async (owner: string) => (await rows(escrowAccountRow, 'accounts', owner))[0]?.balance

/** Signs and pushes `actions` as `actor` (development key) through Wharf Kit. */
async function send(actor: string, ...actions: { account?: string; name: string; data: object }[]) {
  const session = devnet.session(actor)
  return session.transact({
    actions: actions.map(({ account = ARB, name, data }) => ({
      account,
      name,
      authorization: [session.permissionLevel],
      data,
    })),
  })
}
const transfer = (from: string, to: string, quantity: string, memo: string) => ({
  account: 'eosio.token',
  name: 'transfer',
  data: { from, to, quantity, memo },
})
const advance = (seconds: number) => devnet.post('/devnet/time', { advance_seconds: seconds })

beforeAll(async () => {
  devnet = await startTestDevnet()
  const names = ['alice', 'bob', 'carol', 'dave', 'erin']
  const key = { threshold: 1, keys: [{ key: DEV_PUBLIC_KEY, weight: 1 }], accounts: [], waits: [] }
  await send(
    'eosio',
    ...names.map((name) => ({
      account: 'eosio',
      name: 'newaccount',
      data: { creator: 'eosio', name, owner: key, active: key },
    })),
    ...names.map((name) => transfer('eosio', name, '1000.0000 TLOS', 'welcome')),
  )
})

afterAll(async () => {
  await devnet.close()
})

describe('Resolve over HTTP with Wharf Kit', () => {
  it('R-ROLE-06, R-RES-DATA-02: --seed none has the contract initialised with resolveadmin and the default config', async () => {
    expect(await config()).toEqual(DEFAULT_CONFIG)
    expect(await rows(electionRow, 'elections')).toEqual([])
  })

  it('R-CALL-ARB-01, R-CALL-ARB-02, R-CALL-ARB-03, R-CALL-ARB-05, R-CALL-ARB-07: an election through a telos.decide ballot seats the two most voted', async () => {
    await send(ADMIN, {
      name: 'setconfig',
      data: {
        max_elected_arbs: 2,
        election_duration: 3600,
        runoff_duration: 600,
        election_add_candidates_duration: 600,
        arbitrator_term_length: 365 * DAY,
        max_claims_per_case: 21,
        fee_usd: '10.0000 USD',
        claimant_accepting_offers_duration: 7 * DAY,
      },
    })
    // The contract's own set-up for ballots: funds for the decide fee and a VOTE registration.
    await send('eosio', transfer('eosio', ARB, '20.0000 TLOS', 'skip'))
    await send(ARB, {
      account: 'telos.decide',
      name: 'regvoter',
      data: { voter: ARB, treasury_symbol: '4,VOTE', referrer: null },
    })
    await send(ADMIN, { name: 'initelection', data: { content: doc('election') } })
    for (const nominee of ['carol', 'dave', 'erin'])
      await send(
        nominee,
        { name: 'regarb', data: { nominee, credentials_link: doc(nominee) } },
        { name: 'candaddlead', data: { nominee } },
      )
    await expect(
      send('alice', { name: 'beginvoting', data: { ballot_name: 'arbvote12345', runoff: false } }),
    ).rejects.toThrow(/Only admin and SC account can start a voting process/)
    await advance(601)
    await send(ADMIN, { name: 'beginvoting', data: { ballot_name: 'arbvote12345', runoff: false } })
    expect((await rows(electionRow, 'elections'))[0]).toMatchObject({
      status: 2,
      ballot_name: 'arbvote12345',
    })

    const voteAs = (voter: string, stake: string, options: string[]) =>
      send(
        voter,
        {
          account: 'eosio',
          name: 'delegatebw',
          data: {
            from: voter,
            receiver: voter,
            stake_net_quantity: stake,
            stake_cpu_quantity: stake,
            transfer: false,
          },
        },
        {
          account: 'telos.decide',
          name: 'regvoter',
          data: { voter, treasury_symbol: '4,VOTE', referrer: null },
        },
        { account: 'telos.decide', name: 'castvote', data: { voter, ballot_name: 'arbvote12345', options } },
      )
    await voteAs('alice', '50.0000 TLOS', ['carol', 'erin'])
    await voteAs('bob', '20.0000 TLOS', ['carol', 'dave'])

    await advance(3601)
    await send(ADMIN, { name: 'endelection', data: {} })
    const [election] = await rows(electionRow, 'elections')
    expect(election).toMatchObject({
      status: 3,
      candidates: [
        { name: 'carol', votes: '140.0000 VOTE' },
        { name: 'erin', votes: '100.0000 VOTE' },
        { name: 'dave', votes: '40.0000 VOTE' },
      ],
    })
    const seated = await rows(arbitratorRow, 'arbitrators')
    expect(seated.map((row) => [row.arb, row.arb_status])).toEqual([
      ['carol', 2],
      ['erin', 2],
    ])
    expect((await config())?.available_funds).toBe('10.0000 TLOS')
  })

  it('R-CALL-ARB-09, R-CALL-ARB-26, R-CALL-ARB-27, R-RES-STATE-08, R-RES-STATE-10: a case from filecase to closecase, each role signing', async () => {
    await send('carol', { name: 'newarbstatus', data: { arbitrator: 'carol', new_status: 1 } })
    await send('alice', {
      name: 'filecase',
      data: {
        claimant: 'alice',
        claim_link: doc('claim'),
        lang_codes: [0],
        respondant: 'bob',
        claim_category: 6,
      },
    })
    const caseId = (await rows(caseFileRow, 'casefiles'))[0]?.case_id ?? ''
    expect(caseId).toBe('0')
    await send('alice', transfer('alice', ARB, '15.3846 TLOS', 'For arbitration fee'), {
      name: 'readycase',
      data: { case_id: caseId, claimant: 'alice' },
    })
    expect((await config())?.reserved_funds).toBe('15.3846 TLOS')
    expect(await escrow('alice')).toBeUndefined()

    await send('carol', {
      name: 'makeoffer',
      data: {
        case_id: caseId,
        offer_id: -1,
        arbitrator: 'carol',
        hourly_rate: '10.0000 USD',
        estimated_hours: 10,
      },
    })
    // The portal reads a case's offers through the bycase index (position 3, i64).
    const { json } = await devnet.post('/v1/chain/get_table_rows', {
      json: true,
      code: ARB,
      scope: ARB,
      table: 'offers',
      index_position: 3,
      key_type: 'i64',
      lower_bound: caseId,
      upper_bound: caseId,
    })
    const [offer] = (json.rows as unknown[]).map((row) => offerRow.parse(row))
    expect(offer).toMatchObject({
      case_id: caseId,
      arbitrator: 'carol',
      status: 1,
      hourly_rate: '10.0000 USD',
    })
    await send('alice', transfer('alice', ARB, '153.8461 TLOS', 'For arbitration fee'), {
      name: 'respondoffer',
      data: { case_id: caseId, offer_id: offer?.offer_id, accept: true },
    })
    expect((await rows(caseFileRow, 'casefiles'))[0]).toMatchObject({
      case_status: 2,
      arbitrators: ['carol'],
    })
    expect((await config())?.reserved_funds).toBe('169.2307 TLOS')

    await send('carol', {
      name: 'startcase',
      data: { case_id: caseId, assigned_arb: 'carol', number_days_respondant: 1, response_info_required: '' },
    })
    await send('carol', {
      name: 'reviewclaim',
      data: {
        case_id: caseId,
        claim_id: 0,
        assigned_arb: 'carol',
        claim_info_needed: true,
        claim_info_required: doc('info'),
        response_info_needed: false,
        response_info_required: '',
        number_days_claimant: 1,
        number_days_respondant: 0,
      },
    })
    await send('bob', {
      name: 'respond',
      data: { case_id: caseId, claim_id: 0, respondant: 'bob', response_link: doc('response') },
    })
    await send('alice', {
      name: 'updateclaim',
      data: { case_id: caseId, claim_id: 0, claimant: 'alice', claim_link: doc('claim2') },
    })
    const [claim] = await rows(claimRow, 'claims', caseId)
    expect(claim).toMatchObject({ status: 2, response_link: doc('response'), claim_info_needed: false })
    await send('carol', {
      name: 'settleclaim',
      data: {
        case_id: caseId,
        assigned_arb: 'carol',
        claim_id: 0,
        accept: true,
        decision_link: doc('decision'),
      },
    })
    await send('carol', {
      name: 'setruling',
      data: { case_id: caseId, assigned_arb: 'carol', case_ruling: doc('ruling') },
    })
    await expect(
      send('carol', { name: 'validatecase', data: { case_id: caseId, proceed: true } }),
    ).rejects.toThrow(/missing authority of resolveadmin/)
    await send(ADMIN, { name: 'validatecase', data: { case_id: caseId, proceed: true } })
    expect(await escrow('carol')).toBe('153.8461 TLOS')
    expect(await config()).toMatchObject({ reserved_funds: '0.0000 TLOS', available_funds: '25.3846 TLOS' })
    await send(ADMIN, { name: 'closecase', data: { case_id: caseId } })
    expect((await rows(caseFileRow, 'casefiles'))[0]?.case_status).toBe(6)
    await send('carol', { name: 'withdraw', data: { owner: 'carol' } })
    expect(await escrow('carol')).toBeUndefined()
    expect((await rows(arbitratorRow, 'arbitrators'))[0]).toMatchObject({
      arb: 'carol',
      closed_case_ids: ['0'],
    })
  })
})
