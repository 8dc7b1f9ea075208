import type { z } from 'zod'
import { ARBITRATION_ACCOUNT } from './account.ts'
import { arbitrationAbi } from './abi.ts'
import * as data from './actions.ts'
import * as rows from './tables.ts'

export { ARBITRATION_ACCOUNT } from './account.ts'
export { arbitrationAbi } from './abi.ts'
export * from './actions.ts'
export * from './tables.ts'

/** How get_table_rows reaches a table: its scope and its secondary indexes by index_position. */
export type ArbitrationTable<Row extends z.ZodType = z.ZodType> = {
  readonly name: string
  readonly row: Row
  /** `contract`: scope is the contract account; `case_id`: the case id as a uint64; `account`: the depositor. */
  readonly scope: 'contract' | 'case_id' | 'account'
  readonly indexes: readonly { readonly name: string; readonly position: number; readonly keyType: string }[]
}

const tableOf = <Row extends z.ZodType>(
  name: string,
  row: Row,
  scope: ArbitrationTable['scope'] = 'contract',
  indexes: ArbitrationTable['indexes'] = [],
): ArbitrationTable<Row> => ({ name, row, scope, indexes })

/** The arbitration contract's tables with their row schemas. */
export const arbitrationTables = {
  config: tableOf('config', rows.configRow),
  casefiles: tableOf('casefiles', rows.caseFileRow),
  claims: tableOf('claims', rows.claimRow, 'case_id'),
  offers: tableOf('offers', rows.offerRow, 'contract', [
    { name: 'byarb', position: 2, keyType: 'i64' },
    { name: 'bycase', position: 3, keyType: 'i64' },
    { name: 'bycasearb', position: 4, keyType: 'i128' },
  ]),
  elections: tableOf('elections', rows.electionRow, 'contract', [
    { name: 'byballot', position: 2, keyType: 'i64' },
  ]),
  nominees: tableOf('nominees', rows.nomineeRow),
  arbitrators: tableOf('arbitrators', rows.arbitratorRow),
  accounts: tableOf('accounts', rows.escrowAccountRow, 'account'),
  joinedcases: tableOf('joinedcases', rows.joinderRow),
} as const

type TableName = keyof typeof arbitrationTables

/** An arbitration action with its data schema and the tables it may change (refetched after success). */
export type ArbitrationAction<Data extends z.ZodType = z.ZodType> = {
  readonly name: string
  readonly data: Data
  readonly writes: readonly TableName[]
}

const actionOf = <Data extends z.ZodType>(
  name: string,
  schema: Data,
  writes: readonly TableName[],
): ArbitrationAction<Data> => ({ name, data: schema, writes })

const CASE_MONEY: readonly TableName[] = ['casefiles', 'config', 'accounts', 'arbitrators']

/** Every action of the ABI, by name. */
export const arbitrationActions = {
  init: actionOf('init', data.initData, ['config']),
  setadmin: actionOf('setadmin', data.setadminData, ['config']),
  setversion: actionOf('setversion', data.setversionData, ['config']),
  setconfig: actionOf('setconfig', data.setconfigData, ['config']),
  initelection: actionOf('initelection', data.initelectionData, ['elections', 'config', 'arbitrators']),
  regarb: actionOf('regarb', data.regarbData, ['nominees', 'arbitrators']),
  unregnominee: actionOf('unregnominee', data.nomineeData, ['nominees']),
  candaddlead: actionOf('candaddlead', data.nomineeData, ['elections']),
  candrmvlead: actionOf('candrmvlead', data.nomineeData, ['elections']),
  beginvoting: actionOf('beginvoting', data.beginvotingData, [
    'elections',
    'config',
    'nominees',
    'arbitrators',
  ]),
  endelection: actionOf('endelection', data.emptyData, ['elections', 'nominees', 'arbitrators']),
  skiptovoting: actionOf('skiptovoting', data.emptyData, ['elections']),
  withdraw: actionOf('withdraw', data.withdrawData, ['accounts']),
  filecase: actionOf('filecase', data.filecaseData, ['casefiles', 'claims']),
  addclaim: actionOf('addclaim', data.addclaimData, ['casefiles', 'claims']),
  updateclaim: actionOf('updateclaim', data.updateclaimData, ['claims']),
  removeclaim: actionOf('removeclaim', data.removeclaimData, ['casefiles', 'claims']),
  shredcase: actionOf('shredcase', data.caseClaimantData, ['casefiles', 'claims']),
  readycase: actionOf('readycase', data.caseClaimantData, ['casefiles', 'config', 'accounts']),
  respondoffer: actionOf('respondoffer', data.respondofferData, [
    'casefiles',
    'offers',
    'config',
    'accounts',
  ]),
  cancelcase: actionOf('cancelcase', data.caseIdData, ['casefiles', 'config', 'accounts']),
  respond: actionOf('respond', data.respondData, ['claims']),
  newarbstatus: actionOf('newarbstatus', data.newarbstatusData, ['arbitrators']),
  setlangcodes: actionOf('setlangcodes', data.setlangcodesData, ['arbitrators']),
  makeoffer: actionOf('makeoffer', data.makeofferData, ['offers', 'casefiles']),
  dismissoffer: actionOf('dismissoffer', data.dismissofferData, ['offers']),
  startcase: actionOf('startcase', data.startcaseData, ['casefiles', 'claims', 'arbitrators']),
  reviewclaim: actionOf('reviewclaim', data.reviewclaimData, ['claims']),
  settleclaim: actionOf('settleclaim', data.settleclaimData, ['claims']),
  setruling: actionOf('setruling', data.setrulingData, ['casefiles']),
  recuse: actionOf('recuse', data.recuseData, CASE_MONEY),
  validatecase: actionOf('validatecase', data.validatecaseData, CASE_MONEY),
  closecase: actionOf('closecase', data.caseIdData, ['casefiles', 'arbitrators']),
  forcerecusal: actionOf('forcerecusal', data.forcerecusalData, CASE_MONEY),
  dismissarb: actionOf('dismissarb', data.dismissarbData, CASE_MONEY),
} as const

/** The arbitration contract as both the portal and the devnet see it. */
export const arbitration = {
  account: ARBITRATION_ACCOUNT,
  abi: arbitrationAbi,
  tables: arbitrationTables,
  actions: arbitrationActions,
} as const

/** Row shapes by table, as contract code and parsed get_table_rows results have them. */
export type ArbitrationRows = { [K in TableName]: z.infer<(typeof arbitrationTables)[K]['row']> }

/** Action data shapes by action name (parsed: uint64 as strings, bools as booleans). */
export type ArbitrationActionData = {
  [K in keyof typeof arbitrationActions]: z.infer<(typeof arbitrationActions)[K]['data']>
}
