import type { ABI } from '@wharfkit/antelope'
import { abiAction, abiDef, abiStruct as struct, abiTable as table } from '../abi-builders.ts'

/** The eosmechanics ABI (AlohaEOS/eos-mechanics `include/eosmechanics.hpp`). */
export const eosmechanicsAbi: ABI.Def = abiDef({
  structs: [
    struct('cpu', []),
    struct('net', [['input', 'string']]),
    struct('ram', []),
    struct('ramdata', [
      ['id', 'uint64'],
      ['one', 'string'],
    ]),
  ],
  actions: ['cpu', 'net', 'ram'].map((name) => abiAction(name)),
  tables: [table('ramdata', 'ramdata')],
})
