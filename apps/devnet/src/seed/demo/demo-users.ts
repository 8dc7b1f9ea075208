import { ARBITRATION_ADMIN } from '../arbitration.ts'

/** Who lives in the demo world and what each is for (GET /devnet/accounts, the README, `npm start`). */
export const DEMO_USERS = [
  {
    name: ARBITRATION_ADMIN,
    description: 'Resolve admin: runs arbitrator elections, validates and closes cases',
  },
  { name: 'arbitrator1', description: 'Elected arbitrator (available): assigned to most demo cases' },
  { name: 'arbitrator2', description: 'Elected arbitrator (available): has pending and rejected offers' },
  { name: 'arbitrator3', description: 'Elected arbitrator (unavailable): took a case, then paused' },
  { name: 'arbitrator4', description: 'Arbitrator removed by the admin (dismissarb)' },
  { name: 'nominee1', description: 'Candidate in the arbitrator election in progress' },
  { name: 'nominee2', description: 'Candidate in the arbitrator election in progress' },
  { name: 'nominee3', description: 'Nominee (registered, not yet a candidate) in the election in progress' },
  {
    name: 'claimant1',
    description: 'Claimant: cases in setup, arbitrator assigned, investigation, decision and resolved',
  },
  {
    name: 'claimant2',
    description: 'Claimant: cases awaiting arbitrators, enforcement, dismissed, cancelled and mistrial',
  },
  { name: 'respondant1', description: 'Respondant of claimant1 cases; has responded to claims' },
  { name: 'respondant2', description: 'Respondant of claimant2 cases' },
  {
    name: 'voter1',
    description: 'Voter: staked TLOS (VOTE), member of the DEMO and GUILD DAOs, votes on ballots',
  },
  { name: 'voter2', description: 'Voter: staked TLOS (VOTE), member of the DEMO DAO' },
  { name: 'voter3', description: 'Voter: staked TLOS (VOTE) only; votes for validators' },
  { name: 'daomanager', description: 'DAO manager of DEMO (public) and GUILD (private); publishes ballots' },
  { name: 'tokenowner', description: 'Owner of the DEMOTK token created with the token manager' },
  { name: 'dormant1', description: 'Dormant account on the tlosrecovery unstake list (claim page: unstake)' },
  { name: 'dormant2', description: 'Dormant account on the tlosrecovery recover list (claim page: recover)' },
  { name: 'producer1', description: 'Registered validator with CPU benchmark history' },
  { name: 'producer2', description: 'Registered validator with CPU benchmark history' },
  { name: 'producer3', description: 'Registered validator with CPU benchmark history' },
] as const

export type DemoUser = (typeof DEMO_USERS)[number]['name']
