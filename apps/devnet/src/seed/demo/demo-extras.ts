import { token } from '@portal/chain/contracts/token/index'
import { system } from '@portal/chain/contracts/system/index'
import { mechanics } from '@portal/chain/contracts/mechanics/index'
import { profiles as profilesContract } from '@portal/chain/contracts/profiles/index'
import { safe } from '@portal/chain/contracts/safe/index'
import { secureToken } from '@portal/chain/contracts/secure-token/index'
import { recovery } from '@portal/chain/contracts/recovery/index'
import { tokenManager } from '@portal/chain/contracts/token-manager/index'
import { TOKEN_CREATE_PRICE } from '../contracts.ts'
import { demoKeyPair } from './demo-keys.ts'
import type { DemoDocuments } from './demo-documents.ts'
import type { DemoWriter } from './demo-writer.ts'

// The smaller parts of the demo world: profiles, a token, a safe, the account-claim lists, and the
// validators with their votes and CPU benchmark runs.

export const DEMO_PRODUCERS = ['producer1', 'producer2', 'producer3'] as const
export const DEMO_TOKEN = { symbol: 'DEMOTK', maxSupply: '1000000.0000 DEMOTK', name: 'Demo Token' } as const
export const DEMO_SAFE = 'demosafe'
/** A token listing with hostile text and logos (and no supply on its contract). */
export const HOSTILE_TOKEN = 'HOSTIL'

export function seedProfiles(writer: DemoWriter, docs: DemoDocuments): void {
  const profiles: [string, string, string, string][] = [
    ['arbitrator1', 'Ada Arbiter', 'Certified mediator. Ten years of commercial arbitration.', 'available'],
    ['arbitrator2', 'Bo Justice', 'Smart-contract disputes and token law.', 'on a case'],
    ['claimant1', 'Cleo Claims', 'Small-business owner on Telos.', 'filing'],
    ['voter1', 'Vera Votes', 'Governance enthusiast; votes on every ballot.', 'voting'],
    ['daomanager', 'Dana DAO', 'Runs the DEMO and GUILD DAOs.', 'managing'],
    ['tokenowner', 'Toby Tokens', 'Issued DEMOTK with the token manager.', 'minting'],
  ]
  for (const [account, display, bio, status] of profiles) {
    // A gateway path (52 bytes, within the profiles contract's 64) that a browser loads from the
    // gateway it is pointed at, where an `ipfs://` address loads nowhere.
    const avatar = docs.gatewayUrl(
      docs.image('profiles', `avatar-${account}`, [40, 90, 200], [200, 80 + display.length * 5, 120]),
    )
    writer.act(account, profilesContract.actions.newprofile, { account, display_name: display, avatar, bio })
    writer.act(account, profilesContract.actions.editstatus, { account, new_status: status })
  }
  // Later edits, as the profile page sends them: only the changed field.
  writer.act('voter1', profilesContract.actions.editbio, {
    account: 'voter1',
    new_bio: 'Votes on every ballot; member of DEMO and GUILD.',
  })
}

