import { HISTORY_ACTIONS_PAGE_SIZE } from '@portal/chain/constants'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { arbitration as arbitrationContract } from '@portal/chain/contracts/arbitration/index'
import { nameFromValue } from '@portal/chain/names'
import { isCaseHistoryAction } from '@portal/chain/resolve/index'
import { getNetwork } from '@/config/network.ts'
import { useCaseFile, useClaims } from './resolve-tables.ts'
import {
  blockNumber,
  getActions,
  getAllActions,
  getDeltas,
  historyKeys,
  sequenceOf,
  type HistoryActionEntry,
} from '@/lib/history/history-client.ts'

// A case's history from the configured history API: only the arbitration contract's actions whose
// data carries this case_id (a server-side filter), 100 per page, oldest first, until a short page
// says there is no more. Ids are compared by value, so "5" and 5 are the same case.
//
// Two things that filter cannot see. The contract hands a deleted case's id to the next case filed,
// so everything up to the last shredcase belongs to an earlier case. And filecase carries no case_id
// (the contract picks it): the filing is found through the casefiles delta that created the row.

/** One case history entry as the page shows it. */
export type CaseHistoryEntry = HistoryActionEntry

/** Every history action of a case, reporting progress (0–100) as pages arrive. */
export async function fetchCaseHistory(
  caseId: string,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<CaseHistoryEntry[]> {
  const { contracts } = getNetwork()
  options.onProgress?.(5)
  // A refusal rejects with the history API's own message (product.md §8), which the client keeps.
  const actions = await getAllActions(
    { filter: `${contracts.arbitration}:*`, 'act.data.case_id': caseId, sort: 'asc' },
    {
      signal: options.signal,
      onPage: (pages) => options.onProgress?.(Math.min(90, 5 + pages * 30)),
    },
  )
  const entries = actions.filter((action) => isCaseHistoryAction(action, caseId, contracts.arbitration))
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
  // The first few deltas, oldest first, of the arbitration contract's tables.
  const casefileDeltas = { code: arbitration, sort: 'asc', limit: 10 } as const
  try {
    const shredBlock = blockNumber(shred)
    const created = (
      await getDeltas(
        {
          ...casefileDeltas,
          table: arbitrationContract.tables.casefiles.name,
          scope: arbitration,
          primary_key: caseId,
          after: shredBlock,
        },
        { signal },
      )
    )[0]
    const block = blockNumber(created)
    if (!created || block === undefined) return undefined
    const actions = await getActions(
      {
        filter: `${arbitration}:filecase`,
        after: block,
        before: block,
        sort: 'asc',
        limit: HISTORY_ACTIONS_PAGE_SIZE,
      },
      { signal },
    )
    const shredSequence = sequenceOf(shred)
    const filings = actions.filter((action) => {
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
    const claims = {
      ...casefileDeltas,
      table: arbitrationContract.tables.claims.name,
      scope: nameFromValue(BigInt(caseId)),
      block_num: block,
    }
    const claim = (await getDeltas(claims, { signal }))[0]
    return filings.find((action) => (action.act?.data as DeltaData).claim_link === claim?.data?.claim_summary)
  } catch (error) {
    if (!signal?.aborted) console.warn(`Could not find the filing of case ${caseId}:`, error)
    return undefined
  }
}

type DeltaData = { claimant?: unknown; respondant?: unknown; claim_link?: unknown; claim_summary?: unknown }
/** The case history as the history API has it. */
export const caseHistoryQuery = (caseId: string, onProgress?: (percent: number) => void) =>
  queryOptions({
    queryKey: historyKeys.view('case', getNetwork().contracts.arbitration, caseId),
    queryFn: ({ signal }) => fetchCaseHistory(caseId, { signal, onProgress }),
  })

/** A history API indexes behind the chain: after a change the history is read now and once more after this. */
const HISTORY_CATCH_UP_MS = 10_000

/**
 * The case history, read again when the case or its claims change (their rows refresh every 10 s) rather
 * than on a clock of its own, so an idle case page asks the history API nothing. The signed-in user's
 * own transactions refresh it at once (every transaction invalidates history reads).
 */
export function useCaseHistory(caseId: string, onProgress?: (percent: number) => void) {
  const caseFile = useCaseFile(caseId)
  const claims = useClaims(caseId)
  const history = useQuery(caseHistoryQuery(caseId, onProgress))
  const queryClient = useQueryClient()
  const version =
    caseFile.data === undefined || claims.data === undefined
      ? undefined
      : JSON.stringify([caseFile.data, claims.data])
  const seen = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (version === undefined || seen.current === version) return
    const first = seen.current === undefined
    seen.current = version
    // The rows as first read are what the first history read already reflects.
    if (first) return
    const { queryKey } = caseHistoryQuery(caseId)
    void queryClient.invalidateQueries({ queryKey })
    const later = setTimeout(() => void queryClient.invalidateQueries({ queryKey }), HISTORY_CATCH_UP_MS)
    return () => clearTimeout(later)
  }, [version, caseId, queryClient])
  return history
}
