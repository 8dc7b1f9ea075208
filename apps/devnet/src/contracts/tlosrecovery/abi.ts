import type { ABI } from '@wharfkit/antelope'
import type {
  AccountNamesData,
  BatchData,
  RecoveryAccountRow,
  RemoveMeData,
} from '@portal/chain/contracts/tlosrecovery/index'

const struct = (name: string, fields: [string, string][]): ABI.Struct => ({
  name,
  base: '',
  fields: fields.map(([field, type]) => ({ name: field, type })),
})
const action = (name: string): ABI.Action => ({ name, type: name, ricardian_contract: '' })
const table = (name: string): ABI.Table => ({
  name,
  index_type: 'i64',
  key_names: [],
  key_types: [],
  type: 'account',
})

/** The ABI of cryptosuviio/tlos-recovery (`src/tlosrecovery.cpp`, master `621ae28`) as abigen emits it. */
export const tlosrecoveryAbi: ABI.Def = {
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    struct('account', [['account_name', 'name']]),
    struct('add', [['account_names', 'name[]']]),
    struct('recover', [['n', 'uint8']]),
    struct('remove', [['account_names', 'name[]']]),
    struct('removeme', [['account_name', 'name']]),
    struct('unstake', [['n', 'uint8']]),
  ],
  actions: ['add', 'recover', 'remove', 'removeme', 'unstake'].map(action),
  tables: [table('recover'), table('unstake')],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
}

/** Row and action shapes as handlers see them. */
export type TlosrecoveryTypes = {
  actions: {
    add: AccountNamesData
    recover: BatchData
    remove: AccountNamesData
    removeme: RemoveMeData
    unstake: BatchData
  }
  tables: {
    recover: RecoveryAccountRow
    unstake: RecoveryAccountRow
  }
}
