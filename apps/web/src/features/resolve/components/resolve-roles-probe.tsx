import { useEffect } from 'react'
import { useResolveRoles } from '../api/resolve-roles.ts'

export type ResolveRoles = { account: string; isArbitrator: boolean; isAdmin: boolean }

/**
 * Reads the signed-in account's Resolve roles and reports them to the layout. It is its own lazy chunk
 * so that the table reader and the arbitration schemas stay out of a guest's first load; the layout
 * mounts it only once someone signs in.
 */
export function ResolveRolesProbe({
  account,
  onRoles,
}: {
  account: string
  onRoles: (roles: ResolveRoles) => void
}) {
  const { isArbitrator, isAdmin } = useResolveRoles(account)
  useEffect(() => {
    onRoles({ account, isArbitrator, isAdmin })
  }, [account, isArbitrator, isAdmin, onRoles])
  return null
}
