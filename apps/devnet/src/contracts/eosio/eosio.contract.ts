import { defineContract } from '../../chain/runtime/contract.ts'
import { systemAbi, type SystemTypes } from './abi.ts'
import { delegatebw, refund, undelegatebw } from './bandwidth.ts'
import { deleteauth, linkauth, newaccount, unlinkauth, updateauth } from './native-auth.ts'
import { byVotes, regproducer, unregprod, voteproducer } from './producers.ts'

/**
 * The system account: nodeos's native account and permission actions, plus the parts of Telos's
 * eosio.system the portal relies on (staked bandwidth and producer votes).
 */
export const eosioContract = defineContract<SystemTypes>({
  account: 'eosio',
  abi: systemAbi,
  privileged: true,
  tables: {
    delband: { primaryKey: (row) => row.to },
    userres: { primaryKey: (row) => row.owner },
    refunds: { primaryKey: (row) => row.owner },
    voters: { primaryKey: (row) => row.owner },
    producers: {
      primaryKey: (row) => row.owner,
      indexes: [{ name: 'prototalvote', keyType: 'float64', key: byVotes }],
    },
  },
  actions: {
    newaccount,
    updateauth,
    deleteauth,
    linkauth,
    unlinkauth,
    delegatebw,
    undelegatebw,
    refund,
    regproducer,
    unregprod,
    voteproducer,
  },
})
