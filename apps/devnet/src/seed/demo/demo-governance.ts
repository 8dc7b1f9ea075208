import { decide } from '@portal/chain/contracts/decide/index'
import { works, type ProposalStatus } from '@portal/chain/contracts/works/index'
import type { DemoDocuments } from './demo-documents.ts'
import {
  BALLOT_CATEGORIES,
  BALLOT_STATUSES,
  COLORS,
  demoBallotName,
  MIN_BALLOT_LENGTH,
  ballotPlan,
  SHORT_BALLOT_SECONDS,
  type BallotPlan,
  type Status,
} from './demo-ballot-plans.ts'
import { timePointSec, type DemoWriter } from './demo-writer.ts'

// DAOs and ballots: every category in every status, with DCMS v2 content (images, content links,
// per-option data), and works proposals on the proposal ballots.

const DECIDE = 'telos.decide'

/** The DEMO (public) and GUILD (private) DAOs, with their members and tokens; VOTE voters register too. */
export function seedDaos(writer: DemoWriter): void {
  const manager = 'daomanager'
  // Every VOTE voter first: staked TLOS (from account creation) becomes their VOTE weight.
  for (const voter of ['voter1', 'voter2', 'voter3', manager])
    writer.act(voter, decide.actions.regvoter, { voter, treasury_symbol: '4,VOTE', referrer: null })

  // Two treasury fees, 30 ballot fees and the archive fees of five ballots, deposited once.
  writer.transfer(manager, DECIDE, '1600.0000 TLOS', 'fees-deposit')
  const daos = [
    {
      symbol: '2,DEMO',
      max: '1000000.00 DEMO',
      access: 'public',
      title: 'DEMO DAO',
      about: 'The demo community: polls on what to build next.',
    },
    {
      symbol: '0,GUILD',
      max: '10000 GUILD',
      access: 'private',
      title: 'Builders GUILD',
      about: 'Invite-only grants committee.',
    },
  ]
  for (const dao of daos) {
    writer.tx(
      {
        actor: manager,
        action: decide.actions.newtreasury,
        data: { manager, max_supply: dao.max, access: dao.access },
      },
      {
        actor: manager,
        action: decide.actions.edittrsinfo,
        data: { treasury_symbol: dao.symbol, title: dao.title, description: dao.about, icon: '' },
      },
    )
  }
  writer.act(manager, decide.actions.toggle, { treasury_symbol: '2,DEMO', setting_name: 'transferable' })

  // DEMO is public: members register themselves; the manager mints their tokens.
  for (const [voter, amount] of [
    [manager, '5000.00 DEMO'],
    ['voter1', '3000.00 DEMO'],
    ['voter2', '1200.00 DEMO'],
  ] as const) {
    writer.act(voter, decide.actions.regvoter, { voter, treasury_symbol: '2,DEMO', referrer: null })
    writer.act(manager, decide.actions.mint, { to: voter, quantity: amount, memo: 'DEMO membership' })
  }
  // GUILD is private: its manager registers members, as referrer (and so RAM payer).
  for (const [voter, amount] of [
    [manager, '40 GUILD'],
    ['voter1', '25 GUILD'],
  ] as const) {
    writer.act(manager, decide.actions.regvoter, { voter, treasury_symbol: '0,GUILD', referrer: manager })
    writer.act(manager, decide.actions.mint, { to: voter, quantity: amount, memo: 'GUILD membership' })
  }
}

// Ballots in these statuses link their files by gateway URL, the others by `ipfs://`: each category
// shows both forms, as real ballot content does.
const GATEWAY_LINKED: readonly Status[] = ['voting', 'closed', 'archived']

function content(docs: DemoDocuments, plan: BallotPlan, name: string, status: Status): string {
  const link = (cid: string) => (GATEWAY_LINKED.includes(status) ? docs.gatewayUrl(cid) : `ipfs://${cid}`)
  const image = docs.image('ballots', `${plan.category}-cover`, COLORS[plan.category], [240, 240, 240])
  const detail = docs.text('ballots', `${name}-details`, plan.description, [
    `Ballot ${name}, a ${plan.category} of the demo world, currently in "${status}".`,
    'This document is stored on the devnet and linked from the ballot content as contentUrl.',
  ])
  const optionData = Object.fromEntries(
    plan.options.map((option, index) => [
      option.key,
      {
        displayText: option.text,
        description: option.description,
        imageUrls: [
          link(
            docs.image('ballots', `${plan.category}-option-${option.key}`, COLORS[plan.category], [
              index * 90,
              200,
              255 - index * 60,
            ]),
          ),
        ],
      },
    ]),
  )
  return JSON.stringify({ imageUrl: link(image), contentUrls: [link(detail)], optionData })
}

/**
 * Creates the 30 ballots as the portal's create-ballot transaction does (fee deposit done once by the
 * manager), opens every one that must be voting, expired, closed, cancelled or archived, and votes.
 * Short ballots end {@link SHORT_BALLOT_SECONDS} after they open; returns when the last of them ends
 * (unix seconds), so the seed can let that time pass.
 */
