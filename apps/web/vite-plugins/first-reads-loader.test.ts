// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { arbitration } from '@portal/chain/contracts/arbitration/index'
import { decide } from '@portal/chain/contracts/decide/index'
import { networkConfig } from '@portal/chain/networks'
import { loadFirstReads } from './first-reads-loader.ts'
import { routeSources } from './route-preload.ts'

// The build's view of the first reads: loaded in Node from the routes' queries, as plain bodies.

const routeTable = new URL('../src/app/routes.json', import.meta.url).pathname

describe('first reads derived from the queries', () => {
  it('turns each listed query into its first get_table_rows body, with the descriptor’s index and the route’s parameter left for the script', async () => {
    const network = networkConfig('telos-testnet', { origin: 'http://127.0.0.1:8080' })
    const { reads, params, listings, documents, documentBase } = await loadFirstReads(network)

    const paths = new Set(routeSources(routeTable).map((route) => route.path))
    for (const path of Object.keys(reads)) expect(paths.has(path), path).toBe(true)

    // Ballots by end time, newest first: the index position and key type come from the descriptor.
    const byEndTime = decide.tables.ballots.indexes.find((index) => index.name === 'byendtime')
    expect(reads['/']).toContainEqual({
      json: true,
      code: network.contracts.decide,
      table: 'ballots',
      scope: network.contracts.decide,
      limit: 250,
      index_position: String(byEndTime?.position),
      key_type: byEndTime?.keyType,
      reverse: true,
    })
    // One case by the address's id, and its claims in the case's scope.
    expect(reads['/resolve/case/:id']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          table: arbitration.tables.casefiles.name,
          lower_bound: '{id}',
          upper_bound: '{id}',
          limit: 1,
        }),
        expect.objectContaining({ table: arbitration.tables.claims.name, scope: '{id}', limit: 50 }),
      ]),
    )
    expect(params).toEqual({ id: '^\\d{1,20}$', ballot: '^[.1-5a-z]{1,12}$', account: '^[.1-5a-z]{1,12}$' })
    // R-READ-30: the validators page's first listing of the preset's producer-validation bucket.
    expect(listings).toEqual({ '/validators': [`${network.producerValidationBucketUrl}/`] })
    // R-READ-32: the governance sections' texts, from the preset's gateway.
    expect(documents).toEqual({ '/governance': [{ table: 'sections', field: 'content' }] })
    expect(documentBase).toBe(`${network.ipfsGatewayUrl.replace(/\/ipfs\/?$/, '')}/ipfs/`)
    // Plain data only: what ships in the preload script is JSON.
    expect(JSON.parse(JSON.stringify(reads))).toEqual(reads)
  }, 60_000)
})
