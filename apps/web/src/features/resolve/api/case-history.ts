import { queryOptions, useQuery } from '@tanstack/react-query'
import { isCaseHistoryAction, type HistoryActionLike } from '@portal/chain/resolve/index'
import { getNetwork } from '@/config/network.ts'
import { getJson } from '@/lib/chain/chain-client.ts'

// A case's history from the configured history API: only the arbitration contract's actions whose
// data carries this case_id (a server-side filter), 100 per page, oldest first, until a short page
// says there is no more. Ids are compared by value, so "5" and 5 are the same case.

/** Actions per history page (spec §9). */
export const HISTORY_PAGE_SIZE = 100

/** One case history entry as the page shows it. */
export type CaseHistoryEntry = HistoryActionLike & { global_sequence?: number | string; trx_id?: string }

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
    options.onProgress?.(Math.min(95, 5 + (page + 1) * 30))
    if (actions.length < HISTORY_PAGE_SIZE) break
  }
  options.onProgress?.(100)
  return entries
}

/** The case history, refetched with the case every 10 s. */
export const caseHistoryQuery = (caseId: string, onProgress?: (percent: number) => void) =>
  // The progress callback only reports; it is not part of what the data is.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: ['history', 'case', getNetwork().contracts.arbitration, caseId],
    queryFn: ({ signal }) => fetchCaseHistory(caseId, { signal, onProgress }),
  })

export const useCaseHistory = (caseId: string, onProgress?: (percent: number) => void) =>
  useQuery({ ...caseHistoryQuery(caseId, onProgress), refetchInterval: 10_000 })
