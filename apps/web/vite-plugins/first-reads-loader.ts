import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'
import type { Network } from '../../../packages/chain/src/networks.ts'
import type { FirstCall, FirstDocuments, FirstRead } from '../src/app/first-reads.ts'

/** What src/app/first-reads.ts gives the build. */
type FirstReadsModule = {
  firstReadBodies(network: Network): Record<string, FirstRead[]>
  FIRST_READ_PARAMS: Readonly<Record<string, string>>
  FIRST_CALLS: Readonly<Record<string, readonly FirstCall[]>>
  FOLLOW_UPS: Readonly<Record<string, string>>
  firstListingUrls(network: Network): Record<string, string[]>
  FIRST_DOCUMENTS: Readonly<Record<string, readonly FirstDocuments[]>>
  firstDocumentBase(network: Network): string
}

const src = fileURLToPath(new URL('../src', import.meta.url))

/**
 * The first reads of every listed route, derived from the features' own queries: the route table's
 * module is loaded with Vite's module runner (the app's `@/` alias, TypeScript, no bundle), so what
 * ships in the preload script is plain JSON and none of the query code.
 */
export async function loadFirstReads(network: Network): Promise<{
  reads: Record<string, FirstRead[]>
  calls: Readonly<Record<string, readonly FirstCall[]>>
  params: Readonly<Record<string, string>>
  followUps: Readonly<Record<string, string>>
  listings: Record<string, string[]>
  documents: Readonly<Record<string, readonly FirstDocuments[]>>
  documentBase: string
}> {
  const { module } = await runnerImport<FirstReadsModule>(`${src}/app/first-reads.ts`, {
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    resolve: { alias: { '@': src } },
    logLevel: 'error',
  })
  return {
    reads: module.firstReadBodies(network),
    calls: module.FIRST_CALLS,
    params: module.FIRST_READ_PARAMS,
    followUps: module.FOLLOW_UPS,
    listings: module.firstListingUrls(network),
    documents: module.FIRST_DOCUMENTS,
    documentBase: module.firstDocumentBase(network),
  }
}
