import { afterAll, describe, expect, it } from 'vitest'
import { chainClient } from '@/lib/chain/chain.ts'
import { login, logout } from '@/lib/session/session-store.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { transact } from '@/lib/transact/transact.ts'
import { fetchCaseHistory } from './case-history.ts'

// A case id the contract handed out again: claimant1 files and deletes a case, claimant2 files the
// next one and gets the same id. The new case's history must be claimant2's alone.

const ARBITRATION = 'testtelosarb'
const CLAIM = 'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o'

devnetForThisFile({ seed: 'demo' })
afterAll(async () => {
  await logout()
})

async function fileCase(claimant: string): Promise<string> {
  await logout()
  await login({ walletId: 'local-keys', account: claimant })
  await transact(
    [
      {
        account: ARBITRATION,
        name: 'filecase',
        data: { claimant, claim_link: CLAIM, lang_codes: [0], respondant: 'respondant1', claim_category: 6 },
      },
    ],
    { title: 'File case' },
  )
  const { rows } = await chainClient().getTableRows<{ case_id: string; claimant: string }>({
    code: ARBITRATION,
    table: 'casefiles',
    scope: ARBITRATION,
    limit: 1,
    reverse: true,
  })
  expect(rows[0]?.claimant).toBe(claimant)
  return String(rows[0]?.case_id)
}

describe('case history on a devnet', () => {
  it(
    'R-DEFECT-02 R-RES-CASE-14: a reused case id shows only the current case, starting with its filing',
    async () => {
      const first = await fileCase('claimant1')
      await transact(
        [{ account: ARBITRATION, name: 'shredcase', data: { claimant: 'claimant1', case_id: first } }],
        { title: 'Delete case' },
      )
      const second = await fileCase('claimant2')
      expect(second).toBe(first)
      await transact(
        [{ account: ARBITRATION, name: 'readycase', data: { claimant: 'claimant2', case_id: second } }],
        { title: 'Ready case' },
      ).catch(() => undefined) // refused without claims; only the filing and deletion matter here

      // History indexes a transaction with its block: read until the filing is in (on a busy machine
      // blocks come late; the test's time limit is the only bound).
      let history = await fetchCaseHistory(second)
      while (history[0]?.act?.name !== 'filecase') {
        await new Promise((resolve) => setTimeout(resolve, 250))
        history = await fetchCaseHistory(second)
      }
      expect(history[0]?.act?.name).toBe('filecase')
      expect(history[0]?.act?.authorization?.[0]?.actor).toBe('claimant2')
      expect(history.map((entry) => entry.act?.name)).not.toContain('shredcase')
      expect(history.every((entry) => entry.act?.authorization?.[0]?.actor !== 'claimant1')).toBe(true)
    },
    DEVNET_TEST_TIMEOUT_MS,
  )

  it('R-RES-CASE-14: a case filed among others in one block shows its own filing', async () => {
    // The demo world files several cases in one block, some by the same claimant and respondant.
    const { rows } = await chainClient().getTableRows<{ claim_summary: string }>({
      code: ARBITRATION,
      table: 'claims',
      scope: '3',
      limit: 1,
    })
    const history = await fetchCaseHistory('3')
    expect(history[0]?.act?.name).toBe('filecase')
    const data = history[0]?.act?.data as { claimant?: string; claim_link?: string }
    expect(data.claimant).toBe('claimant1')
    expect(rows[0]?.claim_summary).toBe(data.claim_link)
  })
})
