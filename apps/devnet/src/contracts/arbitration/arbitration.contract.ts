import { arbitration } from '@portal/chain/contracts/arbitration/index'
import { nameValue } from '../../chain/keys.ts'
import { defineContract } from '../../chain/runtime/contract.ts'
import { closecase, dismissarb, forcerecusal, validatecase } from './admin-actions.ts'
import * as arbitrator from './arbitrator-actions.ts'
import * as claimant from './claimant-actions.ts'
import { init, setadmin, setconfig, setversion } from './config-actions.ts'
import * as elections from './election-actions.ts'
import { onBroadcast } from './election-results.ts'
import { onTransfer, withdraw } from './escrow.ts'

/**
 * The Telos arbitration contract behind Resolve (telos-arbitration 1e2617e9), with its checks in
 * the real order, its messages and its known bugs (see README.md).
 */
export const arbitrationContract = defineContract(arbitration, {
  indexes: {
    offers: {
      byarb: (row) => nameValue(row.arbitrator),
      bycase: (row) => BigInt(row.case_id),
      bycasearb: (row) => (BigInt(row.case_id) << 64n) | nameValue(row.arbitrator),
    },
    elections: { byballot: (row) => nameValue(row.ballot_name) },
  },
  actions: {
    init,
    setadmin,
    setversion,
    setconfig,
    initelection: elections.initelection,
    regarb: elections.regarb,
    unregnominee: elections.unregnominee,
    candaddlead: elections.candaddlead,
    candrmvlead: elections.candrmvlead,
    beginvoting: elections.beginvoting,
    endelection: elections.endelection,
    skiptovoting: elections.skiptovoting,
    withdraw,
    filecase: claimant.filecase,
    addclaim: claimant.addclaim,
    updateclaim: claimant.updateclaim,
    removeclaim: claimant.removeclaim,
    shredcase: claimant.shredcase,
    readycase: claimant.readycase,
    respondoffer: claimant.respondoffer,
    cancelcase: claimant.cancelcase,
    respond: claimant.respond,
    newarbstatus: arbitrator.newarbstatus,
    setlangcodes: arbitrator.setlangcodes,
    makeoffer: arbitrator.makeoffer,
    dismissoffer: arbitrator.dismissoffer,
    startcase: arbitrator.startcase,
    reviewclaim: arbitrator.reviewclaim,
    settleclaim: arbitrator.settleclaim,
    setruling: arbitrator.setruling,
    recuse: arbitrator.recuse,
    validatecase,
    closecase,
    forcerecusal,
    dismissarb,
  },
  notifications: {
    'eosio.token::transfer': onTransfer,
    'telos.decide::broadcast': onBroadcast,
  },
})
