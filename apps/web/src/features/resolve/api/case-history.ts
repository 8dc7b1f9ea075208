import { queryOptions, useQuery } from '@tanstack/react-query'
import { nameFromValue } from '@portal/chain/names'
import { isCaseHistoryAction, type HistoryActionLike } from '@portal/chain/resolve/index'
import { getNetwork } from '@/config/network.ts'
import { getJson } from '@/lib/chain/chain-client.ts'

// A case's history from the configured history API: only the arbitration contract's actions whose
// data carries this case_id (a server-side filter), 100 per page, oldest first, until a short page
// says there is no more. Ids are compared by value, so "5" and 5 are the same case.
//
// Two things that filter cannot see. The contract hands a deleted case's id to the next case filed,
// so everything up to the last shredcase belongs to an earlier case. And filecase carries no case_id
// (the contract picks it): the filing is found through the casefiles delta that created the row.

/** Actions per history page (spec §9). */
export const HISTORY_PAGE_SIZE = 100

/** One case history entry as the page shows it. */
export type CaseHistoryEntry = HistoryActionLike & {
  global_sequence?: number | string
  block_num?: number | string
  trx_id?: string
  receipts?: { global_sequence?: number | string }[]
}

type GetActionsAnswer = { actions?: CaseHistoryEntry[] }

/** Every history action of a case, reporting progress (0–100) as pages arrive. */
export async function fetchCaseHistory(
  caseId: string,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<CaseHistoryEntry[]> {
  const { historyUrl, contracts } = getNetwork()
  const entries: CaseHistoryEntry[] = []
  options.onProgress?.(5)
  for (let page = 0; page < 1000; page += 1) {
    const params = new URLSearchParams({
      filter: `${contracts.arbitration}:*`,
      'act.data.case_id': caseId,
      sort: 'asc',
      limit: String(HISTORY_PAGE_SIZE),
      skip: String(page * HISTORY_PAGE_SIZE),
    })
    // A refusal rejects with the history API's own message (spec §8), which getJson keeps.
    const answer = await getJson<GetActionsAnswer>(`${historyUrl}/v2/history/get_actions?${params}`, {
      signal: options.signal,
    })
    const actions = Array.isArray(answer.actions) ? answer.actions : []
    entries.push(...actions.filter((action) => isCaseHistoryAction(action, caseId, contracts.arbitration)))
    options.onProgress?.(Math.min(90, 5 + (page + 1) * 30))
    if (actions.length < HISTORY_PAGE_SIZE) break
  }
  const lastShred = entries.findLastIndex((entry) => entry.act?.name === 'shredcase')
  const current = lastShred >= 0 ? entries.slice(lastShred + 1) : entries
  const filing = await findFiling(caseId, entries[lastShred], options.signal)
  options.onProgress?.(100)
  return filing ? [filing, ...current] : current
}

/**
 * The filecase that created the case's current row. The first casefiles delta for this key (from the
 * block of the last deletion on) gives the block; that block's filecase by the same parties, after the
 * deletion, is the filing. Several such filings in one block are told apart by the claim each created.
 * Histories that keep no deltas simply show no filing.
 */
async function findFiling(
  caseId: string,
  shred: CaseHistoryEntry | undefined,
  signal: AbortSignal | undefined,
): Promise<CaseHistoryEntry | undefined> {
  const arbitration = getNetwork().contracts.arbitration
  try {
    const shredBlock = blockNumber(shred)
    const created = (
      await getDeltas(
        { table: 'casefiles', scope: arbitration, primary_key: caseId, after: shredBlock },
        signal,
      )
    )[0]
    const block = blockNumber(created)
    if (!created || block === undefined) return undefined
    const params = new URLSearchParams({
      filter: `${arbitration}:filecase`,
      after: String(block),
      before: String(block),
      sort: 'asc',
      limit: String(HISTORY_PAGE_SIZE),
    })
    const { actions } = await getJson<GetActionsAnswer>(
      `${getNetwork().historyUrl}/v2/history/get_actions?${params}`,
      { signal },
    )
    const shredSequence = sequenceOf(shred)
    const filings = (Array.isArray(actions) ? actions : []).filter((action) => {
      const data = action.act?.data as DeltaData | undefined
      return (
        action.act?.account === arbitration &&
        action.act.name === 'filecase' &&
        data?.claimant === created.data?.claimant &&
        data?.respondant === created.data?.respondant &&
        (shredSequence === undefined || (sequenceOf(action) ?? 0n) > shredSequence)
      )
    })
    if (filings.length <= 1) return filings[0]
    const claims = { table: 'claims', scope: nameFromValue(BigInt(caseId)), block_num: block }
    const claim = (await getDeltas(claims, signal))[0]
    return filings.find((action) => (action.act?.data as DeltaData).claim_link === claim?.data?.claim_summary)
  } catch (error) {
    if (!signal?.aborted) console.warn(`Could not find the filing of case ${caseId}:`, error)
    return undefined
  }
}

type DeltaData = { claimant?: unknown; respondant?: unknown; claim_link?: unknown; claim_summary?: unknown }
type Delta = { block_num?: number | string; data?: DeltaData }

/** The arbitration contract's table deltas matching `terms`, oldest first (the first few). */
async function getDeltas(
  terms: { table: string; scope: string; primary_key?: string; block_num?: number; after?: number },
  signal: AbortSignal | undefined,
): Promise<Delta[]> {
  const { historyUrl, contracts } = getNetwork()
  const params = new URLSearchParams({ code: contracts.arbitration, sort: 'asc', limit: '10' })
  for (const [key, value] of Object.entries(terms)) if (value !== undefined) params.set(key, String(value))
  const { deltas } = await getJson<{ deltas?: Delta[] }>(`${historyUrl}/v2/history/get_deltas?${params}`, {
    signal,
  })
  return Array.isArray(deltas) ? deltas : []
}

function blockNumber(item: { block_num?: number | string } | undefined): number | undefined {
  const value = Number(item?.block_num)
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}

/** An action's place in the chain's order (Hyperion puts global_sequence on the action and its receipts). */
function sequenceOf(action: CaseHistoryEntry | undefined): bigint | undefined {
  const value = action?.global_sequence ?? action?.receipts?.[0]?.global_sequence
  return typeof value === 'number' || (typeof value === 'string' && /^\d{1,20}$/.test(value))
    ? BigInt(value)
    : undefined
}

/** The case history, refetched with the case every 10 s. */
export const caseHistoryQuery = (caseId: string, onProgress?: (percent: number) => void) =>
  queryOptions({
    queryKey: ['history', 'case', getNetwork().contracts.arbitration, caseId],
    queryFn: ({ signal }) => fetchCaseHistory(caseId, { signal, onProgress }),
  })

export const useCaseHistory = (caseId: string, onProgress?: (percent: number) => void) =>
  useQuery({ ...caseHistoryQuery(caseId, onProgress), refetchInterval: 10_000 })
