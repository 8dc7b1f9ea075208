import type { DecideActionData } from '@portal/chain/contracts/telos-decide/index'

/** A struct's fields as [name, ABI type] pairs. */
export type Fields = [string, string][]

/** Action structs in ABI order (telos-decide v2.0.x, decide.hpp). */
export const ACTION_FIELDS: Record<keyof DecideActionData, Fields> = {
  init: [['app_version', 'string']],
  setversion: [['new_app_version', 'string']],
  updatefee: [
    ['fee_name', 'name'],
    ['fee_amount', 'asset'],
  ],
  updatetime: [
    ['time_name', 'name'],
    ['length', 'uint32'],
  ],
  newtreasury: [
    ['manager', 'name'],
    ['max_supply', 'asset'],
    ['access', 'name'],
  ],
  edittrsinfo: [
    ['treasury_symbol', 'symbol'],
    ['title', 'string'],
    ['description', 'string'],
    ['icon', 'string'],
  ],
  toggle: [
    ['treasury_symbol', 'symbol'],
    ['setting_name', 'name'],
  ],
  mint: [
    ['to', 'name'],
    ['quantity', 'asset'],
    ['memo', 'string'],
  ],
  transfer: [
    ['from', 'name'],
    ['to', 'name'],
    ['quantity', 'asset'],
    ['memo', 'string'],
  ],
  burn: [
    ['quantity', 'asset'],
    ['memo', 'string'],
  ],
  reclaim: [
    ['voter', 'name'],
    ['quantity', 'asset'],
    ['memo', 'string'],
  ],
  mutatemax: [
    ['new_max_supply', 'asset'],
    ['memo', 'string'],
  ],
  setunlocker: [
    ['treasury_symbol', 'symbol'],
    ['new_unlock_acct', 'name'],
    ['new_unlock_auth', 'name'],
  ],
  lock: [['treasury_symbol', 'symbol']],
  unlock: [['treasury_symbol', 'symbol']],
  addfunds: [
    ['from', 'name'],
    ['treasury_symbol', 'symbol'],
    ['quantity', 'asset'],
  ],
  editpayrate: [
    ['treasury_symbol', 'symbol'],
    ['period_length', 'uint32'],
    ['per_period', 'asset'],
  ],
  newballot: [
    ['ballot_name', 'name'],
    ['category', 'name'],
    ['publisher', 'name'],
    ['treasury_symbol', 'symbol'],
    ['voting_method', 'name'],
    ['initial_options', 'name[]'],
  ],
  editdetails: [
    ['ballot_name', 'name'],
    ['title', 'string'],
    ['description', 'string'],
    ['content', 'string'],
  ],
  togglebal: [
    ['ballot_name', 'name'],
    ['setting_name', 'name'],
  ],
  editminmax: [
    ['ballot_name', 'name'],
    ['new_min_options', 'uint8'],
    ['new_max_options', 'uint8'],
  ],
  addoption: [
    ['ballot_name', 'name'],
    ['new_option_name', 'name'],
  ],
  rmvoption: [
    ['ballot_name', 'name'],
    ['option_name', 'name'],
  ],
  openvoting: [
    ['ballot_name', 'name'],
    ['end_time', 'time_point_sec'],
  ],
  cancelballot: [
    ['ballot_name', 'name'],
    ['memo', 'string'],
  ],
  deleteballot: [['ballot_name', 'name']],
  postresults: [
    ['ballot_name', 'name'],
    ['light_results', 'pair_name_asset[]'],
    ['total_voters', 'uint32'],
  ],
  closevoting: [
    ['ballot_name', 'name'],
    ['broadcast', 'bool'],
  ],
  broadcast: [
    ['ballot_name', 'name'],
    ['final_results', 'pair_name_asset[]'],
    ['total_voters', 'uint32'],
  ],
  archive: [
    ['ballot_name', 'name'],
    ['archived_until', 'time_point_sec'],
  ],
  unarchive: [
    ['ballot_name', 'name'],
    ['force', 'bool'],
  ],
  regvoter: [
    ['voter', 'name'],
    ['treasury_symbol', 'symbol'],
    ['referrer', 'name?'],
  ],
  unregvoter: [
    ['voter', 'name'],
    ['treasury_symbol', 'symbol'],
  ],
  castvote: [
    ['voter', 'name'],
    ['ballot_name', 'name'],
    ['options', 'name[]'],
  ],
  unvoteall: [
    ['voter', 'name'],
    ['ballot_name', 'name'],
  ],
  stake: [
    ['voter', 'name'],
    ['quantity', 'asset'],
  ],
  unstake: [
    ['voter', 'name'],
    ['quantity', 'asset'],
  ],
  refresh: [['voter', 'name']],
  rebalance: [
    ['voter', 'name'],
    ['ballot_name', 'name'],
    ['worker', 'name?'],
  ],
  cleanupvote: [
    ['voter', 'name'],
    ['ballot_name', 'name'],
    ['worker', 'name?'],
  ],
  forfeitwork: [
    ['worker_name', 'name'],
    ['treasury_symbol', 'symbol'],
  ],
  claimpayment: [
    ['worker_name', 'name'],
    ['treasury_symbol', 'symbol'],
  ],
  withdraw: [
    ['voter', 'name'],
    ['quantity', 'asset'],
  ],
  regcommittee: [
    ['committee_name', 'name'],
    ['committee_title', 'string'],
    ['treasury_symbol', 'symbol'],
    ['initial_seats', 'name[]'],
    ['registree', 'name'],
  ],
  addseat: [
    ['committee_name', 'name'],
    ['treasury_symbol', 'symbol'],
    ['new_seat_name', 'name'],
  ],
  removeseat: [
    ['committee_name', 'name'],
    ['treasury_symbol', 'symbol'],
    ['seat_name', 'name'],
  ],
  assignseat: [
    ['committee_name', 'name'],
    ['treasury_symbol', 'symbol'],
    ['seat_name', 'name'],
    ['seat_holder', 'name'],
    ['memo', 'string'],
  ],
  setupdater: [
    ['committee_name', 'name'],
    ['treasury_symbol', 'symbol'],
    ['updater_account', 'name'],
    ['updater_auth', 'name'],
  ],
  delcommittee: [
    ['committee_name', 'name'],
    ['treasury_symbol', 'symbol'],
    ['memo', 'string'],
  ],
}
