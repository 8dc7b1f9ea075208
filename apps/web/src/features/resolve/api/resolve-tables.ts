import { CLAIMS_PAGE_SIZE, REFRESH_INTERVAL_MS } from '@portal/chain/constants'
import { useQuery } from '@tanstack/react-query'
import { arbitration } from '@portal/chain/contracts/arbitration/index'
import { oracle, TLOSUSD_PAIR } from '@portal/chain/contracts/oracle/index'
import { singletonQuery, tableQuery, tableRowQuery } from '@/lib/chain/table-query.ts'

// Resolve's reads: the arbitration tables, and the oracle and decide rows Resolve needs. The shared
// table query checks every row with the contract's schema and logs what it could not read (product.md §8:
// other Resolve fetch failures are only logged).

const { tables } = arbitration

/** The `config` singleton, or null before `init`. */
export const resolveConfigRowQuery = () => singletonQuery(tables.config)

/** Every case file, paged through the whole table (the original showed only the newest 100). */
export const caseFilesQuery = () => tableQuery(tables.casefiles, { all: true })

/** One case file by id, or null when there is none. */
export const caseFileQuery = (caseId: string) => tableRowQuery(tables.casefiles, caseId)

/** The claims of a case (scope: the case id, limit 50 per read as product.md §7 says). */
export const claimsQuery = (caseId: string) =>
  tableQuery(tables.claims, { scope: caseId, limit: CLAIMS_PAGE_SIZE, all: true })

/** Every offer. */
export const offersQuery = () => tableQuery(tables.offers, { all: true })
/** Every election. */
export const electionsQuery = () => tableQuery(tables.elections, { all: true })
/** Every nominee. */
export const nomineesQuery = () => tableQuery(tables.nominees, { all: true })
/** Every arbitrator, whatever its status. */
export const arbitratorsQuery = () => tableQuery(tables.arbitrators, { all: true })
/** One account's `arbitrators` row, or null when it is not an arbitrator. */
export const arbitratorQuery = (account: string) => tableRowQuery(tables.arbitrators, account)

/** The escrow balance rows of an account (scope: the account); the first is its TLOS, if it ever deposited. */
export const escrowQuery = (account: string) => tableQuery(tables.accounts, { scope: account })

/** The oracle's tlosusd datapoints (10 rows), averaged for the fee estimate. */
export const oracleDatapointsQuery = () =>
  tableQuery(oracle.tables.datapoints, { scope: TLOSUSD_PAIR, limit: 10 })

/** Resolve's live reads refresh every 10 s. */
export const live = { refetchInterval: REFRESH_INTERVAL_MS } as const
const firstRow = <Row>(rows: Row[]): Row | null => rows[0] ?? null

export const useResolveConfig = () => useQuery(resolveConfigRowQuery())
export const useCaseFiles = (refresh = false) => useQuery({ ...caseFilesQuery(), ...(refresh ? live : {}) })
export const useCaseFile = (caseId: string) => useQuery({ ...caseFileQuery(caseId), ...live })
export const useClaims = (caseId: string) => useQuery({ ...claimsQuery(caseId), ...live })
export const useOffers = (refresh = false) => useQuery({ ...offersQuery(), ...(refresh ? live : {}) })
export const useElections = () => useQuery({ ...electionsQuery(), ...live })
export const useNominees = () => useQuery({ ...nomineesQuery(), ...live })
export const useArbitrators = () => useQuery(arbitratorsQuery())
export const useEscrow = (account: string | null) =>
  useQuery({ ...escrowQuery(account ?? ''), ...live, select: firstRow, enabled: account !== null })
export const useOracleDatapoints = () => useQuery(oracleDatapointsQuery())
