import { amend, type SectionRow } from '@portal/chain/contracts/amend/index'
import { ipfsDocumentBase } from '@portal/chain/ipfs'
import type { Network } from '@portal/chain/networks'
import { setNetwork } from '@/config/network.ts'
import { ballotQuery, ballotsQuery } from '@/features/governance/api/ballots.ts'
import { treasuriesQuery } from '@/features/governance/api/treasuries.ts'
import { proposalsQuery } from '@/features/governance/api/works.ts'
import { sectionsQuery } from '@/features/governance-docs/api/document.ts'
import {
  arbitratorsQuery,
  caseFileQuery,
  caseFilesQuery,
  claimsQuery,
  electionsQuery,
  nomineesQuery,
  offersQuery,
  resolveConfigRowQuery,
} from '@/features/resolve/api/resolve-tables.ts'
import { profileQuery } from '@/features/profiles/api/profile.ts'
import { producersQuery } from '@/features/validators/api/producers.ts'
import { tokensQuery } from '@/features/tokens/api/token-reads.ts'
import type { FirstReadMeta } from '@/lib/chain/table-query.ts'
import { listingUrl } from '@/lib/services/validation-bucket.ts'

// The table queries a page makes as it opens, by route-table path. The build (vite-plugins/
// first-reads-loader.ts) loads this module in Node, turns each query into the body of its first
// get_table_rows request (the body the query itself sends: lib/chain/table-query.ts), and the
// route-preload script sends those with the page's chunks, before the portal's code has arrived; the
// chain client then takes each answer instead of asking again (lib/chain/first-reads.ts). A query
// listed here that the page does not make as it opens is only a wasted request, and
// e2e/first-reads.spec.ts fails on it. Reads that depend on what an earlier read answers (the
// milestones of the proposals on chain) cannot leave before it, so they are not listed.

/** A get_table_rows body as the page sends it; a value `{name}` is the route's parameter of that name. */
export type FirstRead = Readonly<Record<string, string | number | boolean>>

/** What a route parameter used in a read must look like, or the read is not sent. */
export const FIRST_READ_PARAMS: Readonly<Record<string, string>> = {
  id: '^\\d{1,20}$',
  // Account-style names (a ballot's, an account's): what the chain could hold as a key.
  ballot: '^[.1-5a-z]{1,12}$',
  account: '^[.1-5a-z]{1,12}$',
}

/** A route's parameters as the script fills them in: `{id}` stands for the address's id. */
type RouteParams = Readonly<Record<string, string>>
type FirstReadQuery = { meta?: Record<string, unknown> | undefined }

const governanceHome = () => [ballotsQuery(), treasuriesQuery()]

export const FIRST_READS: Readonly<Record<string, (params: RouteParams) => readonly FirstReadQuery[]>> = {
  '/': governanceHome,
  '/trails/ballots': governanceHome,
  '/trails/ballot/:ballot?/:hash?': ({ ballot = '' }) => [ballotQuery(ballot)],
  '/trails/elections/:id?/:hash?': () => [ballotsQuery()],
  '/trails/treasuries': () => [treasuriesQuery()],
  '/works/proposals': () => [proposalsQuery()],
  '/validators': () => [producersQuery()],
  '/governance': () => [sectionsQuery()],
  '/profiles/display/:account': ({ account = '' }) => [profileQuery(account)],
  '/profiles/edit/:account': ({ account = '' }) => [profileQuery(account)],
  // Signed in only: a guest is sent to the login page, and the one read is wasted.
  '/tokens': () => [tokensQuery()],
  '/resolve': () => [resolveConfigRowQuery(), electionsQuery()],
  '/resolve/cases': () => [caseFilesQuery(), arbitratorsQuery()],
  '/resolve/arbitrator': () => [arbitratorsQuery(), caseFilesQuery()],
  '/resolve/admin': () => [resolveConfigRowQuery(), electionsQuery(), arbitratorsQuery()],
  '/resolve/case/:id': ({ id = '' }) => [
    caseFileQuery(id),
    claimsQuery(id),
    offersQuery(),
    resolveConfigRowQuery(),
    arbitratorsQuery(),
  ],
  '/resolve/elections': () => [
    resolveConfigRowQuery(),
    electionsQuery(),
    nomineesQuery(),
    arbitratorsQuery(),
  ],
}

