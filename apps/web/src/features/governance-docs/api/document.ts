import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { HISTORY_DELTAS_PAGE_SIZE } from '@portal/chain/constants'
import { amend, TBNOA_DOCUMENT } from '@portal/chain/contracts/amend-decide/index'
import { ipfsUrl } from '@portal/chain/ipfs'
import { getNetwork } from '@/config/network.ts'
import { contractAccount, tableQuery } from '@/lib/chain/table-query.ts'
import { getDeltas, historyKeys } from '@/lib/history/history-client.ts'
import { groupAmendments } from './amendments.ts'

/** The document's sections in their order. */
export const useSections = (document = TBNOA_DOCUMENT) =>
  useQuery({
    ...tableQuery(amend.tables.sections, { scope: document, limit: 100, all: true }),
    select: (rows) => [...rows].sort((a, b) => Number(a.section_number) - Number(b.section_number)),
  })

/** The `sections` table's history, grouped into the adoption and the amendments. */
export const useAmendments = (document = TBNOA_DOCUMENT) =>
  useQuery({
    queryKey: historyKeys.view('amendments', document),
    queryFn: async ({ signal }) =>
      groupAmendments(
        await getDeltas(
          {
            code: contractAccount(amend.tables.sections),
            scope: document,
            table: 'sections',
            sort: 'asc',
            limit: HISTORY_DELTAS_PAGE_SIZE,
          },
          { signal },
        ),
      ),
  })

/** A section's text is at most this long; a bigger answer is cut, never allowed to stall the page. */
const MAX_TEXT = 200_000

/** A section's text from the IPFS gateway (content-addressed, so it never changes). */
export const sectionTextQuery = (hash: string | undefined) =>
  queryOptions({
    queryKey: ['ipfs-text', hash],
    enabled: hash !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const url = ipfsUrl(getNetwork().ipfsGatewayUrl, hash)
      if (!url) throw new Error('This section has no valid IPFS hash.')
      const response = await fetch(url, { signal })
      if (!response.ok) throw new Error(`The gateway answered ${response.status}.`)
      return (await response.text()).slice(0, MAX_TEXT)
    },
  })

export const useSectionText = (hash: string | undefined) => useQuery(sectionTextQuery(hash))

/**
 * Whether every section's text has been read (or has failed): the sections show together, so texts
 * arriving one by one do not push the sections below them down the page.
 */
export const useSectionTextsSettled = (hashes: readonly string[]) =>
  useQueries({
    queries: hashes.map((hash) => sectionTextQuery(hash)),
    combine: (results) => results.every((result) => !result.isPending),
  })
