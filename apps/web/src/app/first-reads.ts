import type { ContractAccounts } from '@portal/chain/networks'

// The get_table_rows reads a page makes as it opens, by route-table path. The route-preload script
// (vite-plugins/route-preload.ts) sends them with the page's chunks, before the portal's code has
// arrived and run; the chain client then takes each answer instead of asking again
// (lib/chain/first-reads.ts). A read listed here that the page no longer makes in exactly this form is
// only a wasted request, and e2e/first-reads.spec.ts fails on it.
//
// This module is read by the build in Node, so it imports nothing at run time.

/** A get_table_rows body as the page sends it; a value `{name}` is the route's parameter of that name. */
export type FirstRead = Readonly<Record<string, string | number | boolean>>

/** What a route parameter used in a read must look like, or the read is not sent. */
export const FIRST_READ_PARAMS: Readonly<Record<string, string>> = { id: '^\\d{1,20}$' }

const read = (code: string, table: string, limit: number, more: Record<string, string | boolean> = {}) => ({
  json: true,
  code,
  table,
  scope: code,
  limit,
  ...more,
})

// Newest first by end time (index 5 of telos.decide's ballots), as the ballots list and the elections read them.
const ballots = (c: ContractAccounts) =>
  read(c.decide, 'ballots', 250, { index_position: '5', key_type: 'i64', reverse: true })
const treasuries = (c: ContractAccounts) => read(c.decide, 'treasuries', 100)
const arbitrators = (c: ContractAccounts) => read(c.arbitration, 'arbitrators', 100)
const resolveConfig = (c: ContractAccounts) => read(c.arbitration, 'config', 1)

export const FIRST_READS: Readonly<Record<string, (contracts: ContractAccounts) => FirstRead[]>> = {
  '/': (c) => [ballots(c), treasuries(c)],
  '/trails/ballots': (c) => [ballots(c), treasuries(c)],
  '/trails/elections/:id?/:hash?': (c) => [ballots(c)],
  '/trails/treasuries': (c) => [treasuries(c)],
  '/works/proposals': (c) => [
    read(c.works, 'proposals', 100),
    ...['worksarchive', 'workscancel', 'worksclosed', 'worksexpired', 'workssetup', 'worksvoting'].map(
      (scope) => read(c.works, 'milestones', 100, { scope }),
    ),
  ],
  '/validators': (c) => [read(c.system, 'producers', 100)],
  // The sections of the TBNOA (TBNOA_DOCUMENT in @portal/chain/contracts/amend-decide).
  '/governance': (c) => [read(c.amend, 'sections', 100, { scope: 'tbnoa' })],
  '/resolve': (c) => [resolveConfig(c), read(c.arbitration, 'elections', 100)],
  '/resolve/cases': (c) => [read(c.arbitration, 'casefiles', 100), arbitrators(c)],
  '/resolve/case/:id': (c) => [
    read(c.arbitration, 'casefiles', 1, { lower_bound: '{id}', upper_bound: '{id}' }),
    read(c.arbitration, 'claims', 50, { scope: '{id}' }),
    read(c.arbitration, 'offers', 100),
    resolveConfig(c),
    arbitrators(c),
  ],
  '/resolve/elections': (c) => [
    resolveConfig(c),
    read(c.arbitration, 'elections', 100),
    read(c.arbitration, 'nominees', 100),
    arbitrators(c),
  ],
}
