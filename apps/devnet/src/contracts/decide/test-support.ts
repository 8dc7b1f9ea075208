import type { BallotRow, TreasuryRow, VoterRow, VoteRow } from '@portal/chain/contracts/decide/index'
import type { ContractModule } from '../../chain/runtime/contract.ts'
import { createTestChain, type TestChain } from '../../chain/test-chain.ts'
import { seedDecide, type DecideFees } from '../../seed/decide.ts'

// Shared set-up for telos.decide's contract tests: a chain in the `--seed none` decide state, with
// named accounts holding TLOS, and short-hands for the common steps.

export const DECIDE = 'telos.decide'

export type DecideChain = TestChain & {
  act(actor: string, action: string, data: object): ReturnType<TestChain['transact']>
  ballot(name: string): BallotRow
  treasury(code: string): TreasuryRow | undefined
  voter(account: string, code: string): VoterRow | undefined
  votes(ballot: string): VoteRow[]
  deposit(account: string): string | undefined
  config(): {
    fees: { key: string; value: string }[]
    total_deposits: string
    times: { key: string; value: number }[]
  }
}

export function decideChain(
  options: { fees?: DecideFees; accounts?: string[]; contracts?: readonly ContractModule[] } = {},
): DecideChain {
  const chain = createTestChain({
    accounts: options.accounts ?? ['alice', 'bob', 'carol', 'dave', 'erin'],
    balance: '10000.0000 TLOS',
    contracts: options.contracts,
  })
  seedDecide(chain.chain, options.fees ?? {})
  const extra: Omit<DecideChain, keyof TestChain> = {
    act: (actor, action, data) => chain.transact(actor, `${DECIDE}::${action}`, data),
    ballot: (name) => {
      const row = chain.rows<BallotRow>(DECIDE, 'ballots').find((ballot) => ballot.ballot_name === name)
      if (!row) throw new Error(`no ballot ${name}`)
      return row
    },
    treasury: (code) =>
      chain.rows<TreasuryRow>(DECIDE, 'treasuries').find((row) => row.supply.endsWith(` ${code}`)),
    voter: (account, code) =>
      chain.rows<VoterRow>(DECIDE, 'voters', account).find((row) => row.liquid.endsWith(` ${code}`)),
    votes: (ballot) => chain.rows<VoteRow>(DECIDE, 'votes', ballot),
    deposit: (account) => chain.rows<{ balance: string }>(DECIDE, 'accounts', account)[0]?.balance,
    config: () => {
      const row = chain.rows<ReturnType<DecideChain['config']>>(DECIDE, 'config')[0]
      if (!row) throw new Error('no config')
      return row
    },
  }
  return Object.assign(chain, extra)
}

/** Sends TLOS to telos.decide as a fee deposit (the portal's memo). */
export function depositFee(chain: TestChain, from: string, quantity: string): void {
  chain.transfer(from, DECIDE, quantity, 'fees-deposit')
}

/** A DAO: deposit the treasury fee, newtreasury, then register `voters` and mint them `amount` each. */
export async function createDao(
  chain: DecideChain,
  options: { manager?: string; symbol?: string; access?: string; voters?: string[]; amount?: string } = {},
): Promise<void> {
  const manager = options.manager ?? 'alice'
  const symbol = options.symbol ?? 'GOV'
  depositFee(chain, manager, '500.0000 TLOS')
  await chain.act(manager, 'newtreasury', {
    manager,
    max_supply: `1000000.0000 ${symbol}`,
    access: options.access ?? 'public',
  })
  for (const voter of options.voters ?? []) {
    await chain.act(voter, 'regvoter', { voter, treasury_symbol: `4,${symbol}`, referrer: null })
    if (options.amount) {
      await chain.act(manager, 'mint', { to: voter, quantity: `${options.amount} ${symbol}`, memo: '' })
    }
  }
}

/** A ballot in setup: deposit the fee, newballot, optional min/max; returns its name. */
export async function createBallot(
  chain: DecideChain,
  options: {
    name?: string
    publisher?: string
    symbol?: string
    method?: string
    category?: string
    options?: string[]
    min?: number
    max?: number
  } = {},
): Promise<string> {
  const name = options.name ?? 'ballot1'
  const publisher = options.publisher ?? 'alice'
  depositFee(chain, publisher, '10.0000 TLOS')
  await chain.act(publisher, 'newballot', {
    ballot_name: name,
    category: options.category ?? 'poll',
    publisher,
    treasury_symbol: `4,${options.symbol ?? 'GOV'}`,
    voting_method: options.method ?? '1tokennvote',
    initial_options: options.options ?? ['yes', 'no', 'abstain'],
  })
  if (options.min !== undefined || options.max !== undefined) {
    await chain.act(publisher, 'editminmax', {
      ballot_name: name,
      new_min_options: options.min ?? 1,
      new_max_options: options.max ?? 1,
    })
  }
  return name
}

/** Opens a ballot for `days` days from the chain's current time. */
export async function openBallot(
  chain: DecideChain,
  name: string,
  publisher = 'alice',
  days = 7,
): Promise<string> {
  const end = new Date((chain.now() + days * 86400) * 1000).toISOString().slice(0, 19)
  await chain.act(publisher, 'openvoting', { ballot_name: name, end_time: end })
  return end
}