/** A chain API call without parameters (its body is `{}`), by its name under /v1/chain/. */
export type FirstCall = 'get_info'

const CLOCK: readonly FirstCall[] = ['get_info']

/**
 * The bodiless chain calls a page makes as it opens, sent by the route-preload script with its table
 * reads and taken the same way. A page that shows deadlines reads the chain's clock (get_info, in
 * components/use-now.ts) as it opens: sent after the page's code ran, its answer came after the rows,
 * a round trip late, in the chain of requests before the page's largest paint.
 */
export const FIRST_CALLS: Readonly<Record<string, readonly FirstCall[]>> = {
  '/': CLOCK,
  '/trails/ballots': CLOCK,
  '/trails/ballot/:ballot?/:hash?': CLOCK,
  '/trails/elections/:id?/:hash?': CLOCK,
  '/resolve': CLOCK,
  '/resolve/cases': CLOCK,
  '/resolve/case/:id': CLOCK,
  '/resolve/elections': CLOCK,
  '/resolve/arbitrator': CLOCK,
  '/resolve/admin': CLOCK,
}

/**
 * The S3 bucket listings a page reads as it opens whose address the network preset alone gives: the
 * route-preload script sends each with the page's chunks and, when the listing is complete, GETs its
 * newest document too; the service client takes each answer once, for the same address only
 * (lib/services/service-call.ts). `/validators` reads the newest producer-validation document, two
 * round trips after its code ran without this.
 */
export const FIRST_LISTINGS: Readonly<Record<string, (network: Network) => readonly string[]>> = {
  '/validators': (network) =>
    network.producerValidationBucketUrl ? [listingUrl(network.producerValidationBucketUrl)] : [],
}

/** Each route’s first bucket listings on `network` (routes without one are left out). */
export function firstListingUrls(network: Network): Record<string, string[]> {
  const listings: Record<string, string[]> = {}
  for (const [path, urls] of Object.entries(FIRST_LISTINGS)) {
    const found = urls(network)
    if (found.length > 0) listings[path] = [...found]
  }
  return listings
}

/** A first read's table whose rows name IPFS documents the page reads next, in `field`. */
export type FirstDocuments = { readonly table: string; readonly field: string }

/**
 * By route: the documents named in a first read's rows that the page reads as soon as the rows are
 * here. The route-preload script GETs each from the gateway when the read answers, and the service
 * client takes the answer once (lib/services/service-call.ts). `/governance` shows its sections
 * together once every section's text is read: without this, those reads left after the page's code.
 */
export const FIRST_DOCUMENTS: Readonly<Record<string, readonly FirstDocuments[]>> = {
  '/governance': [{ table: amend.tables.sections.name, field: 'content' satisfies keyof SectionRow }],
}

/** Where the script finds a document named by its hash on `network`: the gateway's document address. */
export const firstDocumentBase = (network: Network): string => ipfsDocumentBase(network.ipfsGatewayUrl)

/**
 * The route a page may send its visitor on to as soon as its first reads answer: `/` goes on to the
 * elections while one is live (features/governance/components/landing-redirect.ts). The build
 * preloads that route's chunks with the page's own, so the redirect does not wait for them; its reads
 * are among the page's (the ballots).
 */
export const FOLLOW_UPS: Readonly<Record<string, string>> = { '/': '/trails/elections/:id?/:hash?' }

const isFirstRead = (meta: unknown): meta is FirstReadMeta =>
  typeof meta === 'object' && meta !== null && typeof (meta as FirstReadMeta).firstRead === 'object'

/** Each route's first get_table_rows bodies on `network`, parameters left as `{name}` for the script. */
export function firstReadBodies(network: Network): Record<string, FirstRead[]> {
  setNetwork(network)
  const placeholders: RouteParams = new Proxy({}, { get: (_target, name) => `{${String(name)}}` })
  return Object.fromEntries(
    Object.entries(FIRST_READS).map(([path, queries]) => [
      path,
      queries(placeholders).map((query) => {
        if (!isFirstRead(query.meta)) throw new Error(`A first read of ${path} is not a table query`)
        return query.meta.firstRead
      }),
    ]),
  )
}
