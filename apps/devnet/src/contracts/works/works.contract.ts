import {
  PROPOSAL_CATEGORIES,
  PROPOSAL_STATUSES,
  type MilestoneRow,
  type ProposalStatus,
} from '@portal/chain/contracts/works/index'
import { decide } from '@portal/chain/contracts/decide/index'
import { works } from '@portal/chain/contracts/works/index'
import { defineContract } from '../../chain/runtime/contract.ts'
import { assetString, parseAsset, type Amount } from '../../chain/runtime/asset.ts'

const TLOS = { precision: 4, code: 'TLOS' } as const
const tlos = (amount: bigint): string => assetString({ ...TLOS, amount })

/** The real init's limits: at most 12 milestones and 500,000 TLOS requested. */
const MAX_MILESTONES = 12
const MAX_REQUESTED = 5_000_000_000n
/** launchprop's fee: 5 % of the request, at least 30 TLOS. */
const FEE_PERCENT = 5n
const MIN_FEE = 300_000n

/** Milestone statuses by proposal status: what draftprop, launchprop and the ballot's outcome leave. */
function milestoneStatus(status: ProposalStatus, id: number): string {
  if (status === 'completed') return 'paid'
  if (id > 1) return status === 'cancelled' ? 'failed' : 'queued'
  return { drafting: 'queued', inprogress: 'voting', failed: 'failed', cancelled: 'failed' }[status]
}

/**
 * works.decide as the portal reads it. `seedprop` (devnet only, auth works.decide) writes a
 * proposal in any real status with the fields the real actions would have given it, linked to the
 * telos.decide `proposal` ballot of the same name (which must exist once the proposal is launched).
 */
export const worksContract = defineContract(works, {
  indexes: {
    proposals: {
      byproposer: (row) => row.proposer,
      bycategory: (row) => row.category,
      bystatus: (row) => row.status,
      byballot: (row) => row.current_ballot,
    },
  },
  actions: {
    seedprop(ctx) {
      const {
        title,
        description,
        content,
        proposal_name,
        proposer,
        category,
        total_requested,
        milestones,
        status,
      } = ctx.data
      ctx.requireAuth(ctx.self)
      ctx.check(ctx.isAccount(proposer), 'proposer account does not exist')
      const requested: Amount = parseAsset(total_requested)
      ctx.check(requested.code === TLOS.code && requested.precision === TLOS.precision, 'must request TLOS')
      ctx.check(requested.amount > 0n, 'must request a positive amount')
      // draftprop's checks and messages.
      ctx.check(requested.amount <= MAX_REQUESTED, 'requested amount exceeds allowed maximum')
      ctx.check(milestones > 0, 'milestones must be greater than 0')
      ctx.check(milestones <= MAX_MILESTONES, 'too many milestones')
      ctx.check((PROPOSAL_CATEGORIES as readonly string[]).includes(category), 'invalid works category')
      ctx.check((PROPOSAL_STATUSES as readonly string[]).includes(status), 'invalid proposal status')
      const proposals = ctx.table('proposals')
      ctx.check(!proposals.find(proposal_name), 'proposal already exists')

      // Launching created the ballot: a launched proposal needs its telos.decide proposal ballot.
      let results: MilestoneRow['ballot_results'] = []
      if (status !== 'drafting') {
        const ballot = ctx.foreignTable(decide.tables.ballots).find(proposal_name)
        ctx.check(ballot, 'ballot not found')
        ctx.check(ballot?.category === 'proposal', 'ballot must be a proposal ballot')
        // catch_broadcast copies the final results once the ballot has closed.
        if (status !== 'inprogress' && ballot) results = ballot.options
      }

      const launchFee = (requested.amount * FEE_PERCENT) / 100n
      const blank = ['abstain', 'no', 'yes'].map((key) => ({ key, value: '0.0000 VOTE' }))
      proposals.emplace(proposer, {
        title,
        description,
        content,
        proposal_name,
        proposer,
        category,
        status,
        current_ballot: proposal_name,
        fee: tlos(status === 'drafting' ? 0n : launchFee > MIN_FEE ? launchFee : MIN_FEE),
        refunded: status === 'completed',
        total_requested,
        remaining: tlos(0n),
        milestones,
        current_milestone: status === 'completed' ? milestones : 1,
      })
      const perMilestone = tlos(requested.amount / BigInt(milestones))
      const table = ctx.table('milestones', proposal_name)
      for (let id = 1; id <= milestones; id++) {
        table.emplace(proposer, {
          milestone_id: String(id),
          status: milestoneStatus(status, id),
          requested: perMilestone,
          report: '',
          ballot_name: id === 1 ? proposal_name : '',
          ballot_results: id === 1 && results.length > 0 ? results : blank,
        })
      }
    },
  },
})
