import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { chainClient } from '@/lib/chain/chain.ts'
import { login, logout } from '@/lib/session/session-store.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { resetDryRunMemory } from './dry-run.ts'
import { DryRunRefusal } from './dry-run-refusal.ts'
import { transact, type ActionInput } from './transact.ts'

// Every transaction is first run on the devnet's compute_transaction: the refusals a user can provoke
// in the journeys are caught there, before the wallet signs anything, and the chain is left as it was.

devnetForThisFile({ seed: 'demo' })
afterEach(() => resetDryRunMemory())
afterAll(async () => {
  await logout()
})

const ARBITRATION = 'testtelosarb'
const DECIDE = 'telos.decide'
const CLAIM = 'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o'

async function as(account: string) {
  await logout()
  await login({ walletId: 'local-keys', account })
}

/** A refusal a journey can provoke: who signs, what they send, and a part of the contract's message. */
type Provoked = { what: string; signer: string; actions: ActionInput[]; refusal: RegExp }

const mint = (to: string, quantity: string): ActionInput => ({
  account: DECIDE,
  name: 'mint',
  data: { to, quantity, memo: '' },
})
const fileCase = (respondant: string): ActionInput => ({
  account: ARBITRATION,
  name: 'filecase',
  data: { claimant: 'claimant1', claim_link: CLAIM, lang_codes: [0], respondant, claim_category: 6 },
})

const PROVOKED: Provoked[] = [
  {
    what: 'DAO mint to an account that does not exist',
    signer: 'daomanager',
    actions: [mint('nosuchacct11', '1.00 DEMO')],
    refusal: /./,
  },
  {
    what: 'DAO mint over the maximum supply',
    signer: 'daomanager',
    actions: [mint('voter1', '2000000.00 DEMO')],
    refusal: /supply/i,
  },
  {
    what: 'DAO mint to a non-member',
    signer: 'daomanager',
    actions: [mint('voter3', '1.00 DEMO')],
    refusal: /voter not found/i,
  },
  {
    what: 'File a case against an account that does not exist',
    signer: 'claimant1',
    actions: [fileCase('nosuchacct11')],
    refusal: /respondant must be an account/i,
  },
  {
    what: 'Transfer more TLOS than the balance',
    signer: 'voter3',
    actions: [
      {
        account: 'eosio.token',
        name: 'transfer',
        data: { from: 'voter3', to: 'voter1', quantity: '999999999.0000 TLOS', memo: '' },
      },
    ],
    refusal: /overdrawn balance/i,
  },
  {
    what: 'Withdraw from a Resolve escrow one never funded',
    signer: 'voter3',
    actions: [{ account: ARBITRATION, name: 'withdraw', data: { owner: 'voter3' } }],
    refusal: /./,
  },
  {
    what: 'Vote on a ballot that does not exist',
    signer: 'voter1',
    actions: [
      {
        account: DECIDE,
        name: 'castvote',
        data: { voter: 'voter1', ballot_name: 'nosuchballot', options: ['yes'] },
      },
    ],
    refusal: /ballot not found/i,
  },
  {
    what: 'Join a DAO one already belongs to',
    signer: 'voter1',
    actions: [
      {
        account: DECIDE,
        name: 'regvoter',
        data: { voter: 'voter1', treasury_symbol: '2,DEMO', referrer: null },
      },
    ],
    refusal: /voter already exists/i,
  },
  {
    what: 'Join a private DAO without an invitation',
    signer: 'voter3',
    actions: [
      {
        account: DECIDE,
        name: 'regvoter',
        data: { voter: 'voter3', treasury_symbol: '0,GUILD', referrer: null },
      },
    ],
    refusal: /./,
  },
  {
    what: 'Delete a case that does not exist',
    signer: 'claimant1',
    actions: [{ account: ARBITRATION, name: 'shredcase', data: { claimant: 'claimant1', case_id: 999999 } }],
    refusal: /./,
  },
]

describe('the dry run before the wallet', { timeout: DEVNET_TEST_TIMEOUT_MS * 4 }, () => {
  it('a transaction the chain accepts is dry-run first, then signed and sent once', async () => {
    await as('claimant1')
    const network = watchNetwork()
    try {
      await transact(
        [
          {
            account: 'eosio.token',
            name: 'transfer',
            data: { from: 'claimant1', to: 'testtelosarb', quantity: '0.0100 TLOS', memo: 'dry run' },
          },
        ],
        { title: 'Deposit' },
      )
      const paths = network.calls.map((call) => call.path)
      const computeAt = paths.indexOf('/v1/chain/compute_transaction')
      expect(computeAt).toBeGreaterThanOrEqual(0)
      expect(paths.indexOf('/v1/chain/send_transaction')).toBeGreaterThan(computeAt)
      // The dry run carries no signatures.
      const compute = network.calls[computeAt]!.body as { transaction: { signatures: string[] } }
      expect(compute.transaction.signatures).toEqual([])
    } finally {
      network.restore()
    }
  })

  it(`catches the refusals the journeys can provoke before anything is signed (${PROVOKED.length} provoked)`, async () => {
    const caught: string[] = []
    const missed: string[] = []
    for (const provoked of PROVOKED) {
      await as(provoked.signer)
      const network = watchNetwork()
      try {
        const error = await transact(provoked.actions, { title: provoked.what }).then(
          () => undefined,
          (thrown: unknown) => thrown,
        )
        const sent = network.calls.some((call) => call.path === '/v1/chain/send_transaction')
        const refusedBeforeSigning =
          error instanceof DryRunRefusal && !sent && provoked.refusal.test(error.chainError.message)
        ;(refusedBeforeSigning ? caught : missed).push(provoked.what)
      } finally {
        network.restore()
      }
    }
    expect(caught).toHaveLength(PROVOKED.length)
    expect(missed).toEqual([])
  })

  it('a refusal leaves the chain as it was', async () => {
    await as('daomanager')
    const supply = async () =>
      (
        await chainClient().getTableRows<{ supply: string }>({
          code: DECIDE,
          table: 'treasuries',
          scope: DECIDE,
          limit: 100,
        })
      ).rows.map((row) => row.supply)
    const before = await supply()
    await expect(transact([mint('voter3', '1.00 DEMO')], { title: 'Mint' })).rejects.toBeInstanceOf(
      DryRunRefusal,
    )
    expect(await supply()).toEqual(before)
  })

  it('a network without compute_transaction signs as before, and is not asked again', async () => {
    await as('claimant1')
    const network = watchNetwork({
      answer: (call) =>
        call.path === '/v1/chain/compute_transaction'
          ? Response.json(
              {
                code: 404,
                message: 'Not Found',
                error: {
                  code: 0,
                  name: 'exception',
                  what: 'unspecified',
                  details: [{ message: 'Unknown Endpoint', file: '', line_number: 0, method: '' }],
                },
              },
              { status: 404 },
            )
          : undefined,
    })
    try {
      const deposit = (amount: string): ActionInput[] => [
        {
          account: 'eosio.token',
          name: 'transfer',
          data: { from: 'claimant1', to: 'testtelosarb', quantity: amount, memo: 'no dry run' },
        },
      ]
      await transact(deposit('0.0200 TLOS'), { title: 'Deposit' })
      await transact(deposit('0.0300 TLOS'), { title: 'Deposit' })
      const paths = network.calls.map((call) => call.path)
      expect(paths.filter((path) => path === '/v1/chain/compute_transaction')).toHaveLength(1)
      expect(paths.filter((path) => path === '/v1/chain/send_transaction')).toHaveLength(2)
    } finally {
      network.restore()
    }
  })
})
