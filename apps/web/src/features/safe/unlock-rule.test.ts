import { describe, expect, it } from 'vitest'
import { canUnlock } from './unlock-rule.ts'

const locked = { locked: true, locked_by: 'voter1', admins: ['daomanager'] }

describe('canUnlock', () => {
  it('R-SAFE-03: lets the locker and the admins unlock a locked safe', () => {
    expect(canUnlock(locked, 'voter1')).toBe(true)
    expect(canUnlock(locked, 'daomanager')).toBe(true)
  })

  it('refuses anyone else, a guest and a safe that is not locked', () => {
    expect(canUnlock(locked, 'voter3')).toBe(false)
    expect(canUnlock(locked, null)).toBe(false)
    expect(canUnlock({ ...locked, locked: false }, 'voter1')).toBe(false)
  })
})
