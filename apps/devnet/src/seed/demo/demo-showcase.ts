import { decide } from '@portal/chain/contracts/decide/index'
import type { DemoDocuments } from './demo-documents.ts'
import { timePointSec, type DemoWriter } from './demo-writer.ts'

// Ballots the governance pages need beyond the 30 category × status ones: a gallery ballot (several
// images, option data, a document hash in its description, 1 to 3 choices), DAO ballots that count
// staked or either balance (the voting prerequisites), and a ballot of hostile content (script tags,
// javascript: links, a 5,000-character title) the portal must render as inert text.

const DECIDE = 'telos.decide'
const PUBLISHER = 'daomanager'
const VOTING_DAYS = 25

/** Ballot names of the showcase ballots, for tests and journeys. */
export const SHOWCASE_BALLOTS = {
  gallery: 'artcontest',
  hostile: 'hostilepoll',
  staked: 'demostaked',
  either: 'demoeither',
} as const

/** The hostile ballot's title: a script tag, then filler to 5,000 characters. */
export const HOSTILE_TITLE =
  `<script>window.__hostile = 'title'</script> Free TLOS ${'A'.repeat(5000)}`.slice(0, 5000)

/** The hostile ballot's description: markup and javascript: links that must stay text. */
export const HOSTILE_DESCRIPTION = [
  '<script>window.__hostile = "description"</script>',
  '<img src=x onerror="window.__hostile = \'img\'">',
  '<a href="javascript:window.__hostile = \'link\'">Claim your prize</a>',
  'javascript:window.__hostile=1',
  'A real link stays a link: https://www.telos.net/',
].join('\n')

type Option = { key: string; text: string; description: string }

type Showcase = {
  ballot_name: string
  category: string
  treasury: string
  method: string
  title: string
  description: string
  content: string
  options: readonly Option[]
  max: number
  toggles: readonly string[]
  votes: readonly { voter: string; options: readonly string[] }[]
}

function galleryBallot(docs: DemoDocuments): Showcase {
  const options: Option[] = [
    {
      key: 'sunrise',
      text: 'Sunrise over the harbour',
      description: 'Warm colours, first light on the water.',
    },
    { key: 'forest', text: 'Old forest', description: 'Moss, fog and tall trees.' },
    { key: 'nebula', text: 'Nebula', description: 'A deep-space picture in blue and violet.' },
    { key: 'city', text: 'City at night', description: 'Lights and long exposures.' },
  ]
  const rules = docs.text('ballots', 'artcontest-rules', 'Community art contest rules', [
    'Each voter may pick from one to three pictures.',
    'The three pictures with the most votes are printed on the Telos booth banner.',
  ])
  const pictures = [
    docs.image('ballots', 'artcontest-cover-1', [250, 120, 40], [40, 60, 160]),
    docs.image('ballots', 'artcontest-cover-2', [30, 140, 80], [220, 220, 200]),
    docs.image('ballots', 'artcontest-cover-3', [90, 40, 160], [10, 10, 40]),
  ]
  const optionData = Object.fromEntries(
    options.map((option, index) => [
      option.key,
      {
        displayText: option.text,
        description: option.description,
        imageUrls: [
          docs.gatewayUrl(
            docs.image(
              'ballots',
              `artcontest-${option.key}-a`,
              [index * 60, 100, 200],
              [240, 200 - index * 40, 80],
            ),
          ),
          `ipfs://${docs.image('ballots', `artcontest-${option.key}-b`, [200, index * 50, 90], [20, 120, 200 - index * 30])}`,
        ],
      },
    ]),
  )
  return {
    ballot_name: SHOWCASE_BALLOTS.gallery,
    category: 'poll',
    treasury: '4,VOTE',
    method: '1tokennvote',
    title: 'Community art contest: pick up to three pictures',
    description: `Pick one to three pictures for the Telos booth banner. The contest rules are in ${rules}; the entries are shown with each option.`,
    content: JSON.stringify({
      // The first picture and the rules by gateway URL, the other pictures by `ipfs://`.
      imageUrls: pictures.map((cid, index) => (index === 0 ? docs.gatewayUrl(cid) : `ipfs://${cid}`)),
      contentUrls: [docs.gatewayUrl(rules)],
      optionData,
    }),
    options,
    max: 3,
    toggles: ['votestake'],
    votes: [
      { voter: 'voter2', options: ['sunrise', 'nebula'] },
      { voter: 'voter3', options: ['forest'] },
    ],
  }
}

