import { AVATAR_MAX_SIZE, AVATAR_MIN_SIZE } from './constants.ts'

// Avatars are drawn locally from a hash of the account name (no external service), so the same
// account always gets the same colour, initials and pattern, offline and without leaking who looks.

/** An avatar size in pixels clamped to 24–2048 (whole pixels; non-numbers give the smallest). */
export function clampAvatarSize(size: unknown): number {
  const n = typeof size === 'number' ? size : typeof size === 'string' ? Number(size) : Number.NaN
  if (!Number.isFinite(n)) return AVATAR_MIN_SIZE
  return Math.min(AVATAR_MAX_SIZE, Math.max(AVATAR_MIN_SIZE, Math.round(n)))
}

/** A 32-bit FNV-1a hash of a name: stable across browsers and Node. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < name.length && i < 64; i++) {
    hash ^= name.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/** The background colour of an account's avatar, as `hsl(h, 55%, 40%)` (dark enough for white initials). */
export function avatarColor(account: string): string {
  return `hsl(${nameHash(account) % 360}, 55%, 40%)`
}

/** Up to two capital initials of an account: the first letters of the first two dotted parts, else its first two characters. */
export function avatarInitials(account: string): string {
  const parts = String(account).split('.').filter(Boolean)
  const initials =
    parts.length >= 2 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : (parts[0] ?? '').slice(0, 2)
  return initials.toUpperCase() || '?'
}

/** A 5×5 left-right symmetric pattern of filled cells for an identicon, row by row. */
export function avatarPattern(account: string): boolean[][] {
  const hash = nameHash(`pattern:${account}`)
  return Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 5 }, (_, col) => {
      const mirrored = col < 3 ? col : 4 - col
      return ((hash >>> (row * 3 + mirrored)) & 1) === 1
    }),
  )
}
