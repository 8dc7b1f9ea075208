import type { ABI } from '@wharfkit/antelope'
import { abiAction, abiDef, abiStruct as struct, abiTable as table } from '../abi-builders.ts'

/** The vanilla eosio.token ABI (what Telos runs at `eosio.token`, and secure.token too). */
export const eosioTokenAbi: ABI.Def = abiDef({
  structs: [
    struct('account', [['balance', 'asset']]),
    struct('close', [
      ['owner', 'name'],
      ['symbol', 'symbol'],
    ]),
    struct('create', [
      ['issuer', 'name'],
      ['maximum_supply', 'asset'],
    ]),
    struct('currency_stats', [
      ['supply', 'asset'],
      ['max_supply', 'asset'],
      ['issuer', 'name'],
    ]),
    struct('issue', [
      ['to', 'name'],
      ['quantity', 'asset'],
      ['memo', 'string'],
    ]),
    struct('open', [
      ['owner', 'name'],
      ['symbol', 'symbol'],
      ['ram_payer', 'name'],
    ]),
    struct('retire', [
      ['quantity', 'asset'],
      ['memo', 'string'],
    ]),
    struct('transfer', [
      ['from', 'name'],
      ['to', 'name'],
      ['quantity', 'asset'],
      ['memo', 'string'],
    ]),
  ],
  actions: ['close', 'create', 'issue', 'open', 'retire', 'transfer'].map((name) => abiAction(name)),
  tables: [table('accounts', 'account'), table('stat', 'currency_stats')],
})