function hostileBallot(): Showcase {
  return {
    ballot_name: SHOWCASE_BALLOTS.hostile,
    category: 'poll',
    treasury: '4,VOTE',
    method: '1token1vote',
    title: HOSTILE_TITLE,
    description: HOSTILE_DESCRIPTION,
    content: JSON.stringify({
      imageUrl: "javascript:window.__hostile='image'",
      imageUrls: ['data:text/html,<script>window.__hostile=1</script>'],
      contentUrl: "javascript:window.__hostile='content'",
      optionData: {
        yes: {
          displayText:
            '<b onmouseover="window.__hostile=1">Yes</b><script>window.__hostile="option"</script>',
          description: '<img src=x onerror="window.__hostile=\'option image\'">',
          imageUrls: ["javascript:window.__hostile='option url'"],
        },
      },
    }),
    options: [
      { key: 'yes', text: 'Yes', description: '' },
      { key: 'no', text: 'No', description: '' },
    ],
    max: 1,
    toggles: ['votestake'],
    votes: [{ voter: 'voter3', options: ['no'] }],
  }
}

function daoBallot(name: string, title: string, toggles: readonly string[], counts: string): Showcase {
  return {
    ballot_name: name,
    category: 'poll',
    treasury: '2,DEMO',
    method: '1token1vote',
    title,
    description: `A DEMO DAO poll that counts ${counts}.`,
    content: '',
    options: [
      { key: 'yes', text: 'Yes', description: '' },
      { key: 'no', text: 'No', description: '' },
    ],
    max: 1,
    toggles,
    votes: [],
  }
}

/** `count` times the configured ballot fee (devnet fees can be overridden by environment). */
function ballotFees(writer: DemoWriter, count: number): string {
  const [config] = writer.rows<{ fees: { key: string; value: string }[] }>(DECIDE, 'config')
  const fee = config?.fees.find((entry) => entry.key === 'ballot')?.value ?? '10.0000 TLOS'
  const units = BigInt(fee.split(' ')[0]!.replace('.', '')) * BigInt(count)
  const text = units.toString().padStart(5, '0')
  return `${text.slice(0, -4)}.${text.slice(-4)} TLOS`
}

/**
 * The showcase ballots, all voting for {@link VOTING_DAYS} days. The publisher deposits their fees
 * first; VOTE ballots count staked VOTE (votestake), as the portal creates them.
 */
export function seedShowcaseBallots(writer: DemoWriter, docs: DemoDocuments): void {
  const ballots = [
    galleryBallot(docs),
    hostileBallot(),
    // newballot copies the treasury's stakeable (off for DEMO): votestake must be toggled on.
    daoBallot(
      SHOWCASE_BALLOTS.staked,
      'DEMO staked poll: keep the weekly call?',
      ['votestake'],
      'staked DEMO',
    ),
    // Both settings on: castvote reads only votestake, so this one counts staked DEMO too.
    daoBallot(
      SHOWCASE_BALLOTS.either,
      'DEMO poll with both balance settings on (counts staked DEMO)',
      ['votestake', 'voteliquid'],
      'staked DEMO (voteliquid is on too, but castvote reads only votestake)',
    ),
  ]
  writer.transfer(PUBLISHER, DECIDE, ballotFees(writer, ballots.length), 'fees-deposit')
  const end = timePointSec(writer.nowSeconds() + VOTING_DAYS * 24 * 3600)
  for (const ballot of ballots) {
    const { ballot_name } = ballot
    writer.tx(
      {
        actor: PUBLISHER,
        action: decide.actions.newballot,
        data: {
          ballot_name,
          category: ballot.category,
          publisher: PUBLISHER,
          treasury_symbol: ballot.treasury,
          voting_method: ballot.method,
          initial_options: ballot.options.map((option) => option.key),
        },
      },
      ...ballot.toggles.map((setting_name) => ({
        actor: PUBLISHER,
        action: decide.actions.togglebal,
        data: { ballot_name, setting_name },
      })),
      {
        actor: PUBLISHER,
        action: decide.actions.editdetails,
        data: { ballot_name, title: ballot.title, description: ballot.description, content: ballot.content },
      },
      {
        actor: PUBLISHER,
        action: decide.actions.editminmax,
        data: { ballot_name, new_min_options: 1, new_max_options: ballot.max },
      },
      { actor: PUBLISHER, action: decide.actions.openvoting, data: { ballot_name, end_time: end } },
    )
    for (const vote of ballot.votes) {
      writer.tx(
        { actor: vote.voter, action: decide.actions.refresh, data: { voter: vote.voter } },
        {
          actor: vote.voter,
          action: decide.actions.castvote,
          data: { voter: vote.voter, ballot_name, options: [...vote.options] },
        },
      )
    }
  }
}
