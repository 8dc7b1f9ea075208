import type { CaseFileRow, ClaimRow, OfferRow } from '@portal/chain/contracts/arbitration/index'
import { caseHistorySentence, historyActor } from '@portal/chain/resolve/index'
import type { HistoryActionEntry } from '@/lib/history/history-client.ts'

// A case's record that anyone can check without trusting the portal: every action of the case as the
// history API has it (claims, documents, offers, ruling, admin decisions), each with its transaction
// id, block and time, the documents' CIDs, and how to look each one up on a public history API.

/** One action of the case, with what a reader needs to find it again on any history API. */
export type CaseRecordEntry = {
  action: string
  contract: string
  actor: string
  summary: string
  data: unknown
  transaction_id: string | null
  block_num: string | null
  timestamp: string | null
  global_sequence: string | null
  /** `GET {history}/v2/history/get_transaction?id=…` for this entry, or null without a transaction id. */
  verify_url: string | null
}

/** A document the case refers to: its IPFS CID and where it appears. */
export type CaseRecordDocument = { cid: string; role: string; gateway_url: string }

/** The exported record of one case. */
export type CaseRecord = {
  format: 'telos-portal.case-record/1'
  case_id: string
  exported_at: string
  network: { chain_id: string | null; chain_api: string; history_api: string; ipfs_gateway: string }
  case: CaseFileRow
  claims: ClaimRow[]
  offers: OfferRow[]
  documents: CaseRecordDocument[]
  history: CaseRecordEntry[]
  how_to_verify: string[]
}

/** Where the record says it came from. */
export type RecordNetwork = {
  chainId: string | null
  chainUrl: string
  historyUrl: string
  ipfsGatewayUrl: string
}

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : null

const trimmed = (base: string) => base.replace(/\/+$/, '')

/** `GET {history}/v2/history/get_transaction?id=…` for a transaction id. */
export function verifyTransactionUrl(historyUrl: string, transactionId: string): string {
  return `${trimmed(historyUrl)}/v2/history/get_transaction?${new URLSearchParams({ id: transactionId })}`
}

function documentsOf(
  caseFile: CaseFileRow,
  claims: readonly ClaimRow[],
  gateway: string,
): CaseRecordDocument[] {
  const found: CaseRecordDocument[] = []
  const add = (cid: string, role: string) => {
    if (cid.trim() !== '')
      found.push({ cid, role, gateway_url: `${trimmed(gateway)}/${encodeURIComponent(cid)}` })
  }
  for (const claim of claims) {
    add(claim.claim_summary, `claim ${claim.claim_id}: claim document`)
    // The documents reviewclaim (or startcase) sent with a request for more information.
    add(claim.claim_info_required, `claim ${claim.claim_id}: information required from the claimant`)
    add(claim.response_info_required, `claim ${claim.claim_id}: information required from the respondant`)
    add(claim.response_link, `claim ${claim.claim_id}: response`)
    add(claim.decision_link, `claim ${claim.claim_id}: decision`)
  }
  add(caseFile.case_ruling, 'case ruling')
  return found
}

/** The record of a case from the rows the page reads and its history entries (oldest first). */
export function buildCaseRecord(input: {
  caseId: string
  caseFile: CaseFileRow
  claims: readonly ClaimRow[]
  offers: readonly OfferRow[]
  history: readonly HistoryActionEntry[]
  network: RecordNetwork
  /** The arbitration contract's account the rows were read from. */
  contract: string
  exportedAt: Date
}): CaseRecord {
  const { network } = input
  const history = input.history.map((entry): CaseRecordEntry => {
    const transactionId = text(entry.trx_id)
    return {
      action: entry.act.name,
      contract: entry.act.account,
      actor: historyActor(entry),
      summary: caseHistorySentence(entry),
      data: entry.act.data ?? {},
      transaction_id: transactionId,
      block_num: text(entry.block_num),
      timestamp: text(entry.timestamp ?? entry['@timestamp']),
      global_sequence: text(entry.global_sequence),
      verify_url: transactionId ? verifyTransactionUrl(network.historyUrl, transactionId) : null,
    }
  })
  return {
    format: 'telos-portal.case-record/1',
    case_id: input.caseId,
    exported_at: input.exportedAt.toISOString(),
    network: {
      chain_id: network.chainId,
      chain_api: network.chainUrl,
      history_api: network.historyUrl,
      ipfs_gateway: network.ipfsGatewayUrl,
    },
    case: input.caseFile,
    claims: [...input.claims],
    offers: [...input.offers],
    documents: documentsOf(input.caseFile, input.claims, network.ipfsGatewayUrl),
    history,
    how_to_verify: verificationSteps(network, input.contract, input.caseId),
  }
}

/**
 * The steps a reader follows to check the record against public APIs, without the portal. Each names
 * only what the record holds: the history entries' fields, the documents' CIDs, and for the rows the
 * contract account and table each came from (history entries' `contract`, tables casefiles, claims
 * scoped by the case id, and offers).
 */
export function verificationSteps(network: RecordNetwork, contract: string, caseId: string): string[] {
  const history = trimmed(network.historyUrl)
  const chain = network.chainId ? ` whose get_info answers chain_id ${network.chainId}` : ''
  return [
    `For each entry of "history", open its verify_url (GET ${history}/v2/history/get_transaction?id=<transaction_id>), on this or any other public history API of the same chain${chain}.`,
    "Check that the answer lists an action with the entry's contract, action name and data, in the same block_num, at the same timestamp.",
    'For each entry of "documents", fetch its CID from any IPFS gateway: a CID names its content, so every gateway gives the same file.',
    `For "case", "claims" and "offers" (the rows as they were at export), POST ${trimmed(network.chainUrl)}/v1/chain/get_table_rows with code ${contract} and table casefiles (scope ${contract}), claims (scope ${caseId}) or offers (scope ${contract}), and compare.`,
  ]
}
