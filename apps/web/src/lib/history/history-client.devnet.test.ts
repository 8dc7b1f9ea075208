import { afterEach, describe, expect, it, vi } from 'vitest'
import { getNetwork } from '@/config/network.ts'
import { devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { getActions, getAllActions, getDeltas, getTransaction, historyKeys } from './history-client.ts'

devnetForThisFile({ seed: 'demo' })
afterEach(() => vi.restoreAllMocks())

const arbitration = () => getNetwork().contracts.arbitration

describe('the history client against the demo devnet', () => {
  it('R-RES-CASE-13: skip paging reads the same actions 3 a page as in one page, oldest first', async () => {
    const filter = `${arbitration()}:filecase`
    const onePage = await getActions({ filter, sort: 'asc', limit: 100 })
    expect(onePage.length).toBeGreaterThan(3)
    const pages: number[] = []
    const paged = await getAllActions({ filter, sort: 'asc' }, { pageSize: 3, onPage: (n) => pages.push(n) })
    expect(paged.map((action) => action.global_sequence)).toEqual(
      onePage.map((action) => action.global_sequence),
    )
    expect(pages.at(-1)).toBe(Math.floor(onePage.length / 3) + 1)
    expect(paged.every((action) => action.act.name === 'filecase')).toBe(true)
  })

  it('reads the deltas of a table row and a transaction by id', async () => {
    const [first] = await getActions({ filter: `${arbitration()}:filecase`, sort: 'asc', limit: 1 })
    expect(first?.trx_id).toMatch(/^[0-9a-f]{64}$/)
    const transaction = await getTransaction(first!.trx_id!)
    expect(transaction.actions.some((action) => action.act.name === 'filecase')).toBe(true)
    const deltas = await getDeltas({
      code: arbitration(),
      table: 'casefiles',
      scope: arbitration(),
      limit: 5,
    })
    expect(deltas.length).toBeGreaterThan(0)
    expect(deltas.every((delta) => delta.table === 'casefiles')).toBe(true)
  })

  it('leaves out malformed actions from a hostile history answer and keeps the rest', async () => {
    const good = { act: { account: 'x', name: 'y', data: { a: 1 } }, global_sequence: 5 }
    // The network is replaced, not our code: a history server answers with junk among the actions.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ actions: [null, 'x'.repeat(10_000), { act: { name: 5 } }, good] }),
    )
    expect(await getActions({ filter: 'x:*' })).toEqual([good])
  })

  it('keys every history read under one root, so a transaction can refetch them all', () => {
    for (const key of [
      historyKeys.actions({ filter: 'a:*' }),
      historyKeys.deltas({ code: 'a' }),
      historyKeys.transaction('ab'),
      historyKeys.view('case', 'arb', '1'),
    ])
      expect(key.slice(0, 1)).toEqual(historyKeys.all)
  })
})
