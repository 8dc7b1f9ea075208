import { z } from 'zod'
import { accountName, uint8 } from '../../primitives.ts'

// tlosrecovery (cryptosuviio/tlos-recovery) rows and action data. An account listed in `unstake`
// still has stake to release; one in `recover` has liquid TLOS to recover; neither means claimed.

/** The recovery contract account on Telos. */
export const TLOSRECOVERY_ACCOUNT = 'tlosrecovery'

/** A row of `unstake` or `recover` (scope self, primary key account_name). */
export const recoveryAccountRow = z.object({ account_name: accountName })
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
