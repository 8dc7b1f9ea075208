import { describe, expect, it } from 'vitest'
import { safeRow } from './index.ts'

describe('safeRow', () => {
  it('R-SAFE-01: reads a safe as nodeos renders it (bool 0/1, empty names, epoch times)', () => {
    expect(
      safeRow.parse({
        safe_name: 'pocsafe',
        locked: 1,
        locked_by: 'alice',
        last_lock_time: '2026-01-01T00:00:00',
        unlocked_by: '',
        last_unlock_time: '1970-01-01T00:00:00',
        admins: ['safe.poc.tbs'],
      }),
    ).toMatchObject({ locked: true, locked_by: 'alice', unlocked_by: '' })
  })

  it('rejects a row with a malformed time', () => {
    expect(() =>
      safeRow.parse({
        safe_name: 'pocsafe',
        locked: 0,
        locked_by: '',
        last_lock_time: 'yesterday',
        unlocked_by: '',
        last_unlock_time: '1970-01-01T00:00:00',
        admins: [],
      }),
    ).toThrow()
  })
})
