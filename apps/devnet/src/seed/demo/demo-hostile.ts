import { profiles } from '@portal/chain/contracts/profiles/index'
import { decide } from '@portal/chain/contracts/decide/index'
import { act as arbitrationAct, nextCaseId } from './demo-cases.ts'
import type { DemoWriter } from './demo-writer.ts'

// The hostile part of the demo world: what anyone may write on chain, written to hurt a careless page.
// Every payload that could run sets `window.__hostile`, so a browser journey traps one setter for all.
// With the ballot (demo-showcase.ts) and the token listing (demo-extras.ts) it covers DAOs, profiles and
// case documents: markup and event handlers, javascript: and data: URLs, SVG with a script, a 100 kB
// string, right-to-left and zero-width characters, and a display name that looks like another account.

const DECIDE = 'telos.decide'
/** Writes the DAO, the profile and the case below. */
export const HOSTILE_ACCOUNT = 'respondant2'
/** The hostile DAO's symbol. */
export const HOSTILE_DAO = 'XSS'
const RLO = '\u202e'
const ZWSP = '\u200b'

/** A claim document field of the byte length the contract accepts (46), whatever it says. */
const claimOf46 = (text: string): string => text.padEnd(46, 'x').slice(0, 46)

export const HOSTILE_DAO_DESCRIPTION = [
  '<script>window.__hostile = "dao"</script>',
  `<svg onload="window.__hostile = 'svg'"><script>window.__hostile = 'svg script'</script></svg>`,
  '[Claim your airdrop](javascript:window.__hostile=1)',
  `![pixel](data:image/svg+xml,<svg onload="window.__hostile=1">)`,
  `${RLO}txet sdrawkcab${ZWSP}`,
  'A'.repeat(100_000),
].join('\n')

export function seedHostileCorpus(writer: DemoWriter): void {
  const manager = HOSTILE_ACCOUNT
  const config = writer.rows<{ fees: { key: string; value: string }[] }>(DECIDE, 'config')[0]
  const fee = config?.fees.find((entry) => entry.key === 'treasury')?.value
  if (!fee) throw new Error('demo seed: telos.decide has no treasury fee')
  writer.transfer(manager, DECIDE, fee, 'fees-deposit')
  writer.tx(
    {
      actor: manager,
      action: decide.actions.newtreasury,
      data: { manager, max_supply: `1000 ${HOSTILE_DAO}`, access: 'public' },
    },
    {
      actor: manager,
      action: decide.actions.edittrsinfo,
      data: {
        treasury_symbol: `0,${HOSTILE_DAO}`,
        title: `<img src=x onerror="window.__hostile='dao title'">${RLO}OAD${ZWSP} ${'W'.repeat(2000)}`,
        description: HOSTILE_DAO_DESCRIPTION,
        icon: "javascript:window.__hostile='dao icon'",
      },
    },
  )

  // The profile contract's limits: display name and status 16 bytes, avatar 64, bio 256.
  writer.act(manager, profiles.actions.newprofile, {
    account: manager,
    // Looks like the arbitrator's account name (a zero-width space inside).
    display_name: `arbitrat${ZWSP}or1`,
    avatar: "javascript:window.__hostile='avatar'",
    bio: [
      `<img src=x onerror="window.__hostile='bio'">`,
      '[prize](javascript:window.__hostile=1)',
      '<a href="data:text/html,<script>window.__hostile=1</script>">x</a>',
    ].join(' '),
  })
  writer.act(manager, profiles.actions.editstatus, { account: manager, new_status: `${RLO}<b>busy</b>` })

  // A case whose claim documents are not hashes: the contract only checks their length.
  const claimant = 'claimant2'
  const caseId = nextCaseId(writer)
  arbitrationAct(writer, claimant, 'filecase', {
    claimant,
    claim_link: claimOf46("javascript:window.__hostile='claim'//"),
    lang_codes: [0],
    respondant: manager,
    claim_category: 1,
  })
  arbitrationAct(writer, claimant, 'addclaim', {
    case_id: caseId,
    claim_link: claimOf46(`<img src=x onerror="window.__hostile=1">`),
    claimant,
    claim_category: 2,
  })
}
