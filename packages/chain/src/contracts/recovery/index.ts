import { z } from '../../zod-mini.ts'
import { abiStructOf } from '../../abi-types.ts'
import { accountName, uint8 } from '../../primitives.ts'
import { actionOf, defineContract, tableOf } from '../define.ts'
import { system } from '../system/index.ts'
import { token } from '../token/index.ts'
import { TLOSRECOVERY_ACCOUNT } from './account.ts'

export { TLOSRECOVERY_ACCOUNT } from './account.ts'

// tlosrecovery (cryptosuviio/tlos-recovery) rows and action data. An account listed in `unstake`
// still has stake to release; one in `recover` has liquid TLOS to recover; neither means claimed.

/** A row of `unstake` or `recover` (scope self, primary key account_name). */
export const recoveryAccountRow = abiStructOf('account', z.object({ account_name: accountName }))
export type RecoveryAccountRow = z.infer<typeof recoveryAccountRow>

/** `add` / `remove` (auth self): list or unlist accounts. */
export const accountNamesData = z.object({ account_names: z.array(accountName) })
export type AccountNamesData = z.infer<typeof accountNamesData>

/** `removeme` (auth account_name): the owner takes the account off both lists. */
export const removeMeData = z.object({ account_name: accountName })
export type RemoveMeData = z.infer<typeof removeMeData>

/** `unstake` / `recover`: process up to n accounts of the list (anyone may call). */
export const batchData = z.object({ n: uint8 })
export type BatchData = z.infer<typeof batchData>

const table = tableOf('recovery')

/** The two lists: accounts with stake to release, and accounts with liquid TLOS to recover. */
export const recoveryTables = {
  recover: table('recover', recoveryAccountRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.account_name,
  }),
  unstake: table('unstake', recoveryAccountRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.account_name,
  }),
}

const action = actionOf('recovery', recoveryTables)

// Its ABI is cryptosuviio/tlos-recovery's (`src/tlosrecovery.cpp`, master `621ae28`).
/** tlosrecovery as the portal and the devnet see it. */
export const recovery = defineContract({
  key: 'recovery',
  account: TLOSRECOVERY_ACCOUNT,
  tables: recoveryTables,
  actions: {
    add: action('add', accountNamesData, ['recover', 'unstake']),
    recover: action('recover', batchData, ['recover', token.tables.accounts]),
    remove: action('remove', accountNamesData, ['recover', 'unstake']),
    removeme: action('removeme', removeMeData, ['recover', 'unstake']),
    unstake: action('unstake', batchData, [
      'recover',
      'unstake',
      system.tables.delband,
      system.tables.userres,
      system.tables.refunds,
    ]),
  },
  // The batch processors take no authority: anyone may move the lists along.
  openActions: ['unstake', 'recover'],
})
