import { describe, expect, it } from 'vitest'
import {
  ADMIN_STEPS,
  adminStepIndex,
  currentElection,
  electionCard,
  electionName,
  electionPhase,
  electionStatusLabel,
  nominationActions,
  showsNomineeRemoveIcon,
} from './elections.ts'
import type { ElectionRow } from '../contracts/arbitration/tables.ts'

type Election = Pick<
  ElectionRow,
  | 'election_id'
  | 'status'
  | 'ballot_name'
  | 'begin_add_candidates_ts'
  | 'end_add_candidates_ts'
  | 'end_voting_ts'
  | 'candidates'
>

const now = Date.UTC(2024, 5, 1, 12)
const election = (over: Partial<Election> = {}): Election => ({
  election_id: '3',
  status: 1,
  ballot_name: '',
  begin_add_candidates_ts: '2024-05-25T00:00:00',
  end_add_candidates_ts: '2024-06-02T00:00:00',
  end_voting_ts: '1970-01-01T00:00:00',
  candidates: [],
  ...over,
})

describe('election status and phases', () => {
  it('R-RES-STATE-19: labels 1 created, 2 live, 3 ended', () => {
    expect([1, 2, 3].map(electionStatusLabel)).toEqual(['Created', 'Live', 'Ended'])
    expect(electionStatusLabel(0)).toBe('Unknown status')
  })

  it('R-RES-ADMIN-07: status 1 is candidate registration until the add-candidates end, then election ready', () => {
    expect(electionPhase(election(), now)).toBe('candidate-registration')
    expect(electionPhase(election({ end_add_candidates_ts: '2024-06-01T11:00:00' }), now)).toBe(
      'election-ready',
    )
  })

  it('R-RES-ADMIN-07: status 2 is voting until the voting end, then finalization', () => {
    expect(electionPhase(election({ status: 2, end_voting_ts: '2024-06-20T00:00:00' }), now)).toBe('voting')
    expect(electionPhase(election({ status: 2, end_voting_ts: '2024-06-01T00:00:00' }), now)).toBe(
      'finalization',
    )
  })

  it('an ended or missing election is back at setup', () => {
    expect(electionPhase(election({ status: 3 }), now)).toBe('setup')
    expect(electionPhase(undefined, now)).toBe('setup')
  })

  it('R-RES-ADMIN-01: the admin stepper has the five steps of decisions.md', () => {
    expect(ADMIN_STEPS.map((step) => step.label)).toEqual([
      'Setup & nominee registration',
      'Candidate registration',
      'Election ready',
      'Voting',
      'Election finalization',
    ])
    expect(adminStepIndex('voting')).toBe(3)
  })

  it('R-DEFECT-01: the current election is config.current_election_id, not the first row', () => {
    const rows = [election({ election_id: '4', status: 3 }), election({ election_id: '3' })]
    expect(currentElection(rows, '3')?.election_id).toBe('3')
    expect(currentElection(rows, '4')?.election_id).toBe('4')
    expect(currentElection(rows, '9')).toBeUndefined()
    expect(currentElection(rows, undefined)).toBeUndefined()
  })

  it('elections without a ballot yet are named by id', () => {
    expect(electionName(election())).toBe('#3')
    expect(electionName(election({ ballot_name: 'arbelection1' }))).toBe('arbelection1')
  })
})

describe('election card', () => {
  it('a created election (nominations open) is not announced as "coming soon"', () => {
    expect(electionCard(election(), now).title).toBe('Nominations Are Open!')
  })

  it('R-RES-HOME-05 R-RES-HOME-06 R-RES-HOME-07: created and live link to elections, ended to cases', () => {
    expect(electionCard(election(), now)).toMatchObject({ state: 'created', href: '/resolve/elections' })
    expect(electionCard(election({ status: 2, end_voting_ts: '2024-07-01T00:00:00' }), now)).toMatchObject({
      state: 'live',
      href: '/resolve/elections',
    })
    expect(electionCard(election({ status: 3 }), now)).toMatchObject({
      state: 'ended',
      href: '/resolve/cases',
    })
    expect(electionCard(undefined, now).href).toBe('/resolve/cases')
  })

  it('R-RES-HOME-08: a live election shows as finalizing once voting has ended, still linking to elections', () => {
    expect(electionCard(election({ status: 2, end_voting_ts: '2024-06-01T00:00:00' }), now)).toMatchObject({
      state: 'finalizing',
      href: '/resolve/elections',
    })
  })
})

describe('nomination step panel', () => {
  const arbitrators = [{ arb: 'seated', arb_status: 1, term_expiration: '2025-01-01T00:00:00' }]

  it('R-RES-ELEC-05: a signed-in account without a nomination may nominate itself during the window', () => {
    const context = { account: 'alice', election: election(), nominees: [], arbitrators, now }
    expect(nominationActions(context).nominateSelf).toBe(true)
    expect(nominationActions({ ...context, election: undefined }).nominateSelf).toBe(true)
    expect(
      nominationActions({
        ...context,
        election: election({ status: 2, end_voting_ts: '2024-07-01T00:00:00' }),
      }).nominateSelf,
    ).toBe(false)
    expect(nominationActions({ ...context, account: undefined }).nominateSelf).toBe(false)
  })

  it('R-DEFECT-06: a seated arbitrator is not offered Nominate Self, an expired one is', () => {
    const context = { account: 'seated', election: election(), nominees: [], arbitrators, now }
    expect(nominationActions(context).nominateSelf).toBe(false)
    expect(nominationActions({ ...context, now: Date.UTC(2026, 0, 1) }).nominateSelf).toBe(false) // registration closed by then
    const later = election({ end_add_candidates_ts: '2026-02-01T00:00:00' })
    expect(nominationActions({ ...context, election: later, now: Date.UTC(2026, 0, 1) }).nominateSelf).toBe(
      true,
    )
  })

  it('R-RES-ELEC-06 R-RES-ELEC-07 R-RES-ELEC-08: nominees register or withdraw, candidates remove candidacy', () => {
    const nominees = [{ nominee_name: 'alice' }]
    const nominee = nominationActions({ account: 'alice', election: election(), nominees, arbitrators, now })
    expect(nominee).toEqual({
      nominateSelf: false,
      removeNomination: true,
      registerCandidate: true,
      removeCandidacy: false,
    })
    const candidate = nominationActions({
      account: 'alice',
      election: election({ candidates: [{ name: 'alice', votes: '0.0000 VOTE' }] }),
      nominees,
      arbitrators,
      now,
    })
    expect(candidate).toEqual({
      nominateSelf: false,
      removeNomination: false,
      registerCandidate: false,
      removeCandidacy: true,
    })
  })

  it('R-RES-ELEC-03 R-RES-ELEC-04 R-DEFECT-05: the remove icon shows on the own nomination after the add deadline', () => {
    const past = election({ end_add_candidates_ts: '2024-05-30T00:00:00' })
    expect(showsNomineeRemoveIcon({ nominee_name: 'alice' }, 'alice', past, now)).toBe(true)
    expect(showsNomineeRemoveIcon({ nominee_name: 'bob' }, 'alice', past, now)).toBe(false)
    expect(showsNomineeRemoveIcon({ nominee_name: 'alice' }, 'alice', election(), now)).toBe(false)
    expect(showsNomineeRemoveIcon({ nominee_name: 'alice' }, undefined, past, now)).toBe(false)
  })
})
