import type { ABI } from '@wharfkit/antelope'
import type { EmptyData, NetData, RamdataRow } from '@portal/chain/contracts/eosmechanics/index'

/** The eosmechanics ABI (AlohaEOS/eos-mechanics `include/eosmechanics.hpp`). */
export const eosmechanicsAbi: ABI.Def = {
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    { name: 'cpu', base: '', fields: [] },
    { name: 'net', base: '', fields: [{ name: 'input', type: 'string' }] },
    { name: 'ram', base: '', fields: [] },
    {
      name: 'ramdata',
      base: '',
      fields: [
        { name: 'id', type: 'uint64' },
        { name: 'one', type: 'string' },
      ],
    },
  ],
  actions: ['cpu', 'net', 'ram'].map((name) => ({ name, type: name, ricardian_contract: '' })),
  tables: [{ name: 'ramdata', index_type: 'i64', key_names: [], key_types: [], type: 'ramdata' }],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
}

/** Row and action shapes as handlers see them. */
export type EosmechanicsTypes = {
  actions: { cpu: EmptyData; net: NetData; ram: EmptyData }
  tables: { ramdata: RamdataRow }
}
