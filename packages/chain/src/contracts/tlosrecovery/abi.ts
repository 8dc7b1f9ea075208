import type { ABI } from '@wharfkit/antelope'
import { abiAction, abiDef, abiStruct as struct, abiTable as table } from '../abi-builders.ts'

/** The ABI of cryptosuviio/tlos-recovery (`src/tlosrecovery.cpp`, master `621ae28`) as abigen emits it. */
export const tlosrecoveryAbi: ABI.Def = abiDef({
  structs: [
    struct('account', [['account_name', 'name']]),
    struct('add', [['account_names', 'name[]']]),
    struct('recover', [['n', 'uint8']]),
    struct('remove', [['account_names', 'name[]']]),
    struct('removeme', [['account_name', 'name']]),
    struct('unstake', [['n', 'uint8']]),
  ],
  actions: ['add', 'recover', 'remove', 'removeme', 'unstake'].map((name) => abiAction(name)),
  tables: [table('recover', 'account'), table('unstake', 'account')],
})