export function seedToken(writer: DemoWriter, docs: DemoDocuments): void {
  const owner = 'tokenowner'
  // Logos on the devnet's gateway, linked by URL as token listings do (an offline devnet loads them).
  const logoSm = docs.gatewayUrl(
    docs.image('tokens', 'demotk-logo-sm', [250, 180, 40], [200, 60, 20], [64, 64]),
  )
  const logoLg = docs.gatewayUrl(
    docs.image('tokens', 'demotk-logo-lg', [250, 180, 40], [200, 60, 20], [256, 256]),
  )
  // The portal's create-token transaction: openacct, the create price, createtoken.
  writer.tx(
    { actor: owner, action: tokenManager.actions.openacct, data: { account_name: owner } },
    {
      actor: owner,
      action: token.actions.transfer,
      data: {
        from: owner,
        to: 'tokenmanager',
        quantity: TOKEN_CREATE_PRICE,
        memo: `Payment for creating ${DEMO_TOKEN.name} (${DEMO_TOKEN.symbol}) token`,
      },
    },
    {
      actor: owner,
      action: tokenManager.actions.createtoken,
      data: {
        owner,
        token_name: DEMO_TOKEN.name,
        max_supply: DEMO_TOKEN.maxSupply,
        logo_sm: logoSm,
        logo_lg: logoSm,
      },
    },
  )
  writer.act(owner, tokenManager.actions.setmeta, {
    token_symbol: `4,${DEMO_TOKEN.symbol}`,
    token_name: DEMO_TOKEN.name,
    logo_sm: logoSm,
    logo_lg: logoLg,
  })
  writer.act(owner, secureToken.actions.issue, {
    to: owner,
    quantity: '250000.0000 DEMOTK',
    memo: 'Initial issue',
  })
  for (const [to, quantity] of [
    ['voter1', '1000.0000 DEMOTK'],
    ['claimant1', '500.0000 DEMOTK'],
  ] as const)
    writer.act(owner, secureToken.actions.transfer, { from: owner, to, quantity, memo: 'Welcome bonus' })
  writer.act(owner, secureToken.actions.retire, { quantity: '10000.0000 DEMOTK', memo: 'Burn for the demo' })
  // A listing anyone could have made hostile (addtoken takes any text): markup in the name, a script
  // and a data: URL as logos, and no stat row on its contract. The portal must show it inertly.
  writer.act('tokenmanager', tokenManager.actions.addtoken, {
    token_name: `<img src=x onerror="window.__hostileToken = 'name'">Free tokens ${'W'.repeat(3000)}`,
    token_owner: owner,
    contract_account: 'secure.token',
    token_symbol: `4,${HOSTILE_TOKEN}`,
    logo_sm: "javascript:window.__hostileToken = 'logo'",
    logo_lg: 'data:text/html,<script>window.__hostileToken = 1</script>',
  })
}

/** A safe the daomanager administers, locked by voter1 (so voter1 and daomanager may unlock it). */
export function seedSafe(writer: DemoWriter): void {
  writer.act('safe.poc.tbs', safe.actions.addsafe, { safe_name: DEMO_SAFE, admins: ['daomanager'] })
  writer.act('voter1', safe.actions.locksafe, { safe_name: DEMO_SAFE, locking_account: 'voter1' })
}

/** The claim page's three answers: dormant1 is on the unstake list, dormant2 (no stake) on the recover list. */
export function seedRecovery(writer: DemoWriter): void {
  writer.act('tlosrecovery', recovery.actions.add, { account_names: ['dormant1', 'dormant2'] })
}

/** Registers the demo validators and has the voters vote for them (the validators page's table). */
export function seedProducers(writer: DemoWriter): void {
  DEMO_PRODUCERS.forEach((producer, index) => {
    writer.act(producer, system.actions.regproducer, {
      producer,
      producer_key: demoKeyPair(producer).publicKey,
      url: `https://${producer}.example.org`,
      location: [840, 276, 392][index] ?? 0,
    })
  })
  const votes: [string, string[]][] = [
    ['voter1', ['producer1', 'producer2']],
    ['voter2', ['producer1', 'producer3']],
    ['voter3', ['producer2']],
  ]
  for (const [voter, producers] of votes)
    writer.act(voter, system.actions.voteproducer, { voter, proxy: '', producers })
}

/**
 * One benchmark round: each validator produces a block in which eosmechanics::cpu runs, signed with
 * the `eosmechanics@benchmark` key, so history records it with that producer and its cpu_usage_us.
 */
export function runBenchmarkRound(writer: DemoWriter): void {
  const previous = writer.chain.producer
  for (const producer of DEMO_PRODUCERS) {
    writer.chain.setProducer(producer)
    writer.tx({
      actor: { actor: 'eosmechanics', permission: 'benchmark' },
      action: mechanics.actions.cpu,
      data: {},
    })
  }
  writer.chain.setProducer(previous)
}
