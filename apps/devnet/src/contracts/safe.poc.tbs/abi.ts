import type { ABI } from '@wharfkit/antelope'
import type {
  AddSafeData,
  DelSafeData,
  LockSafeData,
  SafeRow,
  SetAdminsData,
  UnlockSafeData,
} from '@portal/chain/contracts/safe/index'

const struct = (name: string, fields: [string, string][]): ABI.Struct => ({
  name,
  base: '',
  fields: fields.map(([field, type]) => ({ name: field, type })),
})
const action = (name: string): ABI.Action => ({ name, type: name, ricardian_contract: '' })

/**
 * The devnet's own ABI for safe.poc.tbs (no source was published): the `safes` fields the original
 * portal reads, with `locksafe` / `unlocksafe` as it calls them, and admin actions to set safes up.
 */
export const safeAbi: ABI.Def = {
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    struct('addsafe', [
      ['safe_name', 'name'],
      ['admins', 'name[]'],
    ]),
    struct('delsafe', [['safe_name', 'name']]),
    struct('locksafe', [
      ['safe_name', 'name'],
      ['locking_account', 'name'],
    ]),
    struct('safe', [
      ['safe_name', 'name'],
      ['locked', 'bool'],
      ['locked_by', 'name'],
      ['last_lock_time', 'time_point_sec'],
      ['unlocked_by', 'name'],
      ['last_unlock_time', 'time_point_sec'],
      ['admins', 'name[]'],
    ]),
    struct('setadmins', [
      ['safe_name', 'name'],
      ['admins', 'name[]'],
    ]),
    struct('unlocksafe', [
      ['safe_name', 'name'],
      ['unlocking_account', 'name'],
    ]),
  ],
  actions: ['addsafe', 'delsafe', 'locksafe', 'setadmins', 'unlocksafe'].map(action),
  tables: [{ name: 'safes', index_type: 'i64', key_names: [], key_types: [], type: 'safe' }],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
}

/** Row and action shapes as handlers see them. */
export type SafeTypes = {
  actions: {
    addsafe: AddSafeData
    delsafe: DelSafeData
    locksafe: LockSafeData
    setadmins: SetAdminsData
    unlocksafe: UnlockSafeData
  }
  tables: { safes: SafeRow }
}
