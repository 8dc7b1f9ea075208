import { z } from '../../zod-mini.ts'
import { abiStructOf, abiType } from '../../abi-types.ts'
import { accountName, assetString, chainBool, nameOrEmpty, uint16, uint64 } from '../../primitives.ts'
import { actionOf, defineContract, tableOf } from '../define.ts'
import { WORKS_ACCOUNT } from './account.ts'

export { WORKS_ACCOUNT } from './account.ts'

// works.decide (telosnetwork/telos-works) rows as get_table_rows shows them. Each proposal is voted
// on through the telos.decide ballot named in current_ballot; the first milestone's ballot has the
// proposal's own name, which is how the portal joins a `proposal` ballot to its proposal_info.

/** Proposal statuses of the real contract. */
export const PROPOSAL_STATUSES = ['drafting', 'inprogress', 'failed', 'cancelled', 'completed'] as const
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number]
/** Categories the real contract accepts (valid_category). */
export const PROPOSAL_CATEGORIES = ['marketing', 'apps', 'developers', 'education'] as const
export type ProposalCategory = (typeof PROPOSAL_CATEGORIES)[number]

/** `proposals` row (scope self, primary key proposal_name; indexes byproposer 2, bycategory 3, bystatus 4, byballot 5). */
export const proposalRow = abiStructOf(
  'proposal',
  z.object({
    title: z.string(),
    description: z.string(),
    content: z.string(),
    proposal_name: accountName,
    proposer: accountName,
    category: nameOrEmpty,
    status: nameOrEmpty,
    current_ballot: nameOrEmpty,
    fee: assetString,
    refunded: chainBool,
    total_requested: assetString,
    remaining: assetString,
    milestones: uint16,
    current_milestone: uint16,
  }),
)
export type ProposalRow = z.infer<typeof proposalRow>

/** A `map<name, asset>` entry (ballot results by option). */
export const ballotResult = abiStructOf('pair_name_asset', z.object({ key: nameOrEmpty, value: assetString }))

/** `milestones` row (scope = proposal_name, primary key milestone_id, from 1). */
export const milestoneRow = abiStructOf(
  'milestone',
  z.object({
    milestone_id: uint64,
    status: nameOrEmpty,
    requested: assetString,
    report: z.string(),
    ballot_name: nameOrEmpty,
    ballot_results: z.array(ballotResult),
  }),
)
export type MilestoneRow = z.infer<typeof milestoneRow>

/**
 * `seedprop` — devnet only, auth works.decide: writes a proposal (and its milestones) in one of the
 * real statuses, linked to the telos.decide ballot of the same name, as draftprop + launchprop
 * (+ the ballot's outcome) would have left it.
 */
export const seedPropData = z.object({
  title: z.string(),
  description: z.string(),
  content: z.string(),
  proposal_name: accountName,
  proposer: accountName,
  category: abiType('name', z.enum(PROPOSAL_CATEGORIES)),
  total_requested: assetString,
  milestones: uint16,
  status: abiType('name', z.enum(PROPOSAL_STATUSES)),
})
export type SeedPropData = z.infer<typeof seedPropData>

const table = tableOf('works')

/** works.decide's tables (proposals by name; milestones scoped by their proposal's name). */
export const worksTables = {
  milestones: table('milestones', milestoneRow, {
    scope: 'proposal',
    primaryKeyType: 'uint64',
    primaryKey: (row) => row.milestone_id,
  }),
  proposals: table('proposals', proposalRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.proposal_name,
    indexes: [
      { name: 'byproposer', position: 2, keyType: 'name' },
      { name: 'bycategory', position: 3, keyType: 'name' },
      { name: 'bystatus', position: 4, keyType: 'name' },
      { name: 'byballot', position: 5, keyType: 'name' },
    ],
  }),
}

const action = actionOf('works', worksTables)

// Its ABI has works.decide's tables as in telosnetwork/telos-works (`contracts/works/include/
// works.hpp`, master `37da144`), which is all the portal reads. The proposal actions (draftprop,
// launchprop, …) are not run by the devnet; `seedprop` is the devnet's own way to write proposals.
/** works.decide as the portal and the devnet see it (its ABI is the part the devnet runs). */
export const works = defineContract({
  key: 'works',
  account: WORKS_ACCOUNT,
  tables: worksTables,
  actions: { seedprop: action('seedprop', seedPropData, ['proposals', 'milestones']) },
})
