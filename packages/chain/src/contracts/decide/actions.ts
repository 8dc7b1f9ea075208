import { z } from '../../zod-mini.ts'
import { builtOnFirstCall } from '../define.ts'
import { assetString, nameOrEmpty, symbolString, timePointSec, uint8, uint32 } from '../../primitives.ts'
import { nameAssetMap } from './tables.ts'

// telos.decide action data, field names and order as in the ABI. `name` fields accept any name
// (ballot names, categories, settings); account checks are the contract's.

function buildDecideActionData() {
  const name = nameOrEmpty
  const optionalName = z.nullable(name)

  // ---- admin ----
  const initData = z.object({ app_version: z.string() })
  const setVersionData = z.object({ new_app_version: z.string() })
  const updateFeeData = z.object({ fee_name: name, fee_amount: assetString })
  const updateTimeData = z.object({ time_name: name, length: uint32 })
  const withdrawData = z.object({ voter: name, quantity: assetString })

  // ---- treasuries ----
  const newTreasuryData = z.object({ manager: name, max_supply: assetString, access: name })
  const editTreasuryInfoData = z.object({
    treasury_symbol: symbolString,
    title: z.string(),
    description: z.string(),
    icon: z.string(),
  })
  const toggleData = z.object({ treasury_symbol: symbolString, setting_name: name })
  const mintData = z.object({ to: name, quantity: assetString, memo: z.string() })
  const transferData = z.object({ from: name, to: name, quantity: assetString, memo: z.string() })
  const burnData = z.object({ quantity: assetString, memo: z.string() })
  const reclaimData = z.object({ voter: name, quantity: assetString, memo: z.string() })
  const mutateMaxData = z.object({ new_max_supply: assetString, memo: z.string() })
  const setUnlockerData = z.object({
    treasury_symbol: symbolString,
    new_unlock_acct: name,
    new_unlock_auth: name,
  })
  const lockData = z.object({ treasury_symbol: symbolString })
  const addFundsData = z.object({ from: name, treasury_symbol: symbolString, quantity: assetString })
  const editPayRateData = z.object({
    treasury_symbol: symbolString,
    period_length: uint32,
    per_period: assetString,
  })

  // ---- ballots ----
  const newBallotData = z.object({
    ballot_name: name,
    category: name,
    publisher: name,
    treasury_symbol: symbolString,
    voting_method: name,
    initial_options: z.array(name),
  })
  const editDetailsData = z.object({
    ballot_name: name,
    title: z.string(),
    description: z.string(),
    content: z.string(),
  })
  const toggleBallotData = z.object({ ballot_name: name, setting_name: name })
  const editMinMaxData = z.object({ ballot_name: name, new_min_options: uint8, new_max_options: uint8 })
  const addOptionData = z.object({ ballot_name: name, new_option_name: name })
  const removeOptionData = z.object({ ballot_name: name, option_name: name })
  const openVotingData = z.object({ ballot_name: name, end_time: timePointSec })
  const cancelBallotData = z.object({ ballot_name: name, memo: z.string() })
  const ballotNameData = z.object({ ballot_name: name })
  const postResultsData = z.object({
    ballot_name: name,
    light_results: nameAssetMap,
    total_voters: uint32,
  })
  const closeVotingData = z.object({ ballot_name: name, broadcast: z.boolean() })
  /** `broadcast`: sent by closevoting to telos.decide itself; the ballot's publisher is notified. */
  const broadcastData = z.object({
    ballot_name: name,
    final_results: nameAssetMap,
    total_voters: uint32,
  })
  const archiveData = z.object({ ballot_name: name, archived_until: timePointSec })
  const unarchiveData = z.object({ ballot_name: name, force: z.boolean() })

  // ---- voters ----
  const regVoterData = z.object({ voter: name, treasury_symbol: symbolString, referrer: optionalName })
  const unregVoterData = z.object({ voter: name, treasury_symbol: symbolString })
  const castVoteData = z.object({ voter: name, ballot_name: name, options: z.array(name) })
  const unvoteAllData = z.object({ voter: name, ballot_name: name })
  const stakeData = z.object({ voter: name, quantity: assetString })
  const refreshData = z.object({ voter: name })

  // ---- workers ----
  const rebalanceData = z.object({ voter: name, ballot_name: name, worker: optionalName })
  const forfeitWorkData = z.object({ worker_name: name, treasury_symbol: symbolString })
  /** The ABI keeps the header's parameter name `worker_name` for claimpayment. */
  const claimPaymentData = z.object({ worker_name: name, treasury_symbol: symbolString })

  // ---- committees ----
  const regCommitteeData = z.object({
    committee_name: name,
    committee_title: z.string(),
    treasury_symbol: symbolString,
    initial_seats: z.array(name),
    registree: name,
  })
  const addSeatData = z.object({
    committee_name: name,
    treasury_symbol: symbolString,
    new_seat_name: name,
  })
  const removeSeatData = z.object({
    committee_name: name,
    treasury_symbol: symbolString,
    seat_name: name,
  })
  const assignSeatData = z.object({
    committee_name: name,
    treasury_symbol: symbolString,
    seat_name: name,
    seat_holder: name,
    memo: z.string(),
  })
  const setUpdaterData = z.object({
    committee_name: name,
    treasury_symbol: symbolString,
    updater_account: name,
    updater_auth: name,
  })
  const delCommitteeData = z.object({
    committee_name: name,
    treasury_symbol: symbolString,
    memo: z.string(),
  })

  return {
    init: initData,
    setversion: setVersionData,
    updatefee: updateFeeData,
    updatetime: updateTimeData,
    newtreasury: newTreasuryData,
    edittrsinfo: editTreasuryInfoData,
    toggle: toggleData,
    mint: mintData,
    transfer: transferData,
    burn: burnData,
    reclaim: reclaimData,
    mutatemax: mutateMaxData,
    setunlocker: setUnlockerData,
    lock: lockData,
    unlock: lockData,
    addfunds: addFundsData,
    editpayrate: editPayRateData,
    newballot: newBallotData,
    editdetails: editDetailsData,
    togglebal: toggleBallotData,
    editminmax: editMinMaxData,
    addoption: addOptionData,
    rmvoption: removeOptionData,
    openvoting: openVotingData,
    cancelballot: cancelBallotData,
    deleteballot: ballotNameData,
    postresults: postResultsData,
    closevoting: closeVotingData,
    broadcast: broadcastData,
    archive: archiveData,
    unarchive: unarchiveData,
    regvoter: regVoterData,
    unregvoter: unregVoterData,
    castvote: castVoteData,
    unvoteall: unvoteAllData,
    stake: stakeData,
    unstake: stakeData,
    refresh: refreshData,
    rebalance: rebalanceData,
    cleanupvote: rebalanceData,
    forfeitwork: forfeitWorkData,
    claimpayment: claimPaymentData,
    withdraw: withdrawData,
    regcommittee: regCommitteeData,
    addseat: addSeatData,
    removeseat: removeSeatData,
    assignseat: assignSeatData,
    setupdater: setUpdaterData,
    delcommittee: delCommitteeData,
  } as const
}

/**
 * Every action's data schema by ABI action name, built on the first call (define.ts' `actionOf`: a page
 * that only reads telos.decide never builds them).
 */
export const decideActionData = builtOnFirstCall(buildDecideActionData)

// ---- notifications telos.decide handles ----
/** eosio's delegatebw and undelegatebw, whose notifications keep vote stake in step. */
export { delegatebwData, undelegatebwData } from '../system/index.ts'

type DecideActionSchemas = ReturnType<typeof decideActionData>
/** Action data of telos.decide, by action name. */
export type DecideActionData = { [K in keyof DecideActionSchemas]: z.infer<DecideActionSchemas[K]> }
