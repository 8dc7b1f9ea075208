import type { ABI } from '@wharfkit/antelope'
import type {
  AddAdminData,
  AddTokenData,
  CreateTokenData,
  DelTokenData,
  DepositAccountData,
  DepositRow,
  SetMetaData,
  TokenManagerConfigRow,
  TokenManagerInitData,
  TokenRow,
} from '@portal/chain/contracts/tokenmanager/index'

const struct = (name: string, fields: [string, string][]): ABI.Struct => ({
  name,
  base: '',
  fields: fields.map(([field, type]) => ({ name: field, type })),
})
const action = (name: string): ABI.Action => ({ name, type: name, ricardian_contract: '' })
const table = (name: string, type: string): ABI.Table => ({
  name,
  index_type: 'i64',
  key_names: [],
  key_types: [],
  type,
})

/**
 * The tokenmanager ABI (telosnetwork/tokenmanager v1.1.0, master `dd27c16`). createtoken has no
 * token_symbol parameter: the one the portal sends is dropped by ABI serialization.
 */
export const tokenmanagerAbi: ABI.Def = {
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    struct('account', [['balance', 'asset']]),
    struct('addadmin', [['admin', 'name']]),
    struct('addtoken', [
      ['token_name', 'string'],
      ['token_owner', 'name'],
      ['contract_account', 'name'],
      ['token_symbol', 'symbol'],
      ['logo_sm', 'string'],
      ['logo_lg', 'string'],
    ]),
    struct('closeacct', [['account_name', 'name']]),
    struct('config', [
      ['create_price', 'asset'],
      ['admins', 'name[]'],
    ]),
    struct('createtoken', [
      ['owner', 'name'],
      ['token_name', 'string'],
      ['max_supply', 'asset'],
      ['logo_sm', 'string'],
      ['logo_lg', 'string'],
    ]),
    struct('deltoken', [['token_symbol', 'symbol']]),
    struct('init', [['create_price', 'asset']]),
    struct('openacct', [['account_name', 'name']]),
    struct('pair_string_string', [
      ['key', 'string'],
      ['value', 'string'],
    ]),
    struct('setmeta', [
      ['token_symbol', 'symbol'],
      ['token_name', 'string'],
      ['logo_sm', 'string'],
      ['logo_lg', 'string'],
    ]),
    struct('token', [
      ['contract_account', 'name'],
      ['token_owner', 'name'],
      ['token_name', 'string'],
      ['logo_sm', 'string'],
      ['logo_lg', 'string'],
      ['token_symbol', 'symbol'],
      ['meta', 'pair_string_string[]'],
    ]),
  ],
  actions: [
    'addadmin',
    'addtoken',
    'closeacct',
    'createtoken',
    'deltoken',
    'init',
    'openacct',
    'setmeta',
  ].map(action),
  tables: [table('accounts', 'account'), table('config', 'config'), table('tokens', 'token')],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
}

/** Row and action shapes as handlers see them, and the TLOS transfers it is notified of. */
export type TokenmanagerTypes = {
  actions: {
    addadmin: AddAdminData
    addtoken: AddTokenData
    closeacct: DepositAccountData
    createtoken: CreateTokenData
    deltoken: DelTokenData
    init: TokenManagerInitData
    openacct: DepositAccountData
    setmeta: SetMetaData
  }
  tables: {
    accounts: DepositRow
    config: TokenManagerConfigRow
    tokens: TokenRow
  }
  notifications: {
    'eosio.token::transfer': { from: string; to: string; quantity: string; memo: string }
  }
}
