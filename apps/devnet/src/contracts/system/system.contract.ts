import { system } from '@portal/chain/contracts/system/index'
import { defineContract } from '../../chain/runtime/contract.ts'
import { delegatebw, refund, undelegatebw } from './bandwidth.ts'
import { deleteauth, linkauth, newaccount, unlinkauth, updateauth } from './native-auth.ts'
import { byVotes, regproducer, unregprod, voteproducer } from './producers.ts'

/**
 * The system account: nodeos's native account and permission actions, plus the parts of Telos's
 * eosio.system the portal relies on (staked bandwidth and producer votes).
 */
export const systemContract = defineContract(system, {
  privileged: true,
  indexes: { producers: { prototalvote: byVotes } },
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
