import { ballotRow, decideConfigRow, treasuryRow, voterRow } from '@portal/chain/contracts/decide/index'
import type { Session } from '@wharfkit/session'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PUBLIC_KEY } from '../../chain/chain.ts'
import { startTestDevnet, type TestDevnet } from '../../http/test-devnet.ts'

// The governance life cycle as the portal drives it: only the chain API, Wharf Kit sessions signing
// with keys, and get_table_rows reads, against a fresh `--seed none` devnet.

const DECIDE = 'telos.decide'
const PEOPLE = ['daomanager', 'voterone', 'votertwo', 'voterthree'] as const

let devnet: TestDevnet

const act = (session: Session, name: string, data: object, account = DECIDE) => ({
  account,
  name,
  authorization: [session.permissionLevel],
  data,
})

async function rows<T>(query: Record<string, unknown>): Promise<T[]> {
  const { status, json } = await devnet.post('/v1/chain/get_table_rows', {
    code: DECIDE,
    json: true,
    ...query,
  })
  expect(status).toBe(200)
  return json.rows as T[]
}

async function chainTime(offsetSeconds: number): Promise<string> {
  const info = await devnet.client.v1.chain.get_info()
  const head = Date.parse(`${String(info.head_block_time)}Z`)
  return new Date(head + offsetSeconds * 1000).toISOString().slice(0, 19)
}

beforeAll(async () => {
  devnet = await startTestDevnet()
  const eosio = devnet.session('eosio')
  const authority = { threshold: 1, keys: [{ key: DEV_PUBLIC_KEY, weight: 1 }], accounts: [], waits: [] }
  await eosio.transact({
    actions: PEOPLE.flatMap((name) => [
      act(eosio, 'newaccount', { creator: 'eosio', name, owner: authority, active: authority }, 'eosio'),
      act(
        eosio,
        'transfer',
        { from: 'eosio', to: name, quantity: '1000.0000 TLOS', memo: '' },
        'eosio.token',
      ),
    ]),
  })
})

afterAll(async () => {
  await devnet.close()
})

describe('governance over the chain API', () => {
  it('R-DAO-06, R-DAO-07, R-DAO-10, R-GOV-17, R-GOV-15, R-READ-12, R-READ-13, R-READ-15, R-READ-16, R-READ-17, R-READ-18: a DAO runs a ballot from fee to results', async () => {
    const [config] = await rows<unknown>({ table: 'config', scope: DECIDE })
    const fees = Object.fromEntries(decideConfigRow.parse(config).fees.map(({ key, value }) => [key, value]))
    expect(fees).toMatchObject({ ballot: '10.0000 TLOS', treasury: '500.0000 TLOS' })

    const manager = devnet.session('daomanager')
    await manager.transact({
      actions: [
        act(
          manager,
          'transfer',
          { from: 'daomanager', to: DECIDE, quantity: fees.treasury, memo: 'fees-deposit' },
          'eosio.token',
        ),
        act(manager, 'newtreasury', {
          manager: 'daomanager',
          max_supply: '1000000.0000 GOV',
          access: 'public',
        }),
        act(manager, 'edittrsinfo', {
          treasury_symbol: '4,GOV',
          title: 'Garden DAO',
          description: 'Plants',
          icon: '',
        }),
      ],
    })

    for (const name of PEOPLE) {
      const session = devnet.session(name)
      await session.transact({
        action: act(session, 'regvoter', { voter: name, treasury_symbol: '4,GOV', referrer: null }),
      })
    }
    await manager.transact({
      actions: [
        act(manager, 'mint', { to: 'voterone', quantity: '100.0000 GOV', memo: '' }),
        act(manager, 'mint', { to: 'votertwo', quantity: '40.0000 GOV', memo: '' }),
        act(manager, 'mint', { to: 'voterthree', quantity: '10.0000 GOV', memo: '' }),
      ],
    })
    const treasuries = (await rows<unknown>({ table: 'treasuries', scope: DECIDE, limit: 100 })).map((row) =>
      treasuryRow.parse(row),
    )
    expect(treasuries.find((row) => row.supply.endsWith(' GOV'))).toMatchObject({
      supply: '150.0000 GOV',
      voters: 4,
      title: 'Garden DAO',
      manager: 'daomanager',
    })
    const [voterOne] = await rows<unknown>({ table: 'voters', scope: 'voterone', limit: 1000 })
    expect(voterRow.parse(voterOne)).toMatchObject({ liquid: '100.0000 GOV' })

    const newBallot = async (ballot_name: string, open: boolean) => {
      const end = await chainTime(3600)
      await manager.transact({
        actions: [
          act(
            manager,
            'transfer',
            { from: 'daomanager', to: DECIDE, quantity: fees.ballot, memo: 'fees-deposit' },
            'eosio.token',
          ),
          act(manager, 'newballot', {
            ballot_name,
            category: 'poll',
            publisher: 'daomanager',
            treasury_symbol: '4,GOV',
            voting_method: '1tokennvote',
            initial_options: ['yes', 'no', 'abstain'],
          }),
          act(manager, 'editdetails', {
            ballot_name,
            title: `Ballot ${ballot_name}`,
            description: '',
            content: '',
          }),
          act(manager, 'editminmax', { ballot_name, new_min_options: 1, new_max_options: 2 }),
          ...(open ? [act(manager, 'openvoting', { ballot_name, end_time: end })] : []),
        ],
      })
    }
    await newBallot('budget', true)
    await newBallot('later', true)
    await newBallot('draft', false)

    const votes: [string, string[]][] = [
      ['voterone', ['yes']],
      ['votertwo', ['no', 'abstain']],
      ['voterthree', ['yes', 'no']],
    ]
    for (const [voter, options] of votes) {
      const session = devnet.session(voter)
      await session.transact({ action: act(session, 'castvote', { voter, ballot_name: 'budget', options }) })
    }
    const receipts = await rows<{ voter: string }>({ table: 'votes', scope: 'budget' })
    expect(receipts.map((row) => row.voter).sort()).toEqual(['voterone', 'voterthree', 'votertwo'])

    const moved = await devnet.post('/devnet/time', { advance_seconds: 3601 })
    expect(moved.status).toBe(200)
    await manager.transact({
      action: act(manager, 'closevoting', { ballot_name: 'budget', broadcast: true }),
    })

    const byEndTime = (
      await rows<unknown>({
        table: 'ballots',
        scope: DECIDE,
        index_position: 5,
        key_type: 'i64',
        reverse: true,
        limit: 250,
      })
    ).map((row) => ballotRow.parse(row))
    // `later` opened last, so it ends no earlier (ties go by primary key, reversed); setup ends at 0, last.
    expect(byEndTime.map((row) => [row.ballot_name, row.status])).toEqual([
      ['later', 'voting'],
      ['budget', 'closed'],
      ['draft', 'setup'],
    ])
    expect(byEndTime[1]).toMatchObject({
      total_voters: 3,
      total_raw_weight: '150.0000 GOV',
      options: [
        { key: 'no', value: '50.0000 GOV' },
        { key: 'yes', value: '110.0000 GOV' },
        { key: 'abstain', value: '40.0000 GOV' },
      ].sort((a, b) => (a.key < b.key ? -1 : 1)),
    })

    const fromSetup = await rows<{ ballot_name: string; status: string }>({
      table: 'ballots',
      scope: DECIDE,
      index_position: 3,
      key_type: 'name',
      lower_bound: 'setup',
      limit: 250,
    })
    expect(fromSetup.map((row) => [row.ballot_name, row.status])).toEqual([
      ['draft', 'setup'],
      ['later', 'voting'],
    ])
  })
})
