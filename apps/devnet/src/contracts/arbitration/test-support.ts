import type { ArbitrationRows } from '@portal/chain/contracts/arbitration/index'
import { createTestChain, type TestChain } from '../../chain/test-chain.ts'
import { seedDecide } from '../../seed/decide.ts'
import { seedOracle } from '../../seed/oracle.ts'
import { arbitrationContract } from './arbitration.contract.ts'

// Shared set-up for the arbitration contract tests: an in-process chain with delphioracle at the
// reference price (median 6500 = 0.65 USD per TLOS), telos.decide with its default fees and the VOTE
// treasury, the contract initialised with `admin`, and
// short-hands for the actions every story needs.

export const ARB = 'testtelosarb'
export const ADMIN = 'resolveadmin'
export const DAY = 86_400

/**
 * The config `init` stores: the C++ member initializers, written out here (durations in whole days:
 * 29 days of election voting, 7 days each for runoffs, candidates and offers, a 365-day term) so tests
 * do not read them from the code under test.
 */
export const DEFAULT_CONFIG = {
  admin: ADMIN,
  contract_version: '0.1.0',
  max_elected_arbs: 21,
  election_voting_ts: 29 * DAY,
  runoff_election_voting_ts: 7 * DAY,
  election_add_candidates_ts: 7 * DAY,
  arb_term_length: 365 * DAY,
  claimant_accepting_offers_ts: 7 * DAY,
  current_election_id: '0',
  max_claims_per_case: 21,
  fee_usd: '10.0000 USD',
  available_funds: '0.0000 TLOS',
  reserved_funds: '0.0000 TLOS',
}

/** A 46-character document hash (the contract checks the length only). */
export const doc = (n: number | string): string => `Qm${String(n).padStart(44, 'x')}`

export type Rows = ArbitrationRows

/** `assertion failure with message: <message>`, as nodeos words a failed check. */
export const failure = (message: string): string => `assertion failure with message: ${message}`

export class ArbitrationChain {
  readonly chain: TestChain

  constructor(chain: TestChain) {
    this.chain = chain
  }

  act(actor: string, action: string, data: object) {
    return this.chain.transact(actor, `${ARB}::${action}`, data)
  }

  config(): Rows['config'] {
    const [config] = this.chain.rows<Rows['config']>(ARB, 'config')
    if (!config) throw new Error('arbitration config missing')
    return config
  }

  cases(): Rows['casefiles'][] {
    return this.chain.rows<Rows['casefiles']>(ARB, 'casefiles')
  }

  caseFile(id: number | string): Rows['casefiles'] {
    const row = this.cases().find((c) => c.case_id === String(id))
    if (!row) throw new Error(`case ${id} missing`)
    return row
  }

  claims(caseId: number | string): Rows['claims'][] {
    return this.chain.rows<Rows['claims']>(ARB, 'claims', BigInt(caseId))
  }

  offers(): Rows['offers'][] {
    return this.chain.rows<Rows['offers']>(ARB, 'offers')
  }

  elections(): Rows['elections'][] {
    return this.chain.rows<Rows['elections']>(ARB, 'elections')
  }

  nominees(): Rows['nominees'][] {
    return this.chain.rows<Rows['nominees']>(ARB, 'nominees')
  }

  arbitrators(): Rows['arbitrators'][] {
    return this.chain.rows<Rows['arbitrators']>(ARB, 'arbitrators')
  }

  arbitrator(name: string): Rows['arbitrators'] | undefined {
    return this.arbitrators().find((row) => row.arb === name)
  }

  /** The escrow balance of `owner`, or undefined when it has no row. */
  escrow(owner: string): string | undefined {
    return this.chain.rows<Rows['accounts']>(ARB, 'accounts', owner)[0]?.balance
  }

  deposit(from: string, quantity: string, memo = 'Resolve escrow deposit') {
    return this.chain.transact(from, 'eosio.token::transfer', { from, to: ARB, quantity, memo })
  }

  fileCase(claimant = 'alice', overrides: Record<string, unknown> = {}) {
    return this.act(claimant, 'filecase', {
      claimant,
      claim_link: doc(1),
      lang_codes: [0],
      respondant: 'bob',
      claim_category: 1,
      ...overrides,
    })
  }

  /**
   * Seats `names` as AVAILABLE arbitrators through a real election decided without a ballot
   * (candidates ≤ seats): initelection, regarb, candaddlead, the window passes, beginvoting.
   */
  async seat(...names: string[]): Promise<void> {
    await this.act(ADMIN, 'initelection', { content: doc('election') })
    for (const name of names) {
      await this.act(name, 'regarb', { nominee: name, credentials_link: doc(name) })
      await this.act(name, 'candaddlead', { nominee: name })
    }
    this.chain.advanceTime(7 * DAY)
    await this.act(ADMIN, 'beginvoting', { ballot_name: 'noballot', runoff: false })
    for (const name of names) await this.act(name, 'newarbstatus', { arbitrator: name, new_status: 1 })
  }

  /** Case 0 by alice against bob, readied with the fee paid from a 100 TLOS escrow deposit. */
  async readyCase(claimant = 'alice'): Promise<string> {
    const id = String(
      this.cases().length === 0 ? 0 : Math.max(...this.cases().map((c) => Number(c.case_id))) + 1,
    )
    await this.fileCase(claimant)
    await this.deposit(claimant, '100.0000 TLOS')
    await this.act(claimant, 'readycase', { case_id: id, claimant })
    return id
  }

  makeOffer(arbitrator: string, caseId: string, rate = '10.0000 USD', hours = 10, offerId = -1) {
    return this.act(arbitrator, 'makeoffer', {
      case_id: caseId,
      offer_id: offerId,
      arbitrator,
      hourly_rate: rate,
      estimated_hours: hours,
    })
  }

  /** A case in investigation with carol assigned (offer 10 h × 10 USD accepted) and bob as respondant. */
  async caseInInvestigation(days = 3): Promise<string> {
    const id = await this.readyCase()
    await this.makeOffer('carol', id)
    const offer = this.offers().find((o) => o.case_id === id && o.arbitrator === 'carol')
    await this.deposit('alice', '200.0000 TLOS')
    await this.act('alice', 'respondoffer', { case_id: id, offer_id: offer?.offer_id, accept: true })
    await this.act('carol', 'startcase', {
      case_id: id,
      assigned_arb: 'carol',
      number_days_respondant: days,
      response_info_required: '',
    })
    return id
  }
}

/**
 * A fresh chain: alice, bob, carol, dave (1000 TLOS each) and the admin, the oracle at 6500,
 * telos.decide, the arbitration contract deployed and initialised. `arbitrators` are seated and set available.
 */
export async function arbitrationChain(
  options: { arbitrators?: string[]; accounts?: string[] } = {},
): Promise<ArbitrationChain> {
  const chain = createTestChain({
    contracts: [arbitrationContract],
    accounts: options.accounts ?? ['alice', 'bob', 'carol', 'dave', ADMIN],
  })
  seedOracle(chain.chain)
  seedDecide(chain.chain, {})
  await chain.transact(ARB, `${ARB}::init`, { initial_admin: ADMIN })
  const arb = new ArbitrationChain(chain)
  if (options.arbitrators?.length) await arb.seat(...options.arbitrators)
  return arb
}
