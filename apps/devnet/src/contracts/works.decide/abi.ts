import type { ABI } from '@wharfkit/antelope'
import type { MilestoneRow, ProposalRow, SeedPropData } from '@portal/chain/contracts/works/index'

const struct = (name: string, fields: [string, string][]): ABI.Struct => ({
  name,
  base: '',
  fields: fields.map(([field, type]) => ({ name: field, type })),
})
const table = (name: string, type: string): ABI.Table => ({
  name,
  index_type: 'i64',
  key_names: [],
  key_types: [],
  type,
})

/**
 * works.decide's tables as in telosnetwork/telos-works (`contracts/works/include/works.hpp`,
 * master `37da144`), which is all the portal reads. The proposal actions (draftprop, launchprop, …)
 * are not run by the devnet; `seedprop` is the devnet's own way to write proposals.
 */
export const worksAbi: ABI.Def = {
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    struct('milestone', [
      ['milestone_id', 'uint64'],
      ['status', 'name'],
      ['requested', 'asset'],
      ['report', 'string'],
      ['ballot_name', 'name'],
      ['ballot_results', 'pair_name_asset[]'],
    ]),
    struct('pair_name_asset', [
      ['key', 'name'],
      ['value', 'asset'],
    ]),
    struct('proposal', [
      ['title', 'string'],
      ['description', 'string'],
      ['content', 'string'],
      ['proposal_name', 'name'],
      ['proposer', 'name'],
      ['category', 'name'],
      ['status', 'name'],
      ['current_ballot', 'name'],
      ['fee', 'asset'],
      ['refunded', 'bool'],
      ['total_requested', 'asset'],
      ['remaining', 'asset'],
      ['milestones', 'uint16'],
      ['current_milestone', 'uint16'],
    ]),
    struct('seedprop', [
      ['title', 'string'],
      ['description', 'string'],
      ['content', 'string'],
      ['proposal_name', 'name'],
      ['proposer', 'name'],
      ['category', 'name'],
      ['total_requested', 'asset'],
      ['milestones', 'uint16'],
      ['status', 'name'],
    ]),
  ],
  actions: [{ name: 'seedprop', type: 'seedprop', ricardian_contract: '' }],
  tables: [table('milestones', 'milestone'), table('proposals', 'proposal')],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
}

/** Row and action shapes as handlers see them. */
export type WorksTypes = {
  actions: { seedprop: SeedPropData }
  tables: { milestones: MilestoneRow; proposals: ProposalRow }
}
