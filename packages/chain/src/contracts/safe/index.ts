import { z } from '../../zod-mini.ts'
import { abiStructOf } from '../../abi-types.ts'
import { accountName, chainBool, nameOrEmpty, timePointSec } from '../../primitives.ts'
import { actionOf, defineContract, tableOf } from '../define.ts'
import { SAFE_ACCOUNT } from './account.ts'

export { SAFE_ACCOUNT } from './account.ts'

// safe.poc.tbs rows and action data. No source of the real contract was found: the fields are the
// ones the original portal reads, with the devnet's own types and rules (see the devnet module's
// README). A zero name renders as "" and a never-set time as 1970-01-01T00:00:00.

/** `safes` row (scope self, primary key safe_name); the portal reads 100 rows. */
export const safeRow = abiStructOf(
  'safe',
  z.object({
    safe_name: accountName,
    locked: chainBool,
    locked_by: nameOrEmpty,
    last_lock_time: timePointSec,
    unlocked_by: nameOrEmpty,
    last_unlock_time: timePointSec,
    admins: z.array(accountName),
  }),
)
export type SafeRow = z.infer<typeof safeRow>

/** `locksafe` (auth locking_account). */
export const lockSafeData = z.object({ safe_name: accountName, locking_account: accountName })
export type LockSafeData = z.infer<typeof lockSafeData>
/** `unlocksafe` (auth unlocking_account, who must be the locker or an admin). */
export const unlockSafeData = z.object({ safe_name: accountName, unlocking_account: accountName })
export type UnlockSafeData = z.infer<typeof unlockSafeData>
/** `addsafe` (auth self): a new, unlocked safe with its admins. */
export const addSafeData = z.object({ safe_name: accountName, admins: z.array(accountName) })
export type AddSafeData = z.infer<typeof addSafeData>
/** `setadmins` (auth self). */
export const setAdminsData = addSafeData
export type SetAdminsData = AddSafeData
/** `delsafe` (auth self). */
export const delSafeData = z.object({ safe_name: accountName })
export type DelSafeData = z.infer<typeof delSafeData>

const table = tableOf('safe')

/** safe.poc.tbs's one table. */
export const safeTables = {
  safes: table('safes', safeRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.safe_name,
  }),
}

const action = actionOf('safe', safeTables)

// Its ABI is the devnet's own for safe.poc.tbs (no source was published): the `safes` fields the
// original portal reads, `locksafe` / `unlocksafe` as it calls them, and admin actions to set safes up.
/** safe.poc.tbs as the portal and the devnet see it. */
export const safe = defineContract({
  key: 'safe',
  account: SAFE_ACCOUNT,
  tables: safeTables,
  actions: {
    addsafe: action('addsafe', addSafeData, ['safes']),
    delsafe: action('delsafe', delSafeData, ['safes']),
    locksafe: action('locksafe', lockSafeData, ['safes']),
    setadmins: action('setadmins', setAdminsData, ['safes']),
    unlocksafe: action('unlocksafe', unlockSafeData, ['safes']),
  },
})
