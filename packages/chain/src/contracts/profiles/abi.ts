import type { ABI } from '@wharfkit/antelope'
import { abiAction, abiDef, abiStruct as struct, abiTable as table } from '../abi-builders.ts'

/** The profiles ABI of telosnetwork/telos-profiles v0.3.0 with connections (developer `349b502`). */
export const profilesAbi: ABI.Def = abiDef({
  structs: [
    struct('config', [
      ['contract_name', 'string'],
      ['contract_version', 'string'],
      ['admin', 'name'],
      ['default_avatar', 'string'],
      ['max_display_name_length', 'uint32'],
      ['max_avatar_length', 'uint32'],
      ['max_bio_length', 'uint32'],
      ['max_status_length', 'uint32'],
    ]),
    struct('connect', [
      ['from', 'name'],
      ['to', 'name'],
    ]),
    struct('connection', [
      ['connection_id', 'uint64'],
      ['from', 'name'],
      ['to', 'name'],
      ['connection_time', 'time_point_sec'],
    ]),
    struct('delmeta', [
      ['writer', 'name'],
      ['account', 'name'],
    ]),
    struct('delprofile', [['account', 'name']]),
    struct('disconnect', [
      ['from', 'name'],
      ['to', 'name'],
    ]),
    struct('editavatar', [
      ['account', 'name'],
      ['new_avatar', 'string'],
    ]),
    struct('editbio', [
      ['account', 'name'],
      ['new_bio', 'string'],
    ]),
    struct('editdisplay', [
      ['account', 'name'],
      ['new_display_name', 'string'],
    ]),
    struct('editstatus', [
      ['account', 'name'],
      ['new_status', 'string'],
    ]),
    struct('init', [
      ['contract_name', 'string'],
      ['contract_version', 'string'],
      ['initial_admin', 'name'],
    ]),
    struct('metadatum', [
      ['account', 'name'],
      ['data', 'string'],
    ]),
    struct('newprofile', [
      ['account', 'name'],
      ['display_name', 'string?'],
      ['avatar', 'string?'],
      ['bio', 'string?'],
    ]),
    struct('profile', [
      ['account_name', 'name'],
      ['display_name', 'string'],
      ['avatar', 'string'],
      ['bio', 'string'],
      ['status', 'string'],
      ['is_verified', 'bool'],
    ]),
    struct('setadmin', [['new_admin', 'name']]),
    struct('setdefavatar', [['new_default_avatar', 'string']]),
    struct('setlength', [
      ['length_name', 'name'],
      ['new_length', 'uint32'],
    ]),
    struct('setversion', [['new_version', 'string']]),
    struct('verify', [['account', 'name']]),
    struct('writemeta', [
      ['writer', 'name'],
      ['account', 'name'],
      ['data', 'string'],
    ]),
  ],
  actions: [
    'connect',
    'delmeta',
    'delprofile',
    'disconnect',
    'editavatar',
    'editbio',
    'editdisplay',
    'editstatus',
    'init',
    'newprofile',
    'setadmin',
    'setdefavatar',
    'setlength',
    'setversion',
    'verify',
    'writemeta',
  ].map((name) => abiAction(name)),
  tables: [
    table('config', 'config'),
    table('connections', 'connection'),
    table('metadata', 'metadatum'),
    table('profiles', 'profile'),
  ],
})
