import type { ABI } from '@wharfkit/antelope'
import { abiAction, abiDef, abiStruct as struct, abiTable as table } from '../abi-builders.ts'

/**
 * The devnet's own ABI for safe.poc.tbs (no source was published): the `safes` fields the original
 * portal reads, with `locksafe` / `unlocksafe` as it calls them, and admin actions to set safes up.
 */
export const safeAbi: ABI.Def = abiDef({
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
  actions: ['addsafe', 'delsafe', 'locksafe', 'setadmins', 'unlocksafe'].map((name) => abiAction(name)),
  tables: [table('safes', 'safe')],
})
