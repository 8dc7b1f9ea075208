import { useQuery } from '@tanstack/react-query'
import { works } from '@portal/chain/contracts/works/index'
import type { RowOf } from '@portal/chain/contracts/define'
import { tableQuery, tableRowQuery } from '@/lib/chain/table-query.ts'

/** A works.decide proposal. */
export type Proposal = RowOf<typeof works.tables.proposals>
/** One milestone of a proposal. */
export type Milestone = RowOf<typeof works.tables.milestones>

/** Every works proposal (works.decide proposals). */
export const proposalsQuery = () => tableQuery(works.tables.proposals, { all: true })
export const useProposals = () => useQuery(proposalsQuery())

/** The proposal voted on by a proposal ballot of the same name (lower = upper = the name), or null. */
export const proposalQuery = (name: string) => tableRowQuery(works.tables.proposals, name)
export const useProposal = (name: string, enabled: boolean) =>
  useQuery({ ...proposalQuery(name), enabled: enabled && name !== '' })

/** The milestones of a proposal (scope = the proposal's name). */
export const milestonesQuery = (proposalName: string) =>
  tableQuery(works.tables.milestones, { scope: proposalName })
export const useMilestones = (proposalName: string, enabled = true) =>
  useQuery({ ...milestonesQuery(proposalName), enabled: enabled && proposalName !== '' })
