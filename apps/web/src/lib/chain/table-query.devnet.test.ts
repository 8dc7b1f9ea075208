import { describe, expect, it } from 'vitest'
import { arbitration } from '@portal/chain/contracts/arbitration/index'
import { decide } from '@portal/chain/contracts/decide/index'
import { caseFileAsSent } from '@portal/chain/testing/case-files'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { pushAsDemoAccount } from '@/lib/testing/push-actions.ts'
import { parseRows, readTableRows, tableQuery, tableRowQuery } from './table-query.ts'

const devnet = devnetForThisFile({ seed: 'demo' })

const { casefiles, offers, claims } = arbitration.tables
const ids = (rows: readonly { case_id: string }[]) => rows.map((row) => row.case_id)

describe('table reads through the contract descriptors (demo devnet)', () => {
  it('R-RES-CASES-04 R-DEFECT-11: `all` follows next_key to the end, 3 rows a read, in key order', async () => {
    const everything = await readTableRows(casefiles, { limit: 100, all: true })
    expect(everything.length).toBeGreaterThan(3)
    const paged = await readTableRows(casefiles, { limit: 3, all: true })
    expect(ids(paged)).toEqual(ids(everything))
    const firstPage = await readTableRows(casefiles, { limit: 3 })
    expect(ids(firstPage)).toEqual(ids(everything).slice(0, 3))
  })

  it('pages backwards with `reverse`, continuing below the last key read', async () => {
    const forwards = await readTableRows(casefiles, { limit: 100, all: true })
    const backwards = await readTableRows(casefiles, { limit: 2, reverse: true, all: true })
    expect(ids(backwards)).toEqual(ids(forwards).reverse())
  })

  it('reads a secondary index by its name, bounded to one value', async () => {
    const all = await readTableRows(offers, { all: true })
    const caseId = all[0]?.case_id
    expect(caseId).toBeDefined()
    const ofCase = await readTableRows(offers, {
      index: 'bycase',
      lowerBound: caseId,
      upperBound: caseId,
      all: true,
    })
    expect(ofCase.length).toBeGreaterThan(0)
    expect(ofCase.every((offer) => offer.case_id === caseId)).toBe(true)
    expect(ofCase.length).toBe(all.filter((offer) => offer.case_id === caseId).length)
  })

  it('answers one row by primary key, or null when there is none', async () => {
    const [first] = await readTableRows(casefiles, { limit: 1 })
    const query = tableRowQuery(casefiles, first!.case_id)
    const row = await query.queryFn!({ signal: new AbortController().signal } as never)
    expect(row?.case_id).toBe(first!.case_id)
    const missing = tableRowQuery(casefiles, '999999999')
    expect(await missing.queryFn!({ signal: new AbortController().signal } as never)).toBeNull()
  })

  it(
    'R-READ-24: answers the row of an all-digit name ("12345" is a valid ballot name, not the number 12345)',
    async () => {
      const [config] = await readTableRows(decide.tables.config)
      const fee = config!.fees.find((entry) => entry.key === 'ballot')!.value
      await pushAsDemoAccount(devnet.url, [
        {
          account: 'eosio.token',
          name: 'transfer',
          actor: 'daomanager',
          data: { from: 'daomanager', to: 'telos.decide', quantity: fee, memo: 'fees-deposit' },
        },
        {
          account: 'telos.decide',
          name: 'newballot',
          actor: 'daomanager',
          data: {
            ballot_name: '12345',
            category: 'poll',
            publisher: 'daomanager',
            treasury_symbol: '2,DEMO',
            voting_method: '1acct1vote',
            initial_options: ['yes', 'no'],
          },
        },
      ])
      const query = tableRowQuery(decide.tables.ballots, '12345')
      const ballot = await query.queryFn!({ signal: new AbortController().signal } as never)
      expect(ballot).toMatchObject({ ballot_name: '12345', publisher: 'daomanager' })
    },
    DEVNET_TEST_TIMEOUT_MS,
  )

  it('refuses to read a table scoped by case id without a scope, and keys each scope apart', () => {
    expect(() => tableQuery(claims)).toThrow(/needs a scope/)
    expect(tableQuery(claims, { scope: '1' }).queryKey).not.toEqual(
      tableQuery(claims, { scope: '2' }).queryKey,
    )
  })

  it('leaves out rows that fail the schema (hostile chain data) and keeps the good ones', async () => {
    const good = { ...caseFileAsSent, case_id: 7 }
    const hostile = [null, 'x'.repeat(10_000), { ...good, case_id: {} }, { ...good, claimant: '<script>' }]
    const rows = await parseRows(casefiles, [...hostile, good])
    expect(rows.map((row) => row.case_id)).toEqual(['7'])
  })
})
