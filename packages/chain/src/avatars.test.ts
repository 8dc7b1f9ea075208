import { describe, expect, it } from 'vitest'
import { avatarColor, avatarInitials, avatarPattern, clampAvatarSize, nameHash } from './avatars.ts'

describe('avatars', () => {
  it('R-PROF-07: clamps the size between 24 and 2048 (10 gives 24, 5000 gives 2048)', () => {
    expect(clampAvatarSize(10)).toBe(24)
    expect(clampAvatarSize(5000)).toBe(2048)
    expect([0, 24, 100, 2048, 5000, -3, 33.6].map(clampAvatarSize)).toEqual([24, 24, 100, 2048, 2048, 24, 34])
    expect([Number.NaN, Infinity, '64', 'big', null, {}].map(clampAvatarSize)).toEqual([
      24, 24, 64, 24, 24, 24,
    ])
  })

  it('gives an account the same colour every time, and different accounts different colours', () => {
    expect(avatarColor('alice')).toBe(avatarColor('alice'))
    expect(avatarColor('alice')).toMatch(/^hsl\(\d{1,3}, 55%, 40%\)$/)
    const colours = new Set(['alice', 'bob', 'carol', 'dave', 'erin', 'frank'].map(avatarColor))
    expect(colours.size).toBeGreaterThan(4)
  })

  it('is stable across runs (fixed FNV-1a values)', () => {
    expect(nameHash('')).toBe(0x811c9dc5)
    expect(nameHash('a')).toBe(0xe40c292c)
  })

  it('derives initials from the name', () => {
    expect(avatarInitials('alice')).toBe('AL')
    expect(avatarInitials('eosio.token')).toBe('ET')
    expect(avatarInitials('')).toBe('?')
  })

  it('draws a symmetric 5×5 pattern that differs between accounts', () => {
    const pattern = avatarPattern('alice')
    expect(pattern).toHaveLength(5)
    for (const row of pattern) expect(row).toEqual([...row].reverse())
    expect(avatarPattern('alice')).toEqual(pattern)
    expect(avatarPattern('bob')).not.toEqual(pattern)
  })
})
