import { describe, expect, it } from 'vitest'
import * as c from './constants.ts'

describe('business constants (product.md §9)', () => {
  it('R-CONST-01 R-RES-CASES-04 R-RES-CASE-07: page sizes', () => {
    expect([c.CASE_TABLE_PAGE_SIZE, c.CLAIMS_PAGE_SIZE, c.BALLOTS_PAGE_SIZE, c.TREASURIES_PAGE_SIZE]).toEqual(
      [20, 50, 250, 100],
    )
    expect([c.TOKENS_PAGE_SIZE, c.VOTER_ROWS_LIMIT, c.SAFES_LIMIT, c.TABLE_ROWS_DEFAULT_LIMIT]).toEqual([
      1000, 1000, 100, 100,
    ])
  })

  it('history batches', () => {
    expect([c.CPU_BENCHMARK_BATCH, c.HISTORY_DELTAS_PAGE_SIZE, c.HISTORY_ACTIONS_PAGE_SIZE]).toEqual([
      1000, 200, 100,
    ])
  })

  it('R-RES-CASE-15 R-RES-ELEC-12 R-RES-ACCT-04 R-CONST-03 R-CONST-04: refresh and dialog timings', () => {
    expect(c.REFRESH_INTERVAL_MS).toBe(10_000)
    expect(c.RELOAD_DELAY_MS).toBe(5_000)
    expect(c.DIALOG_CLOSE_DELAY_MS).toBe(2_000)
  })

  it('transactions expire in 30 s and reference 3 blocks behind', () => {
    expect([c.TRANSACTION_EXPIRE_SECONDS, c.TRANSACTION_BLOCKS_BEHIND]).toEqual([30, 3])
  })

  it('R-CONST-09 R-CONST-10: upload polling starts at once, then 2 s growing by 250 ms', () => {
    expect([0, 1, 2, 3].map(c.uploadPollDelayMs)).toEqual([0, 2000, 2250, 2500])
    expect(c.uploadPollDelayMs(Number.NaN)).toBe(0)
  })

  it('R-ERR-18 R-CONST-18 R-CONST-22: retry, toast and chunk time-outs', () => {
    expect([c.BALLOT_RETRY_WINDOW_MS, c.TOAST_TIMEOUT_MS, c.CHUNK_LOAD_TIMEOUT_MS]).toEqual([
      3000, 5000, 120_000,
    ])
  })

  it('R-CONST-19 R-CONST-20 R-CONST-21: header and drawer sizes', () => {
    expect([c.HEADER_SHRINK_SCROLL, c.DRAWER_WIDTH, c.DRAWER_BREAKPOINT, c.MENU_CLOSE_BREAKPOINT]).toEqual([
      50, 320, 500, 760,
    ])
  })

  it('R-CONST-23: local storage keys', () => {
    expect(Object.values(c.STORAGE_KEYS)).toEqual([
      'autoLogin',
      'account',
      'returning',
      'notifications',
      'ballot_creation',
    ])
  })

  it('filing sends language code 0', () => {
    expect(c.FILE_CASE_LANG_CODES).toEqual([0])
  })
})