export function openBallots(writer: DemoWriter, docs: DemoDocuments): number {
  const publisher = 'daomanager'
  let lastShortEnd = 0
  // The contract admin allows short ballots for the seed (updatetime is a real admin action) and
  // restores the default once they are open, so ballots that must end do without moving the clock.
  writer.act(DECIDE, decide.actions.updatetime, { time_name: 'minballength', length: 1 })
  for (const category of BALLOT_CATEGORIES) {
    for (const status of BALLOT_STATUSES) {
      const ballot_name = demoBallotName(category, status)
      const plan = ballotPlan(category, status)
      const setup = [
        {
          actor: publisher,
          action: decide.actions.newballot,
          data: {
            ballot_name,
            category,
            publisher,
            treasury_symbol: plan.treasury,
            voting_method: plan.method,
            initial_options: plan.options.map((option) => option.key),
          },
        },
        // As the portal: VOTE ballots count staked VOTE, DAO ballots liquid tokens.
        {
          actor: publisher,
          action: decide.actions.togglebal,
          data: { ballot_name, setting_name: plan.treasury === '4,VOTE' ? 'votestake' : 'voteliquid' },
        },
        {
          actor: publisher,
          action: decide.actions.editdetails,
          data: {
            ballot_name,
            title: plan.title,
            description: plan.description,
            content: content(docs, plan, ballot_name, status),
          },
        },
        {
          actor: publisher,
          action: decide.actions.editminmax,
          data: { ballot_name, new_min_options: 1, new_max_options: plan.maxOptions },
        },
      ]
      if (status === 'setup') {
        writer.tx(...setup)
        continue
      }
      const short = status === 'expired' || status === 'closed' || status === 'archived'
      const end = writer.nowSeconds() + (short ? SHORT_BALLOT_SECONDS : 20 * 24 * 3600)
      if (short) lastShortEnd = Math.max(lastShortEnd, end)
      writer.tx(...setup, {
        actor: publisher,
        action: decide.actions.openvoting,
        data: { ballot_name, end_time: timePointSec(end) },
      })
      if (status === 'cancelled') {
        writer.act(publisher, decide.actions.cancelballot, { ballot_name, memo: 'Cancel ballot' })
        continue
      }
      plan.voters.forEach((voter, index) => {
        const options = plan.options.slice(
          index % plan.options.length,
          (index % plan.options.length) + plan.maxOptions,
        )
        // As the portal votes: refresh (VOTE follows the current stake), then castvote.
        writer.tx(
          { actor: voter, action: decide.actions.refresh, data: { voter } },
          {
            actor: voter,
            action: decide.actions.castvote,
            data: { voter, ballot_name, options: options.map((option) => option.key) },
          },
        )
      })
    }
  }
  writer.act(DECIDE, decide.actions.updatetime, { time_name: 'minballength', length: MIN_BALLOT_LENGTH })
  return lastShortEnd
}

/** After the short ballots ended: close (and broadcast) the closed and archived ones, archive the latter. */
export function finishBallots(writer: DemoWriter): void {
  const publisher = 'daomanager'
  // telos.decide's init stores the `archival` fee but `archive` reads `archive` (chain-notes.md §2.3): the
  // contract admin sets that fee so archiving works, as Telos would have to.
  writer.act(DECIDE, decide.actions.updatefee, { fee_name: 'archive', fee_amount: '1.0000 TLOS' })
  const until = timePointSec(writer.nowSeconds() + 30 * 24 * 3600)
  for (const category of BALLOT_CATEGORIES) {
    for (const status of ['closed', 'archived'] as const) {
      const ballot_name = demoBallotName(category, status)
      writer.act(publisher, decide.actions.closevoting, { ballot_name, broadcast: true })
      if (status === 'archived')
        writer.act(publisher, decide.actions.archive, { ballot_name, archived_until: until })
    }
  }
}

const WORKS_STATUS: Record<Status, ProposalStatus> = {
  setup: 'drafting',
  voting: 'inprogress',
  expired: 'failed',
  closed: 'completed',
  cancelled: 'cancelled',
  archived: 'failed',
}

/** A works proposal on each proposal ballot, named after it, in the status that ballot implies. */
export function seedWorksProposals(writer: DemoWriter, docs: DemoDocuments): void {
  for (const status of BALLOT_STATUSES) {
    const proposal_name = demoBallotName('proposal', status)
    const plan = docs.text('works', proposal_name, 'Resolve mobile app', [
      'Milestone 1: design and prototype. Milestone 2: case filing and offers. Milestone 3: release.',
      'Requested: 30000 TLOS in three equal milestones.',
    ])
    // The proposer signs too: it pays the proposal's RAM, as when it drafted the proposal.
    writer.act(['works.decide', 'daomanager'], works.actions.seedprop, {
      title: `Resolve mobile app (${status})`,
      description: 'A mobile app for Telos Resolve: file cases, follow claims, answer offers.',
      // Finished proposals link their plan by gateway URL, the others by `ipfs://`.
      content: ['closed', 'cancelled', 'archived'].includes(status)
        ? docs.gatewayUrl(plan)
        : `ipfs://${plan}`,
      proposal_name,
      proposer: 'daomanager',
      category: 'apps',
      total_requested: '30000.0000 TLOS',
      milestones: 3,
      status: WORKS_STATUS[status],
    })
  }
}
