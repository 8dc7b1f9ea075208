import { decide } from '@portal/chain/contracts/decide/index'
import { parseSymbol } from '../../chain/runtime/asset.ts'
import { defineContract } from '../../chain/runtime/contract.ts'
import * as admin from './admin.ts'
import { codeKey } from './assets.ts'
import * as ballot from './ballot.ts'
import * as committee from './committee.ts'
import * as treasury from './treasury.ts'
import * as voter from './voter.ts'
import * as worker from './worker.ts'
import { nv } from './maps.ts'

const seconds = ballot.seconds
const symbolKey = (symbol: string) => codeKey(parseSymbol(symbol))

/** Telos Decide: treasuries (DAOs), voters, ballots and fee deposits, as telosnetwork/telos-decide v2.0.x. */
export const decideContract = defineContract(decide, {
  indexes: {
    ballots: {
      bycategory: (row) => nv(row.category),
      bystatus: (row) => nv(row.status),
      bysymbol: (row) => symbolKey(row.treasury_symbol),
      byendtime: (row) => BigInt(seconds(row.end_time)),
    },
    votes: { bytime: (row) => BigInt(seconds(row.vote_time)) },
  },
  actions: {
    init: admin.init,
    setversion: admin.setversion,
    updatefee: admin.updatefee,
    updatetime: admin.updatetime,
    withdraw: admin.withdraw,
    newtreasury: treasury.newtreasury,
    edittrsinfo: treasury.edittrsinfo,
    toggle: treasury.toggle,
    mint: treasury.mint,
    transfer: treasury.transfer,
    burn: treasury.burn,
    reclaim: treasury.reclaim,
    mutatemax: treasury.mutatemax,
    setunlocker: treasury.setunlocker,
    lock: treasury.lock,
    unlock: treasury.unlock,
    addfunds: treasury.addfunds,
    editpayrate: treasury.editpayrate,
    newballot: ballot.newballot,
    editdetails: ballot.editdetails,
    togglebal: ballot.togglebal,
    editminmax: ballot.editminmax,
    addoption: ballot.addoption,
    rmvoption: ballot.rmvoption,
    openvoting: ballot.openvoting,
    cancelballot: ballot.cancelballot,
    deleteballot: ballot.deleteballot,
    postresults: ballot.postresults,
    closevoting: ballot.closevoting,
    broadcast: ballot.broadcast,
    archive: ballot.archive,
    unarchive: ballot.unarchive,
    regvoter: voter.regvoter,
    unregvoter: voter.unregvoter,
    castvote: voter.castvote,
    unvoteall: voter.unvoteall,
    stake: voter.stake,
    unstake: voter.unstake,
    refresh: voter.refresh,
    rebalance: worker.rebalance,
    cleanupvote: worker.cleanupvote,
    forfeitwork: worker.forfeitwork,
    claimpayment: worker.claimpayment,
    regcommittee: committee.regcommittee,
    addseat: committee.addseat,
    removeseat: committee.removeseat,
    assignseat: committee.assignseat,
    setupdater: committee.setupdater,
    delcommittee: committee.delcommittee,
  },
  notifications: {
    'eosio.token::transfer': admin.catchTransfer,
    'eosio::delegatebw': admin.catchDelegatebw,
    'eosio::undelegatebw': admin.catchUndelegatebw,
  },
})
