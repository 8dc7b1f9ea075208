import type { ABI } from '@wharfkit/antelope'
import { abiAction, abiDef, abiStruct as struct, abiTable } from '../abi-builders.ts'

const globalInputFields: [string, string][] = [
  ['datapoints_per_instrument', 'uint64'],
  ['bars_per_instrument', 'uint64'],
  ['vote_interval', 'uint64'],
  ['write_cooldown', 'uint64'],
  ['approver_threshold', 'uint64'],
  ['approving_oracles_threshold', 'uint64'],
  ['approving_custodians_threshold', 'uint64'],
  ['minimum_rank', 'uint64'],
  ['paid', 'uint64'],
  ['min_bounty_delay', 'uint64'],
  ['new_bounty_delay', 'uint64'],
]

/**
 * The part of delphioracle's ABI (eostitan/delphioracle, compiled/delphioracle.abi) that posting and
 * reading prices needs, with the real struct layouts. `seedpair` is the devnet's own addition.
 */
export const delphioracleAbi: ABI.Def = abiDef({
  types: [{ new_type_name: 'asset_type', type: 'uint16' }],
  structs: [
    struct('configure', [['g', 'globalinput']]),
    struct('datapoints', [
      ['id', 'uint64'],
      ['owner', 'name'],
      ['value', 'uint64'],
      ['median', 'uint64'],
      ['timestamp', 'time_point'],
    ]),
    struct('global', [
      ['id', 'uint64'],
      ['total_datapoints_count', 'uint64'],
      ['total_claimed', 'asset'],
      ...globalInputFields,
    ]),
    struct('globalinput', globalInputFields),
    struct('newbounty', [
      ['proposer', 'name'],
      ['pair', 'pairinput'],
    ]),
    struct('pairinput', [
      ['name', 'name'],
      ['base_symbol', 'symbol'],
      ['base_type', 'asset_type'],
      ['base_contract', 'name'],
      ['quote_symbol', 'symbol'],
      ['quote_type', 'asset_type'],
      ['quote_contract', 'name'],
      ['quoted_precision', 'uint64'],
    ]),
    struct('pairs', [
      ['active', 'bool'],
      ['bounty_awarded', 'bool'],
      ['bounty_edited_by_custodians', 'bool'],
      ['proposer', 'name'],
      ['name', 'name'],
      ['bounty_amount', 'asset'],
      ['approving_custodians', 'name[]'],
      ['approving_oracles', 'name[]'],
      ['base_symbol', 'symbol'],
      ['base_type', 'asset_type'],
      ['base_contract', 'name'],
      ['quote_symbol', 'symbol'],
      ['quote_type', 'asset_type'],
      ['quote_contract', 'name'],
      ['quoted_precision', 'uint64'],
    ]),
    struct('quote', [
      ['value', 'uint64'],
      ['pair', 'name'],
    ]),
    struct('seedpair', [
      ['pair', 'name'],
      ['value', 'uint64'],
    ]),
    struct('stats', [
      ['owner', 'name'],
      ['timestamp', 'time_point'],
      ['count', 'uint64'],
      ['last_claim', 'time_point'],
      ['balance', 'asset'],
    ]),
    struct('write', [
      ['owner', 'name'],
      ['quotes', 'quote[]'],
    ]),
  ],
  actions: ['configure', 'newbounty', 'seedpair', 'write'].map((name) => abiAction(name)),
  // Each table's row struct has the table's own name.
  tables: ['datapoints', 'global', 'pairs', 'stats'].map((name) => abiTable(name, name)),
})
