import type { ABI } from '@wharfkit/antelope'
import { abiAction, abiDef, abiStruct as struct, abiTable as table } from '../abi-builders.ts'

/**
 * works.decide's tables as in telosnetwork/telos-works (`contracts/works/include/works.hpp`,
 * master `37da144`), which is all the portal reads. The proposal actions (draftprop, launchprop, …)
 * are not run by the devnet; `seedprop` is the devnet's own way to write proposals.
 */
export const worksAbi: ABI.Def = abiDef({
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
  actions: [abiAction('seedprop')],
  tables: [table('milestones', 'milestone'), table('proposals', 'proposal')],
})
