import { expect } from './fixtures.ts'
import { chainPassed, chainTime, decideFee } from './journey-assets.ts'
import {
  ADMIN,
  ARB,
  createAccount,
  mustPush,
  push,
  randomName,
  rows,
  stakeAndRegisterActions,
  type RawAction,
} from './resolve-support.ts'

// An arbitration election a journey owns, with a live ballot and seats it gives, without moving the
// clock. The contract runs one election at a time, so the demo world's running one (taking candidates)
// is set aside first: its candidates step back and it ends at once with no seat given (skiptovoting,
// then beginvoting with no candidate). The journey's election has two seats, three candidates and a
// voting window short enough to wait for. Afterwards the config is set back and the set-aside
// election is made again with its information and candidates, in the same order; the journey's seats
// are given up (removed), so the new one counts as many free seats as the old one did.

const CREATED = 1
const ENDED = 3
const CREDENTIALS = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'

type Config = {
  max_elected_arbs: number
  election_voting_ts: number
  runoff_election_voting_ts: number
  election_add_candidates_ts: number
  arb_term_length: number
  claimant_accepting_offers_ts: number
  current_election_id: string | number
  max_claims_per_case: number
  fee_usd: string
}
type Election = {
  election_id: string | number
  status: number
  info_url: string
  ballot_name: string
  candidates: { name: string }[]
  end_add_candidates_ts: string
  end_voting_ts: string
}
type Arbitrator = { arb: string; arb_status: number; term_expiration: string }

const arb = (name: string, actor: string, data: Record<string, unknown> = {}): RawAction => ({
  account: ARB,
  name,
  actor,
  data,
})

/** setconfig's data for `config` with `change` (setconfig names some fields differently from the row). */
const setconfig = (config: Config, change: { max_elected_arbs?: number; election_duration?: number } = {}) =>
  arb('setconfig', ADMIN, {
    max_elected_arbs: config.max_elected_arbs,
    election_duration: config.election_voting_ts,
    runoff_duration: config.runoff_election_voting_ts,
    election_add_candidates_duration: config.election_add_candidates_ts,
    arbitrator_term_length: config.arb_term_length,
    max_claims_per_case: config.max_claims_per_case,
    fee_usd: config.fee_usd,
    claimant_accepting_offers_duration: config.claimant_accepting_offers_ts,
    ...change,
  })

async function currentElection(): Promise<Election | undefined> {
  const [config] = await rows<Config>(ARB, 'config')
  return (await rows<Election>(ARB, 'elections')).find(
    (row) => String(row.election_id) === String(config?.current_election_id),
  )
}

/** Seats held as the contract counts them (has_available_seats): not removed or expired, term running. */
async function occupiedSeats(): Promise<number> {
  const now = Date.parse(`${await chainTime()}Z`)
  return (await rows<Arbitrator>(ARB, 'arbitrators')).filter(
    (row) => row.arb_status !== 3 && row.arb_status !== 4 && Date.parse(`${row.term_expiration}Z`) >= now,
  ).length
}

/** Ends the running election at once with no seat given; answers what it takes to make it again. */
async function setAsideRunningElection(): Promise<{ info: string; candidates: string[] } | undefined> {
  const running = await currentElection()
  if (!running || running.status === ENDED) return undefined
  expect(
    running.status === CREATED && running.end_add_candidates_ts > (await chainTime()),
    'the running election still takes candidates (its candidates can step back)',
  ).toBe(true)
  const candidates = running.candidates.map((candidate) => candidate.name)
  for (const nominee of candidates) await mustPush([arb('candrmvlead', nominee, { nominee })])
  await mustPush([
    arb('skiptovoting', ADMIN),
    arb('beginvoting', ADMIN, { ballot_name: randomName('dse'), runoff: false }),
  ])
  return { info: running.info_url, candidates }
}

