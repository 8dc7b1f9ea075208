import { useQueries, useQuery } from '@tanstack/react-query'
import { HISTORY_DELTAS_PAGE_SIZE } from '@portal/chain/constants'
import { amend, TBNOA_DOCUMENT } from '@portal/chain/contracts/amend/index'
import { contractAccount, tableQuery } from '@/lib/chain/table-query.ts'
import { getDeltas, historyKeys } from '@/lib/history/history-client.ts'
import { ipfsTextQuery } from '@/lib/services/gateway.ts'
import { groupAmendments } from './amendments.ts'

/** Every section of a document (scope = the document's name). */
export const sectionsQuery = (document = TBNOA_DOCUMENT) =>
  tableQuery(amend.tables.sections, { scope: document, limit: 100, all: true })

/** The document's sections in their order. */
export const useSections = (document = TBNOA_DOCUMENT) =>
  useQuery({
    ...sectionsQuery(document),
    select: (rows) => [...rows].sort((a, b) => Number(a.section_number) - Number(b.section_number)),
  })

/** The `sections` table's history, grouped into the adoption and the amendments; read once `enabled`. */
export const useAmendments = (enabled = true, document = TBNOA_DOCUMENT) =>
  useQuery({
    enabled,
    queryKey: historyKeys.view('amendments', document),
    queryFn: async ({ signal }) =>
      groupAmendments(
        await getDeltas(
          {
            code: contractAccount(amend.tables.sections),
            scope: document,
            table: amend.tables.sections.name,
            sort: 'asc',
            limit: HISTORY_DELTAS_PAGE_SIZE,
          },
          { signal },
        ),
      ),
  })

/** A section's text, read from the IPFS gateway through the storage client. */
export const useSectionText = (hash: string | undefined) => useQuery(ipfsTextQuery(hash))

/**
 * Whether every section's text has been read (or has failed): the sections show together, so texts
 * arriving one by one do not push the sections below them down the page.
 */
export const useSectionTextsSettled = (hashes: readonly string[]) =>
  useQueries({
    queries: hashes.map((hash) => ipfsTextQuery(hash)),
    combine: (results) => results.every((result) => !result.isPending),
  })
