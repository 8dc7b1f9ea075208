import type { ActionDescriptor, ActionInputOf } from '@portal/chain/contracts/define'
import { system } from '@portal/chain/contracts/system/index'
import { profiles } from '@portal/chain/contracts/profiles/index'
import { safe } from '@portal/chain/contracts/safe/index'
import { tokenManager } from '@portal/chain/contracts/token-manager/index'
import { DEV_PUBLIC_KEY, type Chain } from '../chain/chain.ts'
import type { PermissionLevel } from '../chain/state/accounts.ts'
import { BENCHMARK_PERMISSION } from '../contracts/mechanics/benchmark.ts'
import { seedAction } from './seed-action.ts'
import { createAccount, deployContractAccount } from './system.ts'

// The `--seed none` state of the smaller contracts the portal calls: each deployed on its Telos
// account with the development key and initialised, through signed-as-given actions so history and
// deltas look as they would on a chain set up by hand.

const active = (actor: string): PermissionLevel[] => [{ actor, permission: 'active' }]

/** Runs one action of a registered contract, its data typed by the action's schema. */
function push<A extends ActionDescriptor>(
  chain: Chain,
  action: A,
  authorization: PermissionLevel[],
  data: ActionInputOf<A>,
) {
  chain.pushActions([seedAction(action, authorization, data)])
}

/** Adds `account@permission` (child of active) with the dev key and links it to `code::type`. */
function linkedPermission(
  chain: Chain,
  account: string,
  permission: string,
  code: string,
  types: string | readonly string[],
  extraAccounts: PermissionLevel[] = [],
): void {
  push(chain, system.actions.updateauth, active(account), {
    account,
    permission,
    parent: 'active',
    auth: {
      threshold: 1,
      keys: [{ key: DEV_PUBLIC_KEY, weight: 1 }],
      accounts: extraAccounts.map((level) => ({ permission: level, weight: 1 })),
      waits: [],
    },
  })
  for (const type of typeof types === 'string' ? [types] : types)
    push(chain, system.actions.linkauth, active(account), { account, code, type, requirement: permission })
}

/** profiles: initialised with profiles as admin and the default limits; `profiles@verify` for the profile service. */
export function seedProfiles(chain: Chain): void {
  deployContractAccount(chain, 'profiles')
  push(chain, profiles.actions.init, active('profiles'), {
    contract_name: 'Telos Profiles',
    contract_version: 'v0.3.0',
    initial_admin: 'profiles',
  })
  linkedPermission(chain, 'profiles', 'verify', 'profiles', 'verify')
}

/** tlosrecovery: deployed privileged with empty lists (its `add` seeds them). */
export function seedTlosrecovery(chain: Chain): void {
  deployContractAccount(chain, 'tlosrecovery')
}

/** What creating a token costs on the devnet (tokenmanager `config.create_price`). */
export const TOKEN_CREATE_PRICE = '100.0000 TLOS'

/**
 * tokenmanager and secure.token: tokenmanager may call secure.token::create through
 * `secure.token@create` (linked to that action and satisfied by tokenmanager@eosio.code), and the
 * create price goes to exrsrv.tf as on Telos.
 */
export function seedTokenmanager(chain: Chain): void {
  if (!chain.accounts.exists('exrsrv.tf')) createAccount(chain, 'exrsrv.tf')
  deployContractAccount(chain, 'secure.token')
  deployContractAccount(chain, 'tokenmanager')
  linkedPermission(chain, 'secure.token', 'create', 'secure.token', 'create', [
    { actor: 'tokenmanager', permission: 'eosio.code' },
  ])
  push(chain, tokenManager.actions.init, active('tokenmanager'), { create_price: TOKEN_CREATE_PRICE })
}

/** The safe `--seed none` creates (see contracts/safe/README.md). */
export const SEED_SAFE = 'pocsafe'

/** safe.poc.tbs with one unlocked safe whose admin is the contract account. */
export function seedSafe(chain: Chain): void {
  deployContractAccount(chain, 'safe.poc.tbs')
  push(chain, safe.actions.addsafe, active('safe.poc.tbs'), {
    safe_name: SEED_SAFE,
    admins: ['safe.poc.tbs'],
  })
}

/** works.decide with no proposals: `seedprop` adds them, linked to telos.decide ballots. */
export function seedWorks(chain: Chain): void {
  deployContractAccount(chain, 'works.decide')
}

/**
 * eosmechanics with an `eosmechanics@benchmark` permission (dev key) linked to cpu, ram and net,
 * which producers' benchmark runs use (see contracts/mechanics/benchmark.ts).
 */
export function seedEosmechanics(chain: Chain): void {
  deployContractAccount(chain, 'eosmechanics')
  linkedPermission(chain, 'eosmechanics', BENCHMARK_PERMISSION, 'eosmechanics', ['cpu', 'ram', 'net'])
}

/**
 * Registers local block producers (accounts created with the dev key when missing), for the
 * validators page, voteproducer and CPU benchmarks. Not part of `--seed none`, whose producer list
 * stays eosio's own; scenarios call it.
 */
export function registerProducers(chain: Chain, producers: readonly string[]): void {
  for (const producer of producers) {
    if (!chain.accounts.exists(producer)) createAccount(chain, producer)
    push(chain, system.actions.regproducer, active(producer), {
      producer,
      producer_key: DEV_PUBLIC_KEY,
      url: `https://${producer}.example`,
      location: 0,
    })
  }
}

/** Deploys and initialises every contract of this module (the `none` scenario). */
export function seedContracts(chain: Chain): void {
  seedProfiles(chain)
  seedTlosrecovery(chain)
  seedTokenmanager(chain)
  seedSafe(chain)
  seedWorks(chain)
  seedEosmechanics(chain)
  deployContractAccount(chain, 'amend.decide')
  chain.produceBlock()
}
