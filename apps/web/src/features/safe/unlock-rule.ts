import type { SafeRow } from '@portal/chain/contracts/safe/index'

/**
 * Whether `account` may unlock the safe: it is locked, and the account locked it or is one of its
 * admins. The contract enforces the same rule; the page only hides the button from others.
 */
export function canUnlock(
  safe: Pick<SafeRow, 'locked' | 'locked_by' | 'admins'>,
  account: string | null,
): boolean {
  if (!safe.locked || account === null) return false
  return safe.locked_by === account || safe.admins.includes(account)
}