/** A journey's live arbitration election: its ballot, candidates, and a voter who may vote in it. */
export type JourneyElection = {
  ballot: string
  /** Three candidates; the first two win the two seats (a voter set up here votes for them). */
  candidates: readonly [string, string, string]
  /** Staked and registered on the VOTE treasury, not yet voted. */
  voter: string
  /** Ends the election once its voting window has passed (once); answers the two seated arbitrators. */
  seated: () => Promise<readonly [string, string]>
  /** Gives up the seats left, sets the config back and makes the set-aside election again. */
  restore: () => Promise<void>
}

/** Opens a journey-owned election whose ballot is voting for `votingSeconds` (at least telos.decide's minballength). */
export async function openJourneyElection(votingSeconds: number): Promise<JourneyElection> {
  const [config] = await rows<Config>(ARB, 'config')
  expect(config, 'the arbitration config').toBeTruthy()
  const setAside = await setAsideRunningElection()

  // The ballot fee is paid from the contract's available funds, and endelection wants as much left.
  const [amount, symbol] = (await decideFee('ballot')).split(' ')
  await mustPush([
    {
      account: 'eosio.token',
      name: 'transfer',
      actor: 'eosio',
      data: {
        from: 'eosio',
        to: ARB,
        quantity: `${(2 * Number(amount)).toFixed(4)} ${symbol}`,
        memo: 'skip',
      },
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
  await mustPush([
    setconfig(config!, { max_elected_arbs: (await occupiedSeats()) + 2, election_duration: votingSeconds }),
  ])
  await mustPush([arb('initelection', ADMIN, { content: setAside?.info ?? CREDENTIALS })])
  const candidates = [
    await createAccount('dsc', '10.0000 TLOS'),
    await createAccount('dsc', '10.0000 TLOS'),
    await createAccount('dsc', '10.0000 TLOS'),
  ] as const
  for (const nominee of candidates)
    await mustPush([
      arb('regarb', nominee, { nominee, credentials_link: CREDENTIALS }),
      arb('candaddlead', nominee, { nominee }),
    ])
  const ballot = randomName('dsb')
  await mustPush([
    arb('skiptovoting', ADMIN),
    arb('beginvoting', ADMIN, { ballot_name: ballot, runoff: false }),
  ])
  const election = await currentElection()
  expect(election?.ballot_name, 'the journey election is voting on its ballot').toBe(ballot)

  const [first, second] = candidates
  const backer = await stakedVoter()
  await mustPush([
    {
      account: 'telos.decide',
      name: 'castvote',
      actor: backer,
      data: { voter: backer, ballot_name: ballot, options: [first, second] },
    },
  ])
  const voter = await stakedVoter()

  let ending: Promise<readonly [string, string]> | undefined
  const seated = () =>
    (ending ??= (async () => {
      await chainPassed(election!.end_voting_ts)
      await mustPush([arb('endelection', ADMIN)])
      const seats = (await rows<Arbitrator>(ARB, 'arbitrators')).filter((row) =>
        [first, second].includes(row.arb),
      )
      expect(seats.map((row) => row.arb_status)).toEqual([2, 2])
      return [first, second] as const
    })())

  const restore = async () => {
    await seated().catch(() => undefined)
    // A seat a journey did not give up is given up here, so it no longer counts as taken.
    for (const arbitrator of candidates)
      await push([arb('newarbstatus', arbitrator, { arbitrator, new_status: 3 })])
    await mustPush([setconfig(config!)])
    if (!setAside) return
    await mustPush([arb('initelection', ADMIN, { content: setAside.info })])
    for (const nominee of setAside.candidates) await mustPush([arb('candaddlead', nominee, { nominee })])
  }
  return { ballot, candidates, voter, seated, restore }
}

/** A new account with 200 TLOS staked (so 200 VOTE), registered on the VOTE treasury. */
async function stakedVoter(): Promise<string> {
  const voter = await createAccount('dsv', '1000.0000 TLOS')
  await mustPush(stakeAndRegisterActions(voter))
  return voter
}
