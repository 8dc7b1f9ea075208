import type { ABI } from '@wharfkit/antelope'
import { abiAction, abiDef, abiStruct as struct, abiTable as table } from '../abi-builders.ts'

/**
 * The tokenmanager ABI (telosnetwork/tokenmanager v1.1.0, master `dd27c16`). createtoken has no
 * token_symbol parameter: the one the portal sends is dropped by ABI serialization.
 */
export const tokenmanagerAbi: ABI.Def = abiDef({
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
  ].map((name) => abiAction(name)),
  tables: [table('accounts', 'account'), table('config', 'config'), table('tokens', 'token')],
})
